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
import { financialCategories } from './financial.ts';
import { inventories, stocks } from './inventory.ts';
import { cities, documentTypes } from './reference.ts';

/** Providers of a user (docs/product/2-inventory-income-purchases.md §3: the client fields), created or updated from the purchase form. */
export const providers = pgTable(
  'providers',
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
    primaryKey({ name: 'providers_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('providers_user_doc_uq').on(t.userId, t.docTypeId, t.docNumber),
  ],
);

/**
 * Purchases (docs/product/2-inventory-income-purchases.md §3 'purchase record'). `category_id` is a purchase category (4 inventario,
 * 5 propiedades, planta y equipo, 6 otros). `value` = Σ quantity × unit value; `payment` = what has
 * been paid (the value for CONTADO, the live payments for CREDITO). Voiding is logical.
 */
export const shoppings = pgTable(
  'shoppings',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Per-user consecutive (document_counters kind 'shopping'), shown padded to 4 digits. */
    number: integer('number').notNull(),
    providerId: integer('provider_id').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => financialCategories.id),
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
    primaryKey({ name: 'shoppings_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'shoppings_provider_fk',
      columns: [t.userId, t.providerId],
      foreignColumns: [providers.userId, providers.id],
    }),
    uniqueIndex('shoppings_user_number_uq').on(t.userId, t.number),
    // Also the 'all' list's order (no type filter) and its cursor: (date, created_at, id) after the user.
    index('shoppings_user_date_idx').on(t.userId, t.date, t.createdAt, t.id),
    index('shoppings_user_type_method_idx').on(t.userId, t.paymentType, t.paymentMethod),
    // The list's order (credit-document engine, ADR 025): a page is read in index order.
    index('shoppings_user_type_list_idx').on(t.userId, t.paymentType, t.date, t.createdAt, t.id),
    // The credits open on a day D: settled after D or not at all (debtors / debts reports).
    index('shoppings_user_open_credit_idx')
      .on(t.userId, sql`coalesce(${t.settledOn}, 'infinity'::date)`)
      .where(sql`${t.paymentType} = 'CREDITO' AND ${t.deleted} = false`),
    index('shoppings_user_provider_idx').on(t.userId, t.providerId),
    check('shoppings_category_chk', sql`${t.categoryId} IN (4, 5, 6)`),
    check('shoppings_payment_type_chk', sql`${t.paymentType} IN ('CONTADO', 'CREDITO')`),
    check(
      'shoppings_payment_method_chk',
      sql`${t.paymentMethod} IS NULL OR ${t.paymentMethod} IN ('EFECTIVO', 'BANCO')`,
    ),
    check(
      'shoppings_contado_method_chk',
      sql`${t.paymentType} <> 'CONTADO' OR ${t.paymentMethod} IS NOT NULL`,
    ),
    check('shoppings_amounts_chk', sql`${t.value} >= 0 AND ${t.payment} >= 0 AND ${t.payment} <= ${t.value}`),
  ],
);

/**
 * Purchase lines. Inventory purchases (category 4): the item (name and category as bought), the
 * unit cost, the sale value and the stock batch the line created. Other categories: a description.
 */
export const shoppingDetails = pgTable(
  'shopping_details',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shoppingId: integer('shopping_id').notNull(),
    /** Position of the line in the document (0-based), to keep the order the user typed. */
    position: integer('position').notNull(),
    inventoryId: integer('inventory_id'),
    stockId: integer('stock_id'),
    /** The item's name as bought, or the description typed. */
    name: text('name').notNull(),
    /** The item's category as bought (inventory lines). */
    category: text('category').$type<InventoryCategory>(),
    quantity: integer('quantity').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    saleValue: bigint('sale_value', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ name: 'shopping_details_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'shopping_details_shopping_fk',
      columns: [t.userId, t.shoppingId],
      foreignColumns: [shoppings.userId, shoppings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shopping_details_inventory_fk',
      columns: [t.userId, t.inventoryId],
      foreignColumns: [inventories.userId, inventories.id],
    }),
    foreignKey({
      name: 'shopping_details_stock_fk',
      columns: [t.userId, t.stockId],
      foreignColumns: [stocks.userId, stocks.id],
    }),
    index('shopping_details_shopping_idx').on(t.userId, t.shoppingId),
    index('shopping_details_user_inventory_idx').on(t.userId, t.inventoryId),
    index('shopping_details_user_stock_idx').on(t.userId, t.stockId),
    check('shopping_details_quantity_chk', sql`${t.quantity} > 0`),
    check('shopping_details_value_chk', sql`${t.value} >= 0 AND coalesce(${t.saleValue}, 0) >= 0`),
    check('shopping_details_inventory_chk', sql`(${t.inventoryId} IS NULL) = (${t.stockId} IS NULL)`),
  ],
);

/**
 * Payments made on a credit purchase (abonos), the initial payment included (is_initial). The
 * ordinal numbers them within the purchase for the '0007-02' reference; voided ones keep theirs.
 */
export const shoppingPayments = pgTable(
  'shopping_payments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shoppingId: integer('shopping_id').notNull(),
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
    primaryKey({ name: 'shopping_payments_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'shopping_payments_shopping_fk',
      columns: [t.userId, t.shoppingId],
      foreignColumns: [shoppings.userId, shoppings.id],
    }),
    uniqueIndex('shopping_payments_shopping_ordinal_uq').on(t.userId, t.shoppingId, t.ordinal),
    index('shopping_payments_user_method_date_idx').on(t.userId, t.paymentMethod, t.date, t.createdAt, t.id),
    // The export reads payments a range of days at a time (credit/export-batches.ts).
    index('shopping_payments_user_date_idx').on(t.userId, t.date),
    check('shopping_payments_value_chk', sql`${t.value} > 0`),
    check('shopping_payments_method_chk', sql`${t.paymentMethod} IN ('EFECTIVO', 'BANCO')`),
  ],
);
