import type { InventoryCategory, PaymentMethod, PaymentType } from '@cc/shared';
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
import { inventories, stocks } from './inventory.ts';
import { cities, documentTypes } from './reference.ts';

/**
 * Per-user consecutive numbers of documents ('income', later 'shopping', 'expense'). The
 * increment is one upsert whose row lock lasts until commit, so numbers never repeat; a
 * rolled-back document gives its number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Clients of a user (docs/product/2-inventory-income-purchases.md §3), created or updated from the sale form; one per document. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    docTypeId: integer('doc_type_id')
      .notNull()
      .references(() => documentTypes.id),
    docNumber: text('doc_number').notNull(),
    /** A NIT's check digit (DIAN módulo 11), stored apart from the number; null for other documents. */
    dv: text('dv'),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    cellphone: text('cellphone').notNull().default(''),
    email: text('email').notNull().default(''),
    cityId: integer('city_id').references(() => cities.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'clients_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('clients_user_doc_uq').on(t.userId, t.docTypeId, t.docNumber),
  ],
);

/**
 * Sales (docs/product/2-inventory-income-purchases.md §3 'Income record'). `value` = Σ quantity × unit value; `payment` = what has
 * been received (the value for CONTADO, the live payments for CREDITO). Voiding is logical.
 */
export const incomes = pgTable(
  'incomes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Per-user consecutive (document_counters kind 'income'), shown padded to 4 digits. */
    number: integer('number').notNull(),
    clientId: integer('client_id').notNull(),
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
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    observations: text('observations').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'incomes_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'incomes_client_fk',
      columns: [t.userId, t.clientId],
      foreignColumns: [clients.userId, clients.id],
    }),
    uniqueIndex('incomes_user_number_uq').on(t.userId, t.number),
    // Also the 'all' list's order (no type filter) and its cursor: (date, created_at, id) after the user.
    index('incomes_user_date_idx').on(t.userId, t.date, t.createdAt, t.id),
    index('incomes_user_type_method_idx').on(t.userId, t.paymentType, t.paymentMethod),
    // The list's order (credit-document engine, ADR 025): a page is read in index order.
    index('incomes_user_type_list_idx').on(t.userId, t.paymentType, t.date, t.createdAt, t.id),
    // The credits open on a day D: settled after D or not at all (debtors / debts reports).
    index('incomes_user_open_credit_idx')
      .on(t.userId, sql`coalesce(${t.settledOn}, 'infinity'::date)`)
      .where(sql`${t.paymentType} = 'CREDITO' AND ${t.deleted} = false`),
    index('incomes_user_client_idx').on(t.userId, t.clientId),
    check('incomes_payment_type_chk', sql`${t.paymentType} IN ('CONTADO', 'CREDITO')`),
    check(
      'incomes_payment_method_chk',
      sql`${t.paymentMethod} IS NULL OR ${t.paymentMethod} IN ('EFECTIVO', 'BANCO')`,
    ),
    check('incomes_contado_method_chk', sql`${t.paymentType} <> 'CONTADO' OR ${t.paymentMethod} IS NOT NULL`),
    check('incomes_amounts_chk', sql`${t.value} >= 0 AND ${t.payment} >= 0 AND ${t.payment} <= ${t.value}`),
  ],
);

/** Sale lines: the item (name and category as sold), quantity and unit price. */
export const incomeDetails = pgTable(
  'income_details',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    incomeId: integer('income_id').notNull(),
    inventoryId: integer('inventory_id').notNull(),
    /** Position of the line in the document (0-based), to keep the order the user typed. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<InventoryCategory>().notNull(),
    quantity: integer('quantity').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'income_details_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'income_details_income_fk',
      columns: [t.userId, t.incomeId],
      foreignColumns: [incomes.userId, incomes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'income_details_inventory_fk',
      columns: [t.userId, t.inventoryId],
      foreignColumns: [inventories.userId, inventories.id],
    }),
    index('income_details_income_idx').on(t.userId, t.incomeId),
    index('income_details_user_inventory_idx').on(t.userId, t.inventoryId),
    check('income_details_quantity_chk', sql`${t.quantity} > 0`),
    check('income_details_value_chk', sql`${t.value} >= 0`),
  ],
);

/**
 * The batches one sale line drew (FIFO), with the unit cost at the time: what a void or an edit
 * gives back, and what the cost posting (Dr 6135 / Cr 1435) was made of.
 */
export const incomeDetailBatches = pgTable(
  'income_detail_batches',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    detailId: integer('detail_id').notNull(),
    stockId: integer('stock_id').notNull(),
    quantity: integer('quantity').notNull(),
    costValue: bigint('cost_value', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'income_detail_batches_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'income_detail_batches_detail_fk',
      columns: [t.userId, t.detailId],
      foreignColumns: [incomeDetails.userId, incomeDetails.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'income_detail_batches_stock_fk',
      columns: [t.userId, t.stockId],
      foreignColumns: [stocks.userId, stocks.id],
    }),
    index('income_detail_batches_detail_idx').on(t.userId, t.detailId),
    index('income_detail_batches_user_stock_idx').on(t.userId, t.stockId),
    check('income_detail_batches_quantity_chk', sql`${t.quantity} > 0`),
  ],
);

/**
 * Payments received on a credit sale (abonos), the initial payment included (is_initial). The
 * ordinal numbers them within the sale for the '0007-02' reference; voided ones keep theirs.
 */
export const incomePayments = pgTable(
  'income_payments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    incomeId: integer('income_id').notNull(),
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
    primaryKey({ name: 'income_payments_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'income_payments_income_fk',
      columns: [t.userId, t.incomeId],
      foreignColumns: [incomes.userId, incomes.id],
    }),
    uniqueIndex('income_payments_income_ordinal_uq').on(t.userId, t.incomeId, t.ordinal),
    index('income_payments_user_method_date_idx').on(t.userId, t.paymentMethod, t.date, t.createdAt, t.id),
    // The export reads payments a range of days at a time (credit/export-batches.ts).
    index('income_payments_user_date_idx').on(t.userId, t.date),
    check('income_payments_value_chk', sql`${t.value} > 0`),
    check('income_payments_method_chk', sql`${t.paymentMethod} IN ('EFECTIVO', 'BANCO')`),
  ],
);
