import {
  INCOME_MSG,
  INVENTORY_MSG,
  type InventoryCategory,
  isService,
  type SellableItem,
  type StockCheckResult,
} from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventories } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { drawableBatches, findItem, planDraw, stockSummaries, totalAvailable } from '../inventory/index.ts';

/** The stock check answers its refusals under the plural key the specification shows. */
const refuse = (message: string) => new AppError(400, { validations_errors: [message] });

/**
 * GET /api/incomes/inventories/: the user's active items for the sale form. value = sale value of
 * the batch a sale draws first (the service price for a service); stock = units available.
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
 * (the same FIFO plan as allocateStock), without locking or changing anything — the sale itself
 * draws under locks and may still refuse if someone sold the units in between.
 */
export async function stockCheck(
  db: Executor,
  userId: number,
  inventoryId: number,
  quantity: number,
): Promise<StockCheckResult> {
  const item = await findItem(db, userId, inventoryId);
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
  const batches = await drawableBatches(db, userId, item.id);
  const available = totalAvailable(batches);
  const first = batches[0];
  if (!first || available < quantity)
    throw refuse(INVENTORY_MSG.insufficient(item.name, available, quantity));
  const drawn = planDraw(batches, quantity).map((a) => ({
    stock: a.stockId,
    quantity: a.quantity,
    cost_value: a.costValue,
  }));
  return { inventory_id: item.id, stock: first.id, available, sale_value: first.saleValue, batches: drawn };
}
