import { ZExpensePaymentCreate, ZExpensePaymentUpdate } from '@cc/shared';
import { creditPaymentRoutes } from '../credit/payment-routes.ts';
import { expensePaymentsService } from './payments.ts';
import { ZExpensePayment } from './schemas.ts';

/** Abonos: /api/expenses/{expense_id}/payments/ and …/payments/{payment_id}. */
export const expensePaymentRoutes = creditPaymentRoutes({
  resource: 'expenses',
  param: 'expense_id',
  service: expensePaymentsService,
  body: { create: ZExpensePaymentCreate, update: ZExpensePaymentUpdate },
  response: ZExpensePayment,
  summaries: {
    create: 'Registrar un abono a un gasto a crédito',
    get: 'Un abono de un gasto',
    update: 'Editar un abono de un gasto',
    void: 'Anular un abono de un gasto',
  },
});
