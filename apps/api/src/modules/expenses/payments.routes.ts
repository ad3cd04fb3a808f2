import { ZExpensePayment, ZExpensePaymentCreate, ZExpensePaymentUpdate } from '@cc/shared';
import { kindPaymentRoutes } from '../credit/index.ts';
import { expensePaymentsService } from './payments.ts';
import { EXPENSE_ROUTE_DOC } from './texts.ts';

/** Abonos: /api/expenses/{expense_id}/payments/ and …/payments/{payment_id}. */
export const expensePaymentRoutes = kindPaymentRoutes(
  'expenses',
  'expense_id',
  expensePaymentsService,
  ZExpensePayment,
  {
    noun: EXPENSE_ROUTE_DOC.noun,
    body: { create: ZExpensePaymentCreate, update: ZExpensePaymentUpdate },
  },
);
