import type { StockBatch, StockSummary } from '@cc/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stocks } from '../../db/schema/index.ts';
import { type ItemRow, isServiceCategory } from './common.ts';
import { fifoOrder } from './stock-allocation.ts';

export type StockRow = typeof stocks.$inferSelect;

/** Whether DELETE /api/stocks/{id}/ would succeed now (the same rules as cancelStock). */
export function isCancellable(b: StockRow, initialClosed: boolean): boolean {
  return (
    b.isActive &&
    b.origin !== 'purchase' &&
    b.origin !== 'late_void' &&
    b.available === b.quantity &&
    !(b.isInitial && initialClosed)
  );
}

export function toBatch(b: StockRow, initialClosed: boolean): StockBatch {
  return {
    id: b.id,
    inventory_id: b.inventoryId,
    cost_value: b.costValue,
    sale_value: b.saleValue,
    quantity: b.quantity,
    available: b.available,
    created: b.created,
    is_active: b.isActive,
    is_initial: b.isInitial,
    origin: b.origin,
    cancellable: isCancellable(b, initialClosed),
  };
}

type SummaryItem = Pick<ItemRow, 'category' | 'isInitial' | 'costValue' | 'saleValue'>;

/**
 * The summed stock of docs/product/2-inventory-income-purchases.md §3: quantity = Σ available of the active batches; values and
 * is_initial of the batch a sale would draw first, else of the last active batch, else the
 * item's own. A service has no quantity and no cost: its price is the item's sale_value.
 * `activeFifo` must hold the item's active batches in FIFO order (fifoOrder).
 */
export function summarize(item: SummaryItem, activeFifo: StockRow[]): StockSummary {
  if (isServiceCategory(item.category)) {
    return { is_initial: item.isInitial, quantity: null, cost_value: null, sale_value: item.saleValue };
  }
  const quantity = activeFifo.reduce((sum, b) => sum + b.available, 0);
  const chosen = activeFifo.find((b) => b.available > 0) ?? activeFifo.at(-1);
  if (!chosen) {
    return {
      is_initial: item.isInitial,
      quantity: 0,
      cost_value: item.costValue,
      sale_value: item.saleValue,
    };
  }
  return {
    is_initial: chosen.isInitial,
    quantity,
    cost_value: chosen.costValue,
    sale_value: chosen.saleValue,
  };
}

/** Active batches of several items of one user, grouped by item, in FIFO order inside each group. */
export async function activeBatchesByItem(
  ex: Executor,
  userId: number,
  inventoryIds: number[],
): Promise<Map<number, StockRow[]>> {
  const grouped = new Map<number, StockRow[]>();
  if (!inventoryIds.length) return grouped;
  const rows = await ex
    .select()
    .from(stocks)
    .where(
      and(eq(stocks.userId, userId), inArray(stocks.inventoryId, inventoryIds), eq(stocks.isActive, true)),
    )
    .orderBy(...fifoOrder());
  for (const row of rows) {
    const list = grouped.get(row.inventoryId);
    if (list) list.push(row);
    else grouped.set(row.inventoryId, [row]);
  }
  return grouped;
}

/**
 * Stock summaries of several items (for the sellable-items call of the incomes module too):
 * inventory id → summary. Items that are not the user's are simply absent.
 */
export async function stockSummaries(
  ex: Executor,
  userId: number,
  items: (SummaryItem & { id: number })[],
): Promise<Map<number, StockSummary>> {
  const batches = await activeBatchesByItem(
    ex,
    userId,
    items.filter((i) => !isServiceCategory(i.category)).map((i) => i.id),
  );
  return new Map(items.map((i) => [i.id, summarize(i, batches.get(i.id) ?? [])]));
}
