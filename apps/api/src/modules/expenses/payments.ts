import { EXPENSE_MSG } from '@cc/shared';
import { creditMessages } from '../credit/credit-book.ts';
import { kindPayments } from '../credit/kind-payments.ts';
import { EXPENSES } from './kind.ts';
import { toPayment } from './queries.ts';

/** Abonos on an expense credit (Dr 2335 / Cr M), with the rules of modules/credit. */
export const expensePaymentsService = kindPayments(
  EXPENSES,
  creditMessages(EXPENSE_MSG, EXPENSE_MSG.paymentBeforeExpense),
  toPayment,
);
