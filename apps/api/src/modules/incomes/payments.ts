import { INCOME_MSG } from '@cc/shared';
import { incomePayments, incomes } from '../../db/schema/index.ts';
import { thirdPartyOf } from '../contacts/third-party.ts';
import { creditMessages } from '../credit/credit-book.ts';
import { creditPayments } from '../credit/payments.ts';
import { lockIncome } from './income-row.ts';
import { INCOME_PAYMENT_SOURCE, paymentPosting } from './postings.ts';
import { toPayment } from './queries.ts';

/** Abonos on a credit sale (Dr M / Cr 1305), with the rules of modules/credit. */
export const incomePaymentsService = creditPayments({
  docs: incomes,
  lockDoc: lockIncome,
  payments: incomePayments,
  paymentDocId: incomePayments.incomeId,
  paymentValues: (userId, incomeId, fields) => ({ userId, incomeId, ...fields }),
  msg: creditMessages(INCOME_MSG, INCOME_MSG.paymentBeforeSale),
  paymentSource: INCOME_PAYMENT_SOURCE,
  posting: paymentPosting,
  toPayment,
  thirdParty: (tx, sale) => thirdPartyOf(tx, 'client', sale.userId, sale.clientId),
});
