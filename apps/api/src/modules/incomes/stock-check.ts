import { INCOME_MSG, isService, type SellableItem, type StockCheck, type StockCheckResult } from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventories } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { assertBookDate, today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { LIST_MAX } from '../../lib/route-params.ts';
import {
  batchesAsOf,
  drawableBatches,
  findItem,
  planDraw,
  shortageMessage,
  stockSummaries,
  totalAvailable,
} from '../inventory/index.ts';

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
    .orderBy(asc(inventories.name), asc(inventories.id))
    .limit(LIST_MAX); // bounded like every list (issue 12); a shop's catalogue is far smaller
  const summaries = await stockSummaries(db, userId, items);
  return items.map((i) => {
    const s = summaries.get(i.id);
    return {
      id: i.id,
      name: i.name,
      category: i.category,
      value: s?.sale_value ?? i.saleValue ?? 0,
      stock: isService(i.category) ? null : (s?.quantity ?? 0),
    };
  });
}

/**
 * POST /api/incomes/inventories/ {inventory_id, quantity, date}: which batches a sale line dated
 * `date` (default today) would draw — the same FIFO plan as allocateStock, over the batches that
 * existed on that day — without locking or changing anything; the sale itself draws under locks
 * and may still refuse if someone sold the units in between. A refusal says from which day there
 * are enough units, when some day has.
 */
export async function stockCheck(
  deps: AppDeps,
  userId: number,
  input: StockCheck,
): Promise<StockCheckResult> {
  const { db, clock } = deps;
  const date = input.date ?? today(clock);
  assertBookDate(date, clock, INCOME_MSG.futureDate);
  const { quantity } = input;
  const item = await findItem(db, userId, input.inventory_id);
  if (!item.isActive) throw refuse(INCOME_MSG.itemUnavailable(item.name));
  if (isService(item.category)) {
    return {
      inventory_id: item.id,
      stock: item.id,
      available: null,
      sale_value: item.saleValue ?? 0,
      batches: [],
    };
  }
  const batches = await drawableBatches(db, userId, item.id);
  const usable = batchesAsOf(batches, date);
  const available = totalAvailable(usable);
  const first = usable[0];
  if (!first || available < quantity) throw refuse(shortageMessage(item.name, batches, date, quantity));
  const drawn = planDraw(usable, quantity).map((a) => ({
    stock: a.stockId,
    quantity: a.quantity,
    cost_value: a.costValue,
  }));
  return { inventory_id: item.id, stock: first.id, available, sale_value: first.saleValue, batches: drawn };
}
