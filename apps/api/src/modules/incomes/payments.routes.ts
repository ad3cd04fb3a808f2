import { ZIncomePayment } from '@cc/shared';
import { kindPaymentRoutes } from '../credit/index.ts';
import { incomePaymentsService } from './payments.ts';

/** Abonos: /api/incomes/{income_id}/payments/ and …/payments/{payment_id}. */
export const paymentRoutes = kindPaymentRoutes('incomes', 'income_id', incomePaymentsService, ZIncomePayment);
