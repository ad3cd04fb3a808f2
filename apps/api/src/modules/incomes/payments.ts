import { INCOME_MSG } from '@cc/shared';
import { creditMessages } from '../credit/credit-book.ts';
import { kindPayments } from '../credit/kind-payments.ts';
import { SALES } from './kind.ts';
import { toPayment } from './queries.ts';

/** Abonos on a credit sale (Dr M / Cr 1305), with the rules of modules/credit. */
export const incomePaymentsService = kindPayments(
  SALES,
  creditMessages(INCOME_MSG, INCOME_MSG.paymentBeforeSale),
  toPayment,
);
