import { EXPENSE_JOURNAL, paymentReference } from '@cc/shared';
import { ACC, methodAccount, type Posting } from '../../ledger/index.ts';
import { type DocumentPostingHead, type PaymentForPosting, paymentEntry } from '../credit/index.ts';

/** Journal sources: an expense and each payment on an expense credit. */
export const EXPENSE_SOURCE = 'expense';
export const EXPENSE_PAYMENT_SOURCE = 'expense_payment';

type ExpenseHead = DocumentPostingHead;

/**
 * docs/accounting.md §Expenses (category → 51xx account G, value V): CONTADO Dr G / Cr M,
 * CREDITO Dr G / Cr 2335. The initial payment of a credit is a payment of its own.
 */
export function expensePosting(userId: number, expense: ExpenseHead, account: string): Posting {
  const credited =
    expense.paymentType === 'CONTADO'
      ? methodAccount(expense.paymentMethod ?? 'EFECTIVO')
      : ACC.costosGastosPorPagar;
  return {
    userId,
    date: expense.date,
    source: { type: EXPENSE_SOURCE, id: expense.id },
    description: EXPENSE_JOURNAL.expense(expense.number),
    lines: [
      { account, debit: expense.value },
      { account: credited, credit: expense.value },
    ],
  };
}

/** A payment on an expense credit (initial or abono): Dr 2335 / Cr M. */
export function expensePaymentPosting(
  userId: number,
  expenseNumber: number,
  payment: PaymentForPosting,
): Posting {
  return paymentEntry(userId, payment, {
    source: EXPENSE_PAYMENT_SOURCE,
    description: EXPENSE_JOURNAL.payment(paymentReference(expenseNumber, payment.ordinal)),
    debit: ACC.costosGastosPorPagar,
    credit: methodAccount(payment.paymentMethod),
  });
}
