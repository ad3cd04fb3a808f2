import type { PaymentMethod, PaymentType } from '@cc/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The header totals of the credit-document lists (GET /api/{incomes,shoppings,expenses}/), kept
 * as the rows change so the first page costs the same at any size (ADR 023, 'List header totals
 * kept as they change'). One row per user, list (`kind`, the documents' table) and the columns a
 * list filters on: documents by payment type and method, payments by method. Any filter the list
 * accepts is the sum of a few of these rows.
 *
 * Written only by the statement-level triggers of migration 0017 on the six document and payment
 * tables (every writer, batch and SQL loaders included, goes through them), rebuilt by
 * `npm run ledger:repair` (credit/list-totals.ts). Integer pesos; read as text, like every sum.
 */
export const listTotals = pgTable(
  'list_totals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'incomes' | 'shoppings' | 'expenses': the list, named by its documents' table. */
    kind: text('kind').notNull(),
    isPayment: boolean('is_payment').notNull(),
    /** The documents' CONTADO | CREDITO; null on the payments' rows (their list ignores it). */
    paymentType: text('payment_type').$type<PaymentType>(),
    /** EFECTIVO | BANCO; null for credits without an initial payment. */
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    /** Rows listed, voided ones included (the list's `count`). */
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    /** Σ value of the live rows (`totals.value`). */
    valueLive: bigint('value_live', { mode: 'number' }).notNull().default(0),
    /** Σ (value − payment) of the live documents (`totals.pending`); 0 on payments' rows. */
    pendingLive: bigint('pending_live', { mode: 'number' }).notNull().default(0),
    /** First day of the month of the rows' date ('YYYY-MM-01'). */
    month: date('month', { mode: 'string' }).notNull(),
  },
  (t) => [
    // The triggers' upsert target; its prefix (user_id, kind) is the lists' read.
    unique('list_totals_key')
      .on(t.userId, t.kind, t.isPayment, t.paymentType, t.paymentMethod, t.month)
      .nullsNotDistinct(),
    check('list_totals_kind_chk', sql`${t.kind} IN ('incomes', 'shoppings', 'expenses')`),
  ],
);
