import { EXPENSE_MSG } from '@cc/shared';
import { expensePayments, expenses } from '../../db/schema/index.ts';
import { creditMessages } from '../credit/credit-book.ts';
import { creditPayments } from '../credit/payments.ts';
import { lockExpense } from './expense-row.ts';
import { EXPENSE_PAYMENT_SOURCE, expensePaymentPosting } from './postings.ts';
import { toPayment } from './queries.ts';

/** Abonos on an expense credit (Dr 2335 / Cr M), with the rules of modules/credit. */
export const expensePaymentsService = creditPayments({
  docs: expenses,
  lockDoc: lockExpense,
  payments: expensePayments,
  paymentDocId: expensePayments.expenseId,
  paymentValues: (userId, expenseId, fields) => ({ userId, expenseId, ...fields }),
  msg: creditMessages(EXPENSE_MSG, EXPENSE_MSG.paymentBeforeExpense),
  paymentSource: EXPENSE_PAYMENT_SOURCE,
  posting: expensePaymentPosting,
  toPayment,
});
