import { ZFinancialInfoPayment, ZPaymentCreate, ZPaymentUpdate } from '@cc/shared';
import { creditPaymentRoutes } from '../credit/payment-routes.ts';
import { openingPaymentsService } from './opening-payments.ts';

/** Abonos on opening balances: /api/financial_info/{financial_info_id}/payments/[{payment_id}]. */
export const openingPaymentRoutes = creditPaymentRoutes({
  resource: 'financial_info',
  param: 'financial_info_id',
  service: openingPaymentsService,
  body: { create: ZPaymentCreate, update: ZPaymentUpdate },
  response: ZFinancialInfoPayment,
  summaries: {
    create: 'Registrar un abono a un saldo inicial (cuenta por cobrar o pasivo)',
    get: 'Un abono de un saldo inicial',
    update: 'Editar un abono de un saldo inicial',
    void: 'Anular un abono de un saldo inicial',
  },
});
