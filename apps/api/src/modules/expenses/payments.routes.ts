import { ZExpensePayment, ZExpensePaymentCreate, ZExpensePaymentUpdate } from '@cc/shared';
import { kindPaymentRoutes } from '../credit/payment-routes.ts';
import { expensePaymentsService } from './payments.ts';

/** Abonos: /api/expenses/{expense_id}/payments/ and …/payments/{payment_id}. */
export const expensePaymentRoutes = kindPaymentRoutes(
  'expenses',
  'expense_id',
  expensePaymentsService,
  ZExpensePayment,
  {
    noun: 'un gasto',
    body: { create: ZExpensePaymentCreate, update: ZExpensePaymentUpdate },
  },
);
