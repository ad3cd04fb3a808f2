import { INVENTORY_MSG } from '@cc/shared';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { stocks } from '../../db/schema/index.ts';
import type { Source } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findItem, isServiceCategory } from './common.ts';
import { addLateVoidBatch } from './late-void-batch.ts';
import { assertStockLocked } from './stock-lock.ts';
import { recordMovements } from './stock-rollups.ts';

/** One batch's share of a draw: post `quantity × costValue` as cost of sales (Dr 6135 / Cr 1435). */
export type StockAllocation = { stockId: number; quantity: number; costValue: number };

/** What the stock movements of a draw or a give-back record: the business date and the document. */
export type MovementContext = {
  date: string;
  source: Source;
  /**
   * A void of a document dated in a closed period (ADR 038): the units come back on the void's
   * date as new 'late_void' batches (addLateVoidBatch), a movement of their own in the kardex.
   */
  late?: boolean;
  /** When the give-back is written (the history line of a late void's new batch). */
  now?: Date;
};

/**
 * FIFO order of an item's batches: opening stock first (docs/accounting.md §Opening stock in the kardex: it comes before every movement,
 * whatever day it was typed in), then by business date and id. Every reader (stock check,
 * summaries) and every locker (draws, give-backs) of batches uses this one order, so the preview
 * names the batch the sale will draw and concurrent writers lock batches in the same sequence.
 */
export const fifoOrder = () => [desc(stocks.isInitial), asc(stocks.created), asc(stocks.id)];

export type DrawableBatch = {
  id: number;
  available: number;
  costValue: number;
  saleValue: number;
  created: string;
  isInitial: boolean;
};

/** The columns of a DrawableBatch (batch writers select them for several items at once). */
export const drawableColumns = {
  id: stocks.id,
  available: stocks.available,
  costValue: stocks.costValue,
  saleValue: stocks.saleValue,
  created: stocks.created,
  isInitial: stocks.isInitial,
};

/** Batches a sale may draw: active, with units left. */
export const drawable = () => and(eq(stocks.isActive, true), gt(stocks.available, 0));

/** The item's active batches with units left, in FIFO order; `lock` takes them FOR UPDATE. */
export async function drawableBatches(
  ex: Executor,
  userId: number,
  inventoryId: number,
  lock = false,
): Promise<DrawableBatch[]> {
  const query = ex
    .select(drawableColumns)
    .from(stocks)
    .where(and(eq(stocks.userId, userId), eq(stocks.inventoryId, inventoryId), drawable()))
    .orderBy(...fifoOrder());
  return lock ? query.for('update') : query;
}

/**
 * docs/accounting.md §Stock as of a date: a batch exists from its business date on; opening stock
 * (is_initial) exists before everything. A sale dated D draws only batches that existed on D, so
 * no product's quantity or value is ever negative at a past date.
 */
export const existedOn = (b: { created: string; isInitial: boolean }, date: string): boolean =>
  b.isInitial || b.created <= date;

/** The batches a document dated `date` may draw, still in FIFO order. */
export const batchesAsOf = <B extends { created: string; isInitial: boolean }>(
  batches: readonly B[],
  date: string,
): B[] => batches.filter((b) => existedOn(b, date));

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
 * The first day from which `quantity` units are available (batches in FIFO order: opening stock,
 * then by date), or null when not even all of them are enough. Batches dated before the answer
 * all come before the one that completes the quantity, so its date is the earliest.
 */
export function enoughFrom(batches: readonly DrawableBatch[], quantity: number): string | null {
  let sum = 0;
  for (const b of batches) {
    sum += b.available;
    if (sum >= quantity) return b.isInitial ? null : b.created;
  }
  return null;
}

/**
 * The refusal of a line dated `date` that the batches cannot serve: the stock message of docs/product/2-inventory-income-purchases.md
 * with the units available on that date, and the day from which there are enough, if any.
 */
export function shortageMessage(
  name: string,
  batches: readonly DrawableBatch[],
  date: string,
  quantity: number,
): string {
  const stock = INVENTORY_MSG.insufficient(name, totalAvailable(batchesAsOf(batches, date)), quantity);
  const from = enoughFrom(batches, quantity);
  return from && from > date ? `${stock} ${INVENTORY_MSG.enoughFrom(from)}` : stock;
}

/** Decrements the (locked) batches of a draw and appends its 'sale' movements. */
async function take(
  tx: Tx,
  userId: number,
  draws: readonly (StockAllocation & { inventoryId: number })[],
  movement: MovementContext,
): Promise<void> {
  assertStockLocked(tx, userId);
  for (const a of draws) {
    await tx
      .update(stocks)
      .set({ available: sql`${stocks.available} - ${a.quantity}` })
      .where(and(eq(stocks.userId, userId), eq(stocks.id, a.stockId)));
  }
  await recordMovements(
    tx,
    userId,
    draws.map((a) => ({
      userId,
      stockId: a.stockId,
      inventoryId: a.inventoryId,
      quantity: -a.quantity,
      kind: 'sale',
      sourceType: movement.source.type,
      sourceId: movement.source.id,
      date: movement.date,
    })),
  );
}

/**
 * Draws `quantity` units of an item FIFO, as of `movement.date`, inside the caller's transaction.
 * The item's batches are locked (`FOR UPDATE`, in FIFO order, so concurrent sales queue instead of
 * overselling or deadlocking); only those that existed on the date are drawn; each draw
 * decrements `available` and appends a 'sale' movement (negative quantity) for `movement.source`.
 *
 * - Not enough units on that date: throws AppError.rule(shortageMessage) before changing anything.
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
  const usable = batchesAsOf(batches, movement.date);
  if (totalAvailable(usable) < quantity)
    throw AppError.rule(shortageMessage(item.name, batches, movement.date, quantity));

  const allocations = planDraw(usable, quantity);
  await take(
    tx,
    userId,
    allocations.map((a) => ({ ...a, inventoryId })),
    movement,
  );
  return allocations;
}

/**
 * Draws again exactly the units of `allocations` (just given back by releaseStock) at a new
 * date: an edit that keeps a sale's lines keeps its batches and cost (docs/accounting.md §Stock as of a date), while its
 * movements move to the sale's new date. The caller has checked that every batch existed on it.
 */
export async function redrawStock(
  tx: Tx,
  userId: number,
  allocations: readonly StockAllocation[],
  movement: MovementContext,
): Promise<void> {
  const perBatch = new Map<number, number>();
  for (const a of allocations) perBatch.set(a.stockId, (perBatch.get(a.stockId) ?? 0) + a.quantity);
  if (!perBatch.size) return;
  const batches = await tx
    .select()
    .from(stocks)
    .where(and(eq(stocks.userId, userId), inArray(stocks.id, [...perBatch.keys()])))
    .orderBy(...fifoOrder())
    .for('update');
  if (batches.length !== perBatch.size) throw AppError.notFound();
  const draws = batches.map((b) => {
    const quantity = perBatch.get(b.id) ?? 0;
    if (!b.isActive || b.available < quantity || !existedOn(b, movement.date)) {
      throw new Error(`cannot draw ${quantity} units of stock ${b.id} again on ${movement.date}`);
    }
    return { stockId: b.id, quantity, costValue: b.costValue, inventoryId: b.inventoryId };
  });
  await take(tx, userId, draws, movement);
}

/**
 * The latest business date among the batches drawn (opening stock counts as before everything),
 * or null when none is dated: a sale may move to any date on or after it and keep them.
 */
export async function latestBatchDate(
  ex: Executor,
  userId: number,
  stockIds: number[],
): Promise<string | null> {
  if (!stockIds.length) return null;
  const rows = await ex
    .select({ created: stocks.created, isInitial: stocks.isInitial })
    .from(stocks)
    .where(and(eq(stocks.userId, userId), inArray(stocks.id, stockIds)));
  return rows.reduce<string | null>(
    (latest, b) => (b.isInitial || (latest !== null && latest >= b.created) ? latest : b.created),
    null,
  );
}

/**
 * Gives drawn units back to their batches (voiding or editing a sale), inside the caller's
 * transaction: locks the batches in FIFO order (like the draws), increments `available` and appends a 'void'
 * movement (positive quantity) per batch. Throws (404) for a batch that is not the user's and
 * refuses to give back more than was ever in a batch.
 *
 * A late give-back (`movement.late`: the void of a sale of a closed period) leaves the drawn
 * batches as they are and writes one new batch per drawn batch, dated the void's day, with its
 * 'late_void' movement (ADR 038): a sale dated before the void can never draw those units.
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
  assertStockLocked(tx, userId);
  for (const b of batches) {
    const give = perBatch.get(b.id) ?? 0;
    if (movement.late) {
      if (!movement.now) throw new Error('a late give-back needs its instant');
      const { date, source, now } = movement;
      await addLateVoidBatch(tx, { userId, drawn: b, quantity: give, date, source, now });
      continue;
    }
    if (!b.isActive || b.available + give > b.quantity) {
      throw new Error(`cannot give ${give} units back to stock ${b.id} (${b.available}/${b.quantity})`);
    }
    await tx
      .update(stocks)
      .set({ available: sql`${stocks.available} + ${give}` })
      .where(and(eq(stocks.userId, userId), eq(stocks.id, b.id)));
  }
  // A late give-back's movements are its new batches' own (addLateVoidBatch).
  if (movement.late) return;
  await recordMovements(
    tx,
    userId,
    batches.map((b) => ({
      userId,
      stockId: b.id,
      inventoryId: b.inventoryId,
      quantity: perBatch.get(b.id) ?? 0,
      kind: 'void',
      sourceType: movement.source.type,
      sourceId: movement.source.id,
      date: movement.date,
    })),
  );
}
