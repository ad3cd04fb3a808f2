import type { InventoryCategory, InventoryChangeType, StockOrigin } from '@cc/shared';
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

/**
 * Catalogue items (docs/product/2-inventory-income-purchases.md §3). A product's stock lives in `stocks` batches; a service has none and
 * its price is `sale_value` here. For a product, cost_value/sale_value are the values typed when it
 * was created, shown only while it has no active batch. Deleting an item that has batches archives
 * it (is_active false, archived true): archived items are hidden everywhere except history.
 */
export const inventories = pgTable(
  'inventories',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** PRODUCTO FABRICADO | PRODUCTO COMPRADO | SERVICIO */
    category: text('category').$type<InventoryCategory>().notNull(),
    sku: text('sku').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Created from the initial-inventory form. */
    isInitial: boolean('is_initial').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** Storage key of the image ('inventory/ab12….png'), served at /media/<key>. */
    image: text('image'),
    costValue: bigint('cost_value', { mode: 'number' }),
    saleValue: bigint('sale_value', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'inventories_pkey', columns: [t.userId, t.id] }),
    // Names are unique per user among the items not deleted (archived), case-insensitively.
    uniqueIndex('inventories_user_name_uq')
      .on(t.userId, sql`lower(${t.name})`)
      .where(sql`${t.archived} = false`),
    index('inventories_user_category_idx').on(t.userId, t.category),
    check(
      'inventories_category_chk',
      sql`${t.category} IN ('PRODUCTO FABRICADO', 'PRODUCTO COMPRADO', 'SERVICIO')`,
    ),
    check(
      'inventories_values_chk',
      sql`coalesce(${t.costValue}, 0) >= 0 AND coalesce(${t.saleValue}, 0) >= 0`,
    ),
  ],
);

/**
 * Stock batches. `available` only moves through stock_movements written in the same transaction
 * (sales draw FIFO under FOR UPDATE); the CHECK makes overselling impossible even for a buggy caller.
 */
export const stocks = pgTable(
  'stocks',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inventoryId: integer('inventory_id').notNull(),
    costValue: bigint('cost_value', { mode: 'number' }).notNull(),
    saleValue: bigint('sale_value', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    available: integer('available').notNull(),
    /** Business date (YYYY-MM-DD, Bogotá); FIFO order is (created, id). */
    created: date('created', { mode: 'string' }).notNull(),
    isInitial: boolean('is_initial').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * initial | manual | purchase | late_void (units given back by the void of a sale of a closed
     * period, dated the void's day; its source is the voided document; ADR 038)
     */
    origin: text('origin').$type<StockOrigin>().notNull(),
    /**
     * The account its cost was debited to (1430 for a PRODUCTO FABRICADO's own batches, 1435 for
     * bought units), credited again with the cost of its sales (6120 or 6135).
     */
    accountCode: text('account_code').notNull().default('1435'),
    /** The document that created it (a purchase, or the voided sale of a late_void batch), when not created by hand. */
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stocks_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'stocks_inventory_fk',
      columns: [t.userId, t.inventoryId],
      foreignColumns: [inventories.userId, inventories.id],
    }),
    index('stocks_user_inventory_fifo_idx').on(t.userId, t.inventoryId, t.created, t.id),
    index('stocks_user_source_idx').on(t.userId, t.sourceType, t.sourceId),
    check('stocks_available_chk', sql`${t.available} >= 0 AND ${t.available} <= ${t.quantity}`),
    check('stocks_quantity_chk', sql`${t.quantity} > 0`),
    check('stocks_values_chk', sql`${t.costValue} >= 0 AND ${t.saleValue} >= 0`),
    check('stocks_origin_chk', sql`${t.origin} IN ('initial', 'manual', 'purchase', 'late_void')`),
  ],
);

/**
 * Append-only stock movements: every change of a batch's quantity, signed (entries +, exits −),
 * with the document that caused it. The inventory movement report reads these.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    stockId: integer('stock_id').notNull(),
    inventoryId: integer('inventory_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** initial | manual | purchase | sale | void | cancel */
    kind: text('kind').notNull(),
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stock_movements_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'stock_movements_stock_fk',
      columns: [t.userId, t.stockId],
      foreignColumns: [stocks.userId, stocks.id],
    }),
    foreignKey({
      name: 'stock_movements_inventory_fk',
      columns: [t.userId, t.inventoryId],
      foreignColumns: [inventories.userId, inventories.id],
    }),
    index('stock_movements_user_stock_idx').on(t.userId, t.stockId),
    index('stock_movements_user_inventory_date_idx').on(t.userId, t.inventoryId, t.date),
    index('stock_movements_user_source_idx').on(t.userId, t.sourceType, t.sourceId),
    // The valuation's month of movements (every product at once): read by date only.
    index('stock_movements_user_date_idx').on(t.userId, t.date),
    check('stock_movements_quantity_chk', sql`${t.quantity} <> 0`),
    check(
      'stock_movements_kind_chk',
      sql`${t.kind} IN ('initial', 'manual', 'purchase', 'sale', 'void', 'cancel', 'late_void', 'late_cancel')`,
    ),
  ],
);

/**
 * Stock rollups (ADR 040): per product and month, what its stock movements did, netted per document
 * and batch as the kardex nets them (a voided sale is gone; an edited one counts at the month of
 * its latest draw). `is_opening` holds the initial stock, part of every 'Saldo inicial'. Kept by
 * inventory's movement writer in the same transaction, rebuilt and checked by ledger:repair; the
 * balance at the end of a month is Σ (in − out) of the months up to it.
 */
export const stockMonthRollups = pgTable(
  'stock_month_rollups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inventoryId: integer('inventory_id').notNull(),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    isOpening: boolean('is_opening').notNull(),
    quantityIn: bigint('quantity_in', { mode: 'number' }).notNull().default(0),
    valueIn: bigint('value_in', { mode: 'number' }).notNull().default(0),
    quantityOut: bigint('quantity_out', { mode: 'number' }).notNull().default(0),
    valueOut: bigint('value_out', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'stock_month_rollups_pkey',
      columns: [t.userId, t.inventoryId, t.month, t.isOpening],
    }),
    foreignKey({
      name: 'stock_month_rollups_inventory_fk',
      columns: [t.userId, t.inventoryId],
      foreignColumns: [inventories.userId, inventories.id],
    }),
    index('stock_month_rollups_user_month_idx').on(t.userId, t.month),
    check('stock_month_rollups_month_chk', sql`extract(day from ${t.month}) = 1`),
    check(
      'stock_month_rollups_amounts_chk',
      sql`${t.quantityIn} >= 0 AND ${t.valueIn} >= 0 AND ${t.quantityOut} >= 0 AND ${t.valueOut} >= 0`,
    ),
  ],
);

/**
 * Change history (docs/product/2-inventory-income-purchases.md §3 'History entry'). An audit trail, so no foreign key to the item: the
 * entry outlives a deleted item and keeps the name it had (`inventory_name`).
 */
export const inventoryLogs = pgTable(
  'inventory_logs',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inventoryId: integer('inventory_id').notNull(),
    inventoryName: text('inventory_name').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull(),
    /** The field changed, as a Spanish label ('Nombre', 'Stock', …); the column keeps the original API's spelling. */
    fielChange: text('fiel_change').notNull(),
    /** Creación | Actualización | Nuevo stock | Anulación de stock | Eliminación */
    typeChange: text('type_change').$type<InventoryChangeType>().notNull(),
    oldData: text('old_data').notNull().default(''),
    newData: text('new_data').notNull().default(''),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ name: 'inventory_logs_pkey', columns: [t.userId, t.id] }),
    index('inventory_logs_user_created_idx').on(t.userId, t.created),
    index('inventory_logs_user_inventory_idx').on(t.userId, t.inventoryId),
  ],
);
