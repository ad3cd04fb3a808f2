import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { accounts } from './ledger.ts';

/** Financial categories: opening assets/liabilities, budgets, expenses and purchases (LEDGER.md). */
export const financialCategories = pgTable('financial_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** ACTIVOS | PASIVOS | INGRESO | GASTO | COMPRA */
  appliesTo: text('applies_to').notNull(),
  accountCode: text('account_code').references(() => accounts.code),
});

/** Initial assets and liabilities (the opening balance). One per category and user. */
export const financialInfo = pgTable(
  'financial_info',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => financialCategories.id),
    financialType: text('financial_type').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('financial_info_user_category_uq').on(t.userId, t.categoryId)],
);

/** Monthly budgets (INGRESO / GASTO); `month` is the first day of the month. */
export const budgets = pgTable(
  'budgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    month: date('month', { mode: 'string' }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => financialCategories.id),
    financialMov: text('financial_mov').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('budgets_user_month_category_uq').on(t.userId, t.month, t.categoryId),
    index('budgets_user_mov_idx').on(t.userId, t.financialMov),
  ],
);
