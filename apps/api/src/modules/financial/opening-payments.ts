import {
  FINANCIAL_JOURNAL,
  FINANCIAL_MSG,
  type FinancialInfoPayment,
  openingPaymentReference,
  type PaymentMethod,
} from '@cc/shared';
import { financialInfo, financialInfoPayments } from '../../db/schema/index.ts';
import { methodAccount, type Posting } from '../../ledger/index.ts';
import { creditMessages, creditPayments } from '../credit/index.ts';
import { lockOpeningBalance, type OpeningBalance, readOpeningBalance } from './opening-balance.ts';

/** Journal source of an abono on an opening balance; its id is the payment's id. */
export const OPENING_PAYMENT_SOURCE = 'financial_info_payment';

type PaymentRow = typeof financialInfoPayments.$inferSelect;

/**
 * docs/accounting.md §Collecting and paying opening balances: a receivable collected is Dr M / Cr 1305; a liability of account L paid is
 * Dr L / Cr M (M = 1105 EFECTIVO or 1110 BANCO). Neither touches income, cost or expense
 * accounts: the opening balance was already in Capital, an abono only changes its form.
 */
export function openingPaymentPosting(
  userId: number,
  payment: { id: number; ordinal: number; date: string; value: number; paymentMethod: PaymentMethod },
  balance: Pick<OpeningBalance, 'financialType' | 'accountCode' | 'categoryName'>,
): Posting {
  const cash = methodAccount(payment.paymentMethod);
  const collected = balance.financialType === 'ACTIVOS';
  return {
    userId,
    date: payment.date,
    source: { type: OPENING_PAYMENT_SOURCE, id: payment.id },
    description: FINANCIAL_JOURNAL.payment(payment.ordinal, balance.categoryName),
    lines: collected
      ? [
          { account: cash, debit: payment.value },
          { account: balance.accountCode, credit: payment.value },
        ]
      : [
          { account: balance.accountCode, debit: payment.value },
          { account: cash, credit: payment.value },
        ],
  };
}

export function toOpeningPayment(p: PaymentRow, balance: { paidOut: boolean }): FinancialInfoPayment {
  return {
    id: p.id,
    financial_info_id: p.financialInfoId,
    number: p.ordinal,
    reference: openingPaymentReference(p.ordinal),
    date: p.date,
    value: p.value,
    payment_method: p.paymentMethod,
    observations: p.observations,
    deleted: p.deleted,
    is_finished: balance.paidOut,
    is_initial: false,
  };
}

const M = FINANCIAL_MSG.payments;

/**
 * Abonos on an opening receivable or liability: the fourth kind of modules/credit, so the rules
 * (never above the pending balance, not in the future, numbered, reversed on edit and void, all
 * under the record's row lock) and their texts are the ones of credit sales.
 */
export const openingPaymentsService = creditPayments({
  docs: financialInfo,
  lockDoc: lockOpeningBalance,
  readDoc: readOpeningBalance,
  payments: financialInfoPayments,
  paymentDocId: financialInfoPayments.financialInfoId,
  paymentValues: (userId, financialInfoId, fields) => ({ userId, financialInfoId, ...fields }),
  msg: creditMessages(M, M.paymentBefore),
  paymentSource: OPENING_PAYMENT_SOURCE,
  posting: (userId, _number, payment, balance) => openingPaymentPosting(userId, payment, balance),
  toPayment: toOpeningPayment,
});
