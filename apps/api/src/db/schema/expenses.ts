import type { PaymentMethod, PaymentType, ReminderStatus } from '@cc/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { financialCategories } from './financial.ts';
import { providers } from './shoppings.ts';

/**
 * Expenses (docs/product/3-expenses-reports.md §3 'Expense'). `category_id` is a GASTO category (its 51xx account is the one
 * debited); `payment` = what has been paid (the value for CONTADO, the live payments for
 * CREDITO). `reminder_days` comes from the reminder option (0 = 'No recordar'). Voiding is logical.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Per-user consecutive (document_counters kind 'expense'), shown padded to 4 digits. */
    number: integer('number').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => financialCategories.id),
    description: text('description').notNull(),
    /** The provider paid (optional, from the providers directory): the expense's third party in the books. */
    providerId: integer('provider_id'),
    date: date('date', { mode: 'string' }).notNull(),
    /** CONTADO | CREDITO */
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    /** EFECTIVO | BANCO; for CREDITO the method of the initial payment, if any. */
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    value: bigint('value', { mode: 'number' }).notNull(),
    payment: bigint('payment', { mode: 'number' }).notNull().default(0),
    paidOut: boolean('paid_out').notNull().default(false),
    /**
     * The day a credit was paid in full: the date of the abono that brought its live payments up
     * to its value (null while anything is pending, and for CONTADO). Kept by every writer of the
     * document or its payments (credit/settled.ts) so the open-credit reports read only the
     * credits open on a day (ADR 023 part B), not every credit since the first day.
     */
    settledOn: date('settled_on', { mode: 'string' }),
    reminderDays: integer('reminder_days').notNull().default(0),
    /**
     * The day the expense's reminder series counts from (ADR 019): null = the expense's own date.
     * An expense saved from a reminder of the same option continues that series: its anchor, and
     * in `reminder_seq` the occurrence it paid, so the next one is due a period after it.
     */
    reminderAnchor: date('reminder_anchor', { mode: 'string' }),
    reminderSeq: integer('reminder_seq').notNull().default(0),
    /** The reminder this expense accepted (POST with reminder_id). */
    reminderId: integer('reminder_id'),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    observations: text('observations').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Typed: expenses and reminders name each other in their composite foreign keys, which
  // TypeScript cannot infer in a cycle.
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ name: 'expenses_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'expenses_provider_fk',
      columns: [t.userId, t.providerId],
      foreignColumns: [providers.userId, providers.id],
    }),
    foreignKey({
      name: 'expenses_reminder_fk',
      columns: [t.userId, t.reminderId],
      foreignColumns: [reminders.userId, reminders.id],
    }),
    uniqueIndex('expenses_user_number_uq').on(t.userId, t.number),
    uniqueIndex('expenses_user_reminder_uq')
      .on(t.userId, t.reminderId)
      .where(sql`${t.reminderId} IS NOT NULL`),
    // Also the 'all' list's order (no type filter) and its cursor: (date, created_at, id) after the user.
    index('expenses_user_date_idx').on(t.userId, t.date, t.createdAt, t.id),
    index('expenses_user_type_method_idx').on(t.userId, t.paymentType, t.paymentMethod),
    // The list's order (credit-document engine, ADR 025): a page is read in index order.
    index('expenses_user_type_list_idx').on(t.userId, t.paymentType, t.date, t.createdAt, t.id),
    // The credits open on a day D: settled after D or not at all (debtors / debts reports).
    index('expenses_user_open_credit_idx')
      .on(t.userId, sql`coalesce(${t.settledOn}, 'infinity'::date)`)
      .where(sql`${t.paymentType} = 'CREDITO' AND ${t.deleted} = false`),
    // What the lazy reminder sweep reads: the live expenses that repeat.
    index('expenses_user_repeating_idx')
      .on(t.userId, t.date)
      .where(sql`${t.reminderDays} > 0 AND ${t.deleted} = false`),
    check('expenses_payment_type_chk', sql`${t.paymentType} IN ('CONTADO', 'CREDITO')`),
    check(
      'expenses_payment_method_chk',
      sql`${t.paymentMethod} IS NULL OR ${t.paymentMethod} IN ('EFECTIVO', 'BANCO')`,
    ),
    check(
      'expenses_contado_method_chk',
      sql`${t.paymentType} <> 'CONTADO' OR ${t.paymentMethod} IS NOT NULL`,
    ),
    check('expenses_amounts_chk', sql`${t.value} > 0 AND ${t.payment} >= 0 AND ${t.payment} <= ${t.value}`),
    check('expenses_reminder_days_chk', sql`${t.reminderDays} >= 0`),
    check('expenses_reminder_seq_chk', sql`${t.reminderSeq} >= 0`),
  ],
);

/**
 * Payments on a credit expense (abonos), the initial payment included (is_initial). The ordinal
 * numbers them within the expense for the '0007-02' reference; voided ones keep theirs.
 */
export const expensePayments = pgTable(
  'expense_payments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expenseId: integer('expense_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** EFECTIVO | BANCO */
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    observations: text('observations').notNull().default(''),
    isInitial: boolean('is_initial').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'expense_payments_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'expense_payments_expense_fk',
      columns: [t.userId, t.expenseId],
      foreignColumns: [expenses.userId, expenses.id],
    }),
    uniqueIndex('expense_payments_user_expense_ordinal_uq').on(t.userId, t.expenseId, t.ordinal),
    index('expense_payments_user_method_date_idx').on(t.userId, t.paymentMethod, t.date, t.createdAt, t.id),
    // The export reads payments a range of days at a time (credit/export-batches.ts).
    index('expense_payments_user_date_idx').on(t.userId, t.date),
    check('expense_payments_value_chk', sql`${t.value} > 0`),
    check('expense_payments_method_chk', sql`${t.paymentMethod} IN ('EFECTIVO', 'BANCO')`),
  ],
);

/**
 * Reminders (docs/product/3-expenses-reports.md §4): an expense that repeats proposes, once an occurrence of its series
 * arrives (ADR 019), to record it again. Materialised lazily and idempotently: one row per expense and due
 * date, and at most one ACTIVA per expense (both unique), so reading twice or from two replicas
 * never writes twice. ACTIVA → ACEPTADA (an expense was saved with its id) or DESCARTADA.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expenseId: integer('expense_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** ACTIVA | ACEPTADA | DESCARTADA */
    status: text('status').$type<ReminderStatus>().notNull().default('ACTIVA'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ name: 'reminders_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'reminders_expense_fk',
      columns: [t.userId, t.expenseId],
      foreignColumns: [expenses.userId, expenses.id],
    }),
    uniqueIndex('reminders_user_expense_due_uq').on(t.userId, t.expenseId, t.dueDate),
    uniqueIndex('reminders_user_expense_active_uq')
      .on(t.userId, t.expenseId)
      .where(sql`${t.status} = 'ACTIVA'`),
    index('reminders_user_status_idx').on(t.userId, t.status),
    check('reminders_status_chk', sql`${t.status} IN ('ACTIVA', 'ACEPTADA', 'DESCARTADA')`),
  ],
);
