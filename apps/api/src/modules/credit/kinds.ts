import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  expensePayments,
  expenses,
  incomePayments,
  incomes,
  shoppingPayments,
  shoppings,
} from '../../db/schema/index.ts';
import type { DocumentKind as CounterKind } from '../../lib/document-counter.ts';

/**
 * The registry of credit-document kinds (ADR 025, 'How to add a fourth kind'): every place that
 * needs "each kind" — the engine's table unions (document-kind.ts, credit-book.ts), `settled_on`
 * (settled.ts), the lists' header totals and their repair (list-totals.ts), the downloads
 * (src/download-jobs.ts) — reads this array instead of naming the kinds again. The SQL that cannot
 * import it (the `list_totals` triggers and CHECK of migrations 0017/0019) is checked against it
 * from the database catalog by test/credit-kinds-registry.test.ts, which also fails on any table
 * that has a kind's columns and is missing here.
 *
 * An entry names its tables, never a module's code: the modules import the engine, not the other
 * way round. Each module's `DocumentKind` (incomes/kind.ts…) must use the same tables, counter and
 * journal sources; the registry test compares them.
 */
export const CREDIT_KINDS = [
  {
    /** The list (`GET /api/incomes/`), the `list_totals.kind` and the documents' table name. */
    list: 'incomes',
    docs: incomes,
    payments: incomePayments,
    /** The payment's column naming its document. */
    paymentDocId: incomePayments.incomeId,
    /** Journal source types of the document and of its payments (incomes/postings.ts). */
    source: 'income',
    paymentSource: 'income_payment',
    counter: 'income',
    /** The module download (src/download-jobs.ts, `DownloadJob`). */
    download: 'incomes',
  },
  {
    list: 'shoppings',
    docs: shoppings,
    payments: shoppingPayments,
    paymentDocId: shoppingPayments.shoppingId,
    source: 'shopping',
    paymentSource: 'shopping_payment',
    counter: 'shopping',
    download: 'purchases',
  },
  {
    list: 'expenses',
    docs: expenses,
    payments: expensePayments,
    paymentDocId: expensePayments.expenseId,
    source: 'expense',
    paymentSource: 'expense_payment',
    counter: 'expense',
    download: 'expenses',
  },
] as const satisfies readonly {
  list: string;
  /** `settled_on` is required: settled.ts keeps it for every kind (refreshSettled). */
  docs: PgTable & { settledOn: PgColumn };
  payments: PgTable;
  paymentDocId: PgColumn;
  counter: CounterKind;
  source: string;
  paymentSource: string;
  download: string;
}[];

export type CreditKind = (typeof CREDIT_KINDS)[number];
/** 'incomes' | 'shoppings' | 'expenses'. */
export type CreditKindList = CreditKind['list'];
/** The documents' tables of the engine: a sale, a purchase, an expense. */
export type KindDocTable = CreditKind['docs'];
export type KindPayTable = CreditKind['payments'];
export type KindPayDocColumn = CreditKind['paymentDocId'];
/** 'incomes' | 'purchases' | 'expenses': the module downloads. */
export type KindDownload = CreditKind['download'];

/** The registered kind whose documents are in `docs` (undefined for any other table). */
export function kindOfDocs(docs: unknown): CreditKind | undefined {
  return CREDIT_KINDS.find((k) => k.docs === docs);
}
