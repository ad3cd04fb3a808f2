import { ZFinancialInfoPayment, ZPaymentCreate, ZPaymentUpdate } from '@cc/shared';
import { creditPaymentRoutes } from '../credit/index.ts';
import { openingPaymentsService } from './opening-payments.ts';
import { FINANCIAL_ROUTE_DOC } from './texts.ts';

/** Abonos on opening balances: /api/financial_info/{financial_info_id}/payments/[{payment_id}]. */
export const openingPaymentRoutes = creditPaymentRoutes({
  resource: 'financial_info',
  param: 'financial_info_id',
  service: openingPaymentsService,
  body: { create: ZPaymentCreate, update: ZPaymentUpdate },
  response: ZFinancialInfoPayment,
  summaries: FINANCIAL_ROUTE_DOC.payments,
});
