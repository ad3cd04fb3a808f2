import type { PaymentMethod, PaymentType } from '@cc/shared';
import type { Executor, Tx } from '../../db/client.ts';
import type { financialInfo, financialInfoPayments } from '../../db/schema/index.ts';
import type { Posting, ThirdParty } from '../../ledger/index.ts';
import type { KindDocTable, KindPayDocColumn, KindPayTable } from './kinds.ts';

/**
 * What takes abonos: the documents that can be on credit (every registered kind, kinds.ts) and an
 * opening receivable or liability of the initial information (docs/accounting.md §Collecting and paying opening balances), which is no kind.
 */
export type CreditDocTable = KindDocTable | typeof financialInfo;
export type CreditPaymentTable = KindPayTable | typeof financialInfoPayments;
export type CreditPaymentDocColumn = KindPayDocColumn | typeof financialInfoPayments.financialInfoId;

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
  paymentType: PaymentType;
  paymentMethod: PaymentMethod | null;
};

/** What every payment row has, whichever document it belongs to. */
export type CreditPaymentRow = {
  id: number;
  userId: number;
  ordinal: number;
  date: string;
  value: number;
  paymentMethod: PaymentMethod;
  observations: string;
  /** The initial payment of a credit document; opening balances have none. */
  isInitial?: boolean;
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
  lockDoc: (tx: Tx, userId: number, id: number) => Promise<Doc>;
  /**
   * The user's document without a lock, for reading one abono; needed when `Doc` is more than the
   * document's row (an opening balance carries its category). Default: the row itself.
   */
  readDoc?: (db: Executor, userId: number, id: number) => Promise<Doc | null>;
  payments: CreditPaymentTable;
  /** The payment column that points at its document (income_id, shopping_id, expense_id). */
  paymentDocId: CreditPaymentDocColumn;
  /** The insert values of a payment of this kind: the common fields plus its document id. */
  paymentValues: (userId: number, docId: number, fields: PaymentFields) => Record<string, unknown>;
  msg: CreditMessages;
  /** The journal source type of an abono, for reversing its entry. */
  paymentSource: string;
  /** The abono's entry; `doc` is what lockDoc returned (an opening liability posts to its account). */
  posting: (
    userId: number,
    docNumber: number,
    payment: Pay & { paymentMethod: PaymentMethod },
    doc: Doc,
  ) => Posting;
  toPayment: (payment: Pay, doc: Doc) => Out;
  /** The client or provider the abono's entry names (docs/accounting.md §Journal); none for expenses. */
  thirdParty?: (tx: Tx, doc: Doc) => Promise<ThirdParty | null>;
};

/** The texts every module's messages share (INCOME_MSG, SHOPPING_MSG, EXPENSE_MSG). */
export type ModuleMessages = {
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
