import type { PaymentMethod } from '@cc/shared';
import type { Executor, Tx } from '../../db/client.ts';
import type { Posting, ThirdParty } from '../../ledger/index.ts';
import type { DocumentKind as CounterKind } from '../../lib/document-counter.ts';
import type { CreditDocRow, ModuleMessages, PaymentFields } from './credit-book.ts';
import type { PaymentTerms } from './document-writes.ts';
import type { KindDocTable, KindPayDocColumn, KindPayTable } from './kinds.ts';

/** The documents of the engine, one per registered kind (kinds.ts, ADR 025). */
export type DocTable = KindDocTable;
export type PayTable = KindPayTable;
export type PayDocColumn = KindPayDocColumn;

/** A row of the merged list before the kind dresses it: a document or one of its payments. */
export type MergedRow = {
  isPayment: boolean;
  id: number;
  docId: number;
  date: string;
  value: number;
  payment: number;
  paymentMethod: PaymentMethod | null;
  deleted: boolean;
  /** The payment's number within its document (null on a document row). */
  ordinal: number | null;
};

/** What a payment posting needs (initial payment or abono). */
export type PaymentForPosting = {
  id: number;
  ordinal: number;
  date: string;
  value: number;
  paymentMethod: PaymentMethod;
};

/**
 * The rule texts of one kind (each module words them its own way), declared once: the document
 * rules read them here and the kind's abonos (kind-payments.ts) derive theirs from them.
 */
export type KindMessages = ModuleMessages & {
  voided: { edit: string; void: string };
  paymentTypeLocked: string;
  /** A credit's date may not pass a later abono: `400 {validations_error: [this]}` for every kind. */
  afterPayments: string;
  /** An abono may not be dated before its document. */
  paymentBeforeDocument: string;
};

/** What a stock question is about: an existing document, or the payload of a new one. */
export type StockTarget<New> = { id: number } | { input: New };

/**
 * One kind of credit document, declared once by its module (incomes/kind.ts, shoppings/kind.ts,
 * expenses/kind.ts). The engine in modules/credit does the rest: numbering, the initial payment,
 * the rules of an edit, the void cascade, the merged list and its totals, the month summary.
 */
export type DocumentKind<Row extends CreditDocRow, Doc, Item, New extends PaymentTerms = PaymentTerms> = {
  /** The document counter it numbers from. */
  counter: CounterKind;
  docs: DocTable;
  payments: PayTable;
  paymentDocId: PayDocColumn;
  /** Journal source types of the document and of its payments. */
  source: string;
  paymentSource: string;
  msg: KindMessages;
  lockDoc: (tx: Tx, userId: number, id: number) => Promise<Row>;
  /** The insert values of a payment: the common fields plus the column naming its document. */
  paymentValues: (userId: number, docId: number, fields: PaymentFields) => Record<string, unknown>;
  paymentPosting: (userId: number, docNumber: number, payment: PaymentForPosting) => Posting;
  /**
   * Whether writing this document (an existing one, or a new one from its payload) moves stock:
   * such writes take inventory's stock lock before anything else. Absent: never. Method syntax on
   * purpose: the engine's helpers that never pass a payload take a kind of any payload type.
   */
  movesStock?(ex: Executor, userId: number, target: StockTarget<New>): Promise<boolean>;
  /** The client or provider the journal names on the document's abonos (docs/accounting.md §Journal); absent: none. */
  thirdParty?: (tx: Tx, row: Row) => Promise<ThirdParty | null>;
  /** The INGRESO / GASTO budgets the month summary compares with (purchases have none). */
  budget: 'INGRESO' | 'GASTO' | null;
  /** The list's own columns of a page of documents (client, provider, category…), by id. */
  listDocs: (db: Executor, userId: number, ids: number[]) => Promise<Map<number, Doc>>;
  listItem: (row: MergedRow, doc: Doc) => Item;
};
