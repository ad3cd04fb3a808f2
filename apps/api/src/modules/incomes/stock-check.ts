import {
  INCOME_MSG,
  INVENTORY_MSG,
  type InventoryCategory,
  isService,
  type SellableItem,
  type StockCheckResult,
} from '@cc/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventories, stocks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { stockSummaries } from '../inventory/index.ts';

/** The stock check answers its refusals under the plural key the specification shows. */
const refuse = (message: string) => new AppError(400, { validations_errors: [message] });

/**
 * GET /api/incomes/inventories/: the user's active items for the sale form. value = sale value of
 * the oldest batch with units (the service price for a service); stock = units available.
 */
export async function sellableItems(db: Executor, userId: number): Promise<SellableItem[]> {
  const items = await db
    .select({
      id: inventories.id,
      name: inventories.name,
      category: inventories.category,
      isInitial: inventories.isInitial,
      costValue: inventories.costValue,
      saleValue: inventories.saleValue,
    })
    .from(inventories)
    .where(
      and(eq(inventories.userId, userId), eq(inventories.archived, false), eq(inventories.isActive, true)),
    )
    .orderBy(asc(inventories.name), asc(inventories.id));
  const summaries = await stockSummaries(db, userId, items);
  return items.map((i) => {
    const s = summaries.get(i.id);
    return {
      id: i.id,
      name: i.name,
      category: i.category as InventoryCategory,
      value: s?.sale_value ?? i.saleValue ?? 0,
      stock: isService(i.category as InventoryCategory) ? null : (s?.quantity ?? 0),
    };
  });
}

/**
 * POST /api/incomes/inventories/ {inventory_id, quantity}: which batches a sale line would draw
 * (FIFO), without locking or changing anything — the sale itself draws under locks and may still
 * refuse if someone sold the units in between.
 */
export async function stockCheck(
  db: Executor,
  userId: number,
  inventoryId: number,
  quantity: number,
): Promise<StockCheckResult> {
  const [item] = await db
    .select()
    .from(inventories)
    .where(
      and(eq(inventories.userId, userId), eq(inventories.id, inventoryId), eq(inventories.archived, false)),
    );
  if (!item) throw AppError.notFound();
  if (!item.isActive) throw refuse(INCOME_MSG.itemUnavailable(item.name));
  if (isService(item.category as InventoryCategory)) {
    return {
      inventory_id: item.id,
      stock: item.id,
      available: null,
      sale_value: item.saleValue ?? 0,
      batches: [],
    };
  }
  const batches = await db
    .select({
      id: stocks.id,
      available: stocks.available,
      costValue: stocks.costValue,
      saleValue: stocks.saleValue,
    })
    .from(stocks)
    .where(
      and(
        eq(stocks.userId, userId),
        eq(stocks.inventoryId, item.id),
        eq(stocks.isActive, true),
        gt(stocks.available, 0),
      ),
    )
    .orderBy(asc(stocks.created), asc(stocks.id));
  const available = batches.reduce((sum, b) => sum + b.available, 0);
  const first = batches[0];
  if (!first || available < quantity)
    throw refuse(INVENTORY_MSG.insufficient(item.name, available, quantity));
  const drawn: StockCheckResult['batches'] = [];
  let remaining = quantity;
  for (const b of batches) {
    if (remaining === 0) break;
    const take = Math.min(b.available, remaining);
    remaining -= take;
    drawn.push({ stock: b.id, quantity: take, cost_value: b.costValue });
  }
  return { inventory_id: item.id, stock: first.id, available, sale_value: first.saleValue, batches: drawn };
}
