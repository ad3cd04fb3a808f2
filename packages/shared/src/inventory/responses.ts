import { z } from 'zod';
import { ZIdName } from '../atoms.ts';
import { ZInventoryCategory } from '../enums.ts';
import { INVENTORY_CHANGE_TYPES } from './texts.ts';

// Response shapes of the inventory routes: the API serialises with them, the web reads their types.

/**
 * Where a batch came from: the initial form, the new-stock form, a purchase, or the void of a sale
 * of a closed period (its units come back as a batch of their own dated the void's day; ADR 038).
 */
const STOCK_ORIGINS = ['initial', 'manual', 'purchase', 'late_void'] as const;
const ZStockOrigin = z.enum(STOCK_ORIGINS);
export type StockOrigin = z.infer<typeof ZStockOrigin>;

export const ZStockBatch = z.object({
  id: z.number(),
  inventory_id: z.number(),
  cost_value: z.number(),
  sale_value: z.number(),
  quantity: z.number(),
  available: z.number(),
  /** YYYY-MM-DD (Bogotá). */
  created: z.string(),
  is_active: z.boolean(),
  is_initial: z.boolean(),
  origin: ZStockOrigin,
  /** True when DELETE /api/stocks/{id}/ would succeed now. */
  cancellable: z.boolean(),
});
export type StockBatch = z.infer<typeof ZStockBatch>;

/** The summed stock of a list item (docs/product/2-inventory-income-purchases.md §3). Services: quantity and cost_value are null. */
const ZStockSummary = z.object({
  is_initial: z.boolean(),
  quantity: z.number().nullable(),
  cost_value: z.number().nullable(),
  sale_value: z.number().nullable(),
});
export type StockSummary = z.infer<typeof ZStockSummary>;

const ZItemBase = z.object({
  id: z.number(),
  category: ZInventoryCategory,
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  /** URL under /media, or null. */
  image: z.string().nullable(),
});

export const ZInventoryListItem = ZItemBase.extend({ stock: ZStockSummary });
export type InventoryListItem = z.infer<typeof ZInventoryListItem>;

export const ZInventoryDetail = ZItemBase.extend({
  is_initial: z.boolean(),
  /** The item's own values: a service's price; a product's values used when it has no batch. */
  cost_value: z.number().nullable(),
  sale_value: z.number().nullable(),
  /** Batches, newest first (empty for a service). */
  stock: z.array(ZStockBatch),
});
export type InventoryDetail = z.infer<typeof ZInventoryDetail>;

/** The public catalogue's item: the route serialises with it, so no cost value can leak. */
export const ZPublicInventoryItem = ZItemBase.extend({
  stock: ZStockSummary.omit({ cost_value: true }),
});
export type PublicInventoryItem = z.infer<typeof ZPublicInventoryItem>;

const CHANGE_TYPES = Object.values(INVENTORY_CHANGE_TYPES) as [
  (typeof INVENTORY_CHANGE_TYPES)[keyof typeof INVENTORY_CHANGE_TYPES],
  ...(typeof INVENTORY_CHANGE_TYPES)[keyof typeof INVENTORY_CHANGE_TYPES][],
];

export const ZInventoryLog = z.object({
  id: z.number(),
  /** ISO timestamp. */
  created: z.string(),
  fiel_change: z.string(),
  type_change: z.enum(CHANGE_TYPES),
  inventory: ZIdName,
  new_data: z.string(),
  old_data: z.string(),
  changed_by: z.number(),
});
export type InventoryLog = z.infer<typeof ZInventoryLog>;
