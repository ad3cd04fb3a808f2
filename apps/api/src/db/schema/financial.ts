import type { CategoryAppliesTo, FinancialMov, FinancialType, PaymentMethod } from '@cc/shared';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { accounts } from './ledger.ts';
import { documentTypes } from './reference.ts';

/** Financial categories: opening assets/liabilities, budgets, expenses and purchases (docs/accounting.md §Chart of accounts). */
export const financialCategories = pgTable('financial_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** ACTIVOS | PASIVOS | INGRESO | GASTO | COMPRA */
  appliesTo: text('applies_to').$type<CategoryAppliesTo>().notNull(),
  accountCode: text('account_code').references(() => accounts.code),
});

/**
 * Initial assets and liabilities (the opening balance). One per category and user. An opening
 * receivable or liability is an open balance settled by abonos (docs/accounting.md §Collecting and paying opening balances): `payment` is what the
 * live abonos add up to and `paid_out` says nothing is pending, as on a credit sale.
 */
export const financialInfo = pgTable(
  'financial_info',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => financialCategories.id),
    financialType: text('financial_type').$type<FinancialType>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    payment: bigint('payment', { mode: 'number' }).notNull().default(0),
    paidOut: boolean('paid_out').notNull().default(false),
    /**
     * When a liability falls due (null: not stated, so current). Due more than 12 months after a
     * balance's cut-off, its pending part is 'pasivo no corriente' (issue 23 item 5, ADR 039).
     */
    dueDate: date('due_date', { mode: 'string' }),
    /**
     * Who owes an opening receivable or is owed an opening liability (optional): name and
     * identification, the NIT's check digit apart. The opening entry's lines name it.
     */
    thirdPartyName: text('third_party_name'),
    thirdPartyDocTypeId: integer('third_party_doc_type_id').references(() => documentTypes.id),
    thirdPartyDocNumber: text('third_party_doc_number'),
    thirdPartyDv: text('third_party_dv'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'financial_info_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('financial_info_user_category_uq').on(t.userId, t.categoryId),
    check('financial_info_payment_chk', sql`${t.payment} >= 0 AND ${t.payment} <= ${t.value}`),
  ],
);

/**
 * Abonos on an opening receivable (collected) or liability (paid), numbered within their record
 * for the 'SI-02' reference; voided ones keep their number. Deleting the record (only possible
 * while the initial information is open and no live abono is left) takes the voided ones along.
 */
export const financialInfoPayments = pgTable(
  'financial_info_payments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    financialInfoId: integer('financial_info_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** EFECTIVO | BANCO */
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    observations: text('observations').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'financial_info_payments_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'financial_info_payments_financial_info_fk',
      columns: [t.userId, t.financialInfoId],
      foreignColumns: [financialInfo.userId, financialInfo.id],
    }).onDelete('cascade'),
    uniqueIndex('financial_info_payments_record_ordinal_uq').on(t.userId, t.financialInfoId, t.ordinal),
    index('financial_info_payments_user_method_date_idx').on(t.userId, t.paymentMethod, t.date),
    check('financial_info_payments_value_chk', sql`${t.value} > 0`),
    check('financial_info_payments_method_chk', sql`${t.paymentMethod} IN ('EFECTIVO', 'BANCO')`),
  ],
);

/** Monthly budgets (INGRESO / GASTO); `month` is the first day of the month. */
export const budgets = pgTable(
  'budgets',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    month: date('month', { mode: 'string' }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => financialCategories.id),
    financialMov: text('financial_mov').$type<FinancialMov>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'budgets_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('budgets_user_month_category_uq').on(t.userId, t.month, t.categoryId),
    index('budgets_user_mov_idx').on(t.userId, t.financialMov),
  ],
);
