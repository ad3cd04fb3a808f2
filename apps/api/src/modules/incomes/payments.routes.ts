import { ZPaymentCreate, ZPaymentUpdate } from '@cc/shared';
import { creditPaymentRoutes } from '../credit/payment-routes.ts';
import { incomePaymentsService } from './payments.ts';
import { ZIncomePayment } from './schemas.ts';

/** Abonos: /api/incomes/{income_id}/payments/ and …/payments/{payment_id}. */
export const paymentRoutes = creditPaymentRoutes({
  resource: 'incomes',
  param: 'income_id',
  service: incomePaymentsService,
  body: { create: ZPaymentCreate, update: ZPaymentUpdate },
  response: ZIncomePayment,
  summaries: {
    create: 'Registrar un abono',
    get: 'Un abono',
    update: 'Editar un abono',
    void: 'Anular un abono',
  },
});
