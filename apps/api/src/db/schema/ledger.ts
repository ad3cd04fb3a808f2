import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Chart of accounts (Colombian PUC codes), shared by every tenant. */
export const accounts = pgTable('accounts', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** activo_corriente | activo_no_corriente | pasivo | patrimonio | ingreso | costo | gasto */
  class: text('class').notNull(),
});

/**
 * One business event's posting. Entries are append-only: a void or an edit posts a mirror
 * entry (same date, so the voided document nets to zero in every period) and links both.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    isOpening: boolean('is_opening').notNull().default(false),
    description: text('description').notNull().default(''),
    /**
     * The client or provider of the document ('Juan Pérez', 'CC 1020304050'), as it was when
     * posted: the journal and its CSV export show it on every line (docs/accounting.md §Journal).
     */
    thirdPartyName: text('third_party_name'),
    thirdPartyDocument: text('third_party_document'),
    /** Set on both the original and its reversal once reversed. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalOf: integer('reversal_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the entry was written, beside its accounting `date`: the diario shows it, so a
     * back-dated entry is visible (docs/accounting.md §Closed periods, ADR 038).
     */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'journal_entries_pkey', columns: [t.userId, t.id] }),
    index('journal_entries_user_source_idx').on(t.userId, t.sourceType, t.sourceId),
    index('journal_entries_user_date_idx').on(t.userId, t.date),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    entryId: integer('entry_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountCode: text('account_code')
      .notNull()
      .references(() => accounts.code),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    /**
     * Its entry's date (kept equal to it: only the opening entry moves, with its lines), copied so the books
     * read a range of lines through an index in their order (ADR 040): the diario by (date, entry,
     * line), the mayor by (account, date, entry, line).
     */
    date: date('date', { mode: 'string' }).notNull(),
    /**
     * Lines of the opening entry (ledger/opening.ts) come from several records: each line names
     * its record (a financial_info or an initial stock batch), its third party and its text.
     * Null on every other entry's lines, which take them from their entry.
     */
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    thirdPartyName: text('third_party_name'),
    thirdPartyDocument: text('third_party_document'),
    description: text('description'),
  },
  (t) => [
    primaryKey({ name: 'journal_lines_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'journal_lines_entry_fk',
      columns: [t.userId, t.entryId],
      foreignColumns: [journalEntries.userId, journalEntries.id],
    }),
    index('journal_lines_user_account_idx').on(t.userId, t.accountCode),
    index('journal_lines_entry_idx').on(t.userId, t.entryId),
    index('journal_lines_user_date_idx').on(t.userId, t.date, t.entryId, t.id),
    index('journal_lines_user_account_date_idx').on(t.userId, t.accountCode, t.date, t.entryId, t.id),
    check(
      'journal_lines_amounts_chk',
      sql`${t.debit} >= 0 AND ${t.credit} >= 0 AND (${t.debit} = 0 OR ${t.credit} = 0)`,
    ),
  ],
);

/**
 * Σ debit and Σ credit of a user's journal lines per account and calendar month of the entry date,
 * opening-balance entries apart (they count as of any date). Written in the same transaction as the
 * lines (ledger/monthly.ts), so a balance reads at most accounts × months rows plus the lines of
 * the current partial month, whatever the length of the history (decision 020). Rebuilt from the
 * journal by `npm run ledger:repair`.
 */
export const accountMonthBalances = pgTable(
  'account_month_balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    accountCode: text('account_code')
      .notNull()
      .references(() => accounts.code),
    isOpening: boolean('is_opening').notNull(),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month, t.accountCode, t.isOpening] }),
    check('account_month_balances_month_chk', sql`extract(day from ${t.month}) = 1`),
    check('account_month_balances_amounts_chk', sql`${t.debit} >= 0 AND ${t.credit} >= 0`),
  ],
);
