import type { PaymentMethod } from '@cc/shared';
import type { Tx } from '../../db/client.ts';
import type {
  expensePayments,
  expenses,
  incomePayments,
  incomes,
  shoppingPayments,
  shoppings,
} from '../../db/schema/index.ts';
import type { Posting } from '../../ledger/index.ts';

/** The three documents that can be on credit: a sale, a purchase, an expense. */
export type CreditDocTable = typeof incomes | typeof shoppings | typeof expenses;
export type CreditPaymentTable = typeof incomePayments | typeof shoppingPayments | typeof expensePayments;
export type CreditPaymentDocColumn =
  | typeof incomePayments.incomeId
  | typeof shoppingPayments.shoppingId
  | typeof expensePayments.expenseId;

/** What every credit document row has (the columns the payment rules read and write). */
export type CreditDocRow = {
  id: number;
  userId: number;
  number: number;
  date: string;
  value: number;
  payment: number;
  paidOut: boolean;
  deleted: boolean;
  paymentType: string;
  paymentMethod: string | null;
};

/** What every payment row has, whichever document it belongs to. */
export type CreditPaymentRow = {
  id: number;
  userId: number;
  ordinal: number;
  date: string;
  value: number;
  paymentMethod: string;
  observations: string;
  isInitial: boolean;
  deleted: boolean;
};

export type PaymentFields = {
  ordinal: number;
  date: string;
  value: number;
  paymentMethod: PaymentMethod;
  observations: string;
  createdAt: Date;
  updatedAt: Date;
};

/** The rule texts a kind of document answers with (each module has its own wording). */
export type CreditMessages = {
  futureDate: string;
  voidedPayment: string;
  voidedEdit: string;
  onlyCredit: string;
  paymentBeforeDocument: string;
  paymentTooHigh: (balance: number) => string;
  paymentVoidedEdit: string;
  paymentVoidedVoid: string;
};

/**
 * One kind of credit document and its abonos: the tables, the texts, the journal entry an
 * abono posts and how a payment is shown. `modules/credit` holds the rules, once.
 */
export type CreditBook<Doc extends CreditDocRow, Pay extends CreditPaymentRow, Out> = {
  docs: CreditDocTable;
  /** The user's document under a row lock (404 for another user's or a missing id). */
  lockDoc: (tx: Tx, userId: number, id: number | null) => Promise<Doc>;
  payments: CreditPaymentTable;
  /** The payment column that points at its document (income_id, shopping_id, expense_id). */
  paymentDocId: CreditPaymentDocColumn;
  /** The insert values of a payment of this kind: the common fields plus its document id. */
  paymentValues: (userId: number, docId: number, fields: PaymentFields) => Record<string, unknown>;
  msg: CreditMessages;
  /** The journal source type of an abono, for reversing its entry. */
  paymentSource: string;
  posting: (userId: number, docNumber: number, payment: Pay & { paymentMethod: PaymentMethod }) => Posting;
  toPayment: (payment: Pay, doc: Doc) => Out;
};

/** The texts every module's messages share (INCOME_MSG, SHOPPING_MSG, EXPENSE_MSG). */
type ModuleMessages = {
  futureDate: string;
  voided: { payment: string; edit: string };
  paymentsOnlyCredit: string;
  paymentTooHigh: (balance: number) => string;
  paymentVoided: { edit: string; void: string };
};

export function creditMessages(m: ModuleMessages, paymentBeforeDocument: string): CreditMessages {
  return {
    futureDate: m.futureDate,
    voidedPayment: m.voided.payment,
    voidedEdit: m.voided.edit,
    onlyCredit: m.paymentsOnlyCredit,
    paymentBeforeDocument,
    paymentTooHigh: m.paymentTooHigh,
    paymentVoidedEdit: m.paymentVoided.edit,
    paymentVoidedVoid: m.paymentVoided.void,
  };
}
