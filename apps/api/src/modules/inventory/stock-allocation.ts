import { INVENTORY_MSG } from '@cc/shared';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { stockMovements, stocks } from '../../db/schema/index.ts';
import type { Source } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findItem, isServiceCategory } from './common.ts';

/** One batch's share of a draw: post `quantity × costValue` as cost of sales (Dr 6135 / Cr 1435). */
export type StockAllocation = { stockId: number; quantity: number; costValue: number };

/** What the stock movements of a draw or a give-back record: the business date and the document. */
export type MovementContext = { date: string; source: Source };

/**
 * FIFO order of an item's batches: opening stock first (LEDGER.md: it comes before every movement,
 * whatever day it was typed in), then by business date and id. Every reader (stock check,
 * summaries) and every locker (draws, give-backs) of batches uses this one order, so the preview
 * names the batch the sale will draw and concurrent writers lock batches in the same sequence.
 */
export const fifoOrder = () => [desc(stocks.isInitial), asc(stocks.created), asc(stocks.id)];

export type DrawableBatch = { id: number; available: number; costValue: number; saleValue: number };

/** The item's active batches with units left, in FIFO order; `lock` takes them FOR UPDATE. */
export async function drawableBatches(
  ex: Executor,
  userId: number,
  inventoryId: number,
  lock = false,
): Promise<DrawableBatch[]> {
  const query = ex
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
        eq(stocks.inventoryId, inventoryId),
        eq(stocks.isActive, true),
        gt(stocks.available, 0),
      ),
    )
    .orderBy(...fifoOrder());
  return lock ? query.for('update') : query;
}

/** How `quantity` units split over FIFO-ordered batches (the caller has checked there are enough). */
export function planDraw(batches: readonly DrawableBatch[], quantity: number): StockAllocation[] {
  const plan: StockAllocation[] = [];
  let remaining = quantity;
  for (const b of batches) {
    if (remaining === 0) break;
    const take = Math.min(b.available, remaining);
    remaining -= take;
    plan.push({ stockId: b.id, quantity: take, costValue: b.costValue });
  }
  return plan;
}

export const totalAvailable = (batches: readonly DrawableBatch[]): number =>
  batches.reduce((sum, b) => sum + b.available, 0);

/**
 * Draws `quantity` units of an item FIFO inside the caller's transaction. The batches are locked
 * (`FOR UPDATE`, in FIFO order, so concurrent sales queue instead of overselling or deadlocking);
 * each draw decrements `available` and appends a 'sale' movement (negative quantity) for
 * `movement.source`.
 *
 * - Not enough units: throws AppError.rule('Inventario insuficiente: …') before changing anything.
 * - A service has no stock: returns [] (no batch drawn, no cost line).
 * - An item that is not the user's, or archived: AppError.notFound().
 * The caller decides whether an inactive item may be sold.
 */
export async function allocateStock(
  tx: Tx,
  userId: number,
  inventoryId: number,
  quantity: number,
  movement: MovementContext,
): Promise<StockAllocation[]> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0)
    throw AppError.rule(INVENTORY_MSG.stockQuantityInvalid);
  const item = await findItem(tx, userId, inventoryId);
  if (isServiceCategory(item.category)) return [];

  const batches = await drawableBatches(tx, userId, inventoryId, true);
  const total = totalAvailable(batches);
  if (total < quantity) throw AppError.rule(INVENTORY_MSG.insufficient(item.name, total, quantity));

  const allocations = planDraw(batches, quantity);
  for (const a of allocations) {
    await tx
      .update(stocks)
      .set({ available: sql`${stocks.available} - ${a.quantity}` })
      .where(and(eq(stocks.userId, userId), eq(stocks.id, a.stockId)));
    await tx.insert(stockMovements).values({
      userId,
      stockId: a.stockId,
      inventoryId,
      quantity: -a.quantity,
      kind: 'sale',
      sourceType: movement.source.type,
      sourceId: movement.source.id,
      date: movement.date,
    });
  }
  return allocations;
}

/**
 * Gives drawn units back to their batches (voiding or editing a sale), inside the caller's
 * transaction: locks the batches in FIFO order (like the draws), increments `available` and appends a 'void'
 * movement (positive quantity) per batch. Throws (404) for a batch that is not the user's and
 * refuses to give back more than was ever in a batch.
 */
export async function releaseStock(
  tx: Tx,
  userId: number,
  allocations: StockAllocation[],
  movement: MovementContext,
): Promise<void> {
  const perBatch = new Map<number, number>();
  for (const a of allocations) {
    if (!Number.isSafeInteger(a.quantity) || a.quantity <= 0)
      throw new Error(`invalid release of ${a.quantity}`);
    perBatch.set(a.stockId, (perBatch.get(a.stockId) ?? 0) + a.quantity);
  }
  if (!perBatch.size) return;
  const batches = await tx
    .select()
    .from(stocks)
    .where(and(eq(stocks.userId, userId), inArray(stocks.id, [...perBatch.keys()])))
    .orderBy(...fifoOrder())
    .for('update');
  if (batches.length !== perBatch.size) throw AppError.notFound();
  for (const b of batches) {
    const give = perBatch.get(b.id) ?? 0;
    if (!b.isActive || b.available + give > b.quantity) {
      throw new Error(`cannot give ${give} units back to stock ${b.id} (${b.available}/${b.quantity})`);
    }
    await tx
      .update(stocks)
      .set({ available: sql`${stocks.available} + ${give}` })
      .where(and(eq(stocks.userId, userId), eq(stocks.id, b.id)));
    await tx.insert(stockMovements).values({
      userId,
      stockId: b.id,
      inventoryId: b.inventoryId,
      quantity: give,
      kind: 'void',
      sourceType: movement.source.type,
      sourceId: movement.source.id,
      date: movement.date,
    });
  }
}
