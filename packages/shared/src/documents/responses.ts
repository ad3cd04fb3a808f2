import { z } from 'zod';
import { ZIdName } from '../atoms.ts';
import { ZInventoryCategory, ZPaymentMethod, ZPaymentType } from '../enums.ts';

// Response shapes every kind of credit document shares: the API serialises with them and the web
// reads their inferred types. Each feature extends them with its own columns.

/** The cards of Mis ingresos / compras / gastos (docs/accounting.md §Summaries); `date` is the month's first day. */
export const ZMonthSummary = z.object({
  cash: z.number(),
  bank: z.number(),
  credit: z.number(),
  real: z.number(),
  budget: z.number(),
  difference: z.number(),
  date: z.string(),
});
export type MonthSummary = z.infer<typeof ZMonthSummary>;

/** An abono of any kind; each feature adds the column naming its document. */
export const ZPaymentBase = z.object({
  id: z.number(),
  /** Ordinal within its document (1, 2, …). */
  number: z.number(),
  /** '0007-02': document number padded to 4, payment ordinal padded to 2. */
  reference: z.string(),
  date: z.string(),
  value: z.number(),
  payment_method: ZPaymentMethod,
  observations: z.string(),
  deleted: z.boolean(),
  /** The credit it belongs to is paid in full. */
  is_finished: z.boolean(),
  /** Received or paid together with the credit document (its initial payment). */
  is_initial: z.boolean(),
});

/** What every list row has (a document, or with `payment=true` an abono: is_payment true). */
export const ZListItemBase = z.object({
  id: z.number(),
  number: z.number(),
  reference: z.string(),
  date: z.string(),
  value: z.number(),
  /** Amount paid so far. */
  payment: z.number(),
  payment_type: ZPaymentType,
  /** CONTADO: how it was paid. CREDITO: the method of the initial payment, or null. */
  payment_method: ZPaymentMethod.nullable(),
  deleted: z.boolean(),
  paid_out: z.boolean(),
  is_payment: z.boolean(),
});

/** The head of a document's detail: a list row's fields and more. */
export const ZDocumentBase = ZListItemBase.extend({
  balance: z.number(),
  observations: z.string(),
  is_payment: z.literal(false),
});

/** The item a document line names (its name and category as sold or bought). */
export const ZLineInventory = z.object({ id: z.number(), name: z.string(), category: ZInventoryCategory });

/**
 * A page of a document list with `totals=true` (GET /api/incomes/, /api/shoppings/,
 * /api/expenses/; ADR 025): the rows of the page, the size of the whole filter, and its totals —
 * `value` = Σ value of the live rows (documents and payments), `pending` = Σ (value − payment) of
 * the live rows (what is still owed on credits) — and `next`, the cursor of the following page
 * (null on the last one; ADR 023 part B).
 */
export const documentListPage = <T extends z.ZodType>(row: T) =>
  z.object({
    results: z.array(row),
    count: z.number(),
    totals: z.object({ value: z.number(), pending: z.number() }),
    next: z.string().nullable().optional(),
  });
type FirstListPage<T> = z.infer<ReturnType<typeof documentListPage<z.ZodType<T>>>>;
/** What a list screen reads: the first page (with `count` and `totals`) or a page after a cursor (without). */
export type DocumentListPage<T> = Omit<FirstListPage<T>, 'count' | 'totals'> &
  Partial<Pick<FirstListPage<T>, 'count' | 'totals'>>;

/** A page read after a cursor (`after=`): its rows and the next cursor, without the whole-filter sums. */
export const documentListMore = <T extends z.ZodType>(row: T) =>
  z.object({ results: z.array(row), next: z.string().nullable() });

export { ZIdName };
