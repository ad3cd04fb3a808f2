import { INVENTORY_MSG } from '@cc/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stocks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isServiceCategory } from './common.ts';
import {
  type DrawableBatch,
  drawable,
  drawableColumns,
  existedOn,
  fifoOrder,
  type MovementContext,
  planDraw,
  type StockAllocation,
  shortageMessage,
  totalAvailable,
} from './stock-allocation.ts';
import { assertStockLocked } from './stock-lock.ts';
import { recordMovements } from './stock-rollups.ts';

/** An item a batch of documents draws: checked by the caller to be the user's and not archived. */
export type DrawItem = { id: number; name: string; category: string };

/** One draw to record: what allocateStock's `take` writes for one batch. */
type Taken = StockAllocation & { inventoryId: number; movement: MovementContext };

/**
 * allocateStock for many draws in one transaction (a batch of sales, incomes.createSales): the
 * items' drawable batches are read and locked once (FOR UPDATE, FIFO order), each draw is planned
 * in memory exactly as allocateStock plans it against what the earlier draws left, and write()
 * stores them all with one UPDATE of the batches and one multi-row INSERT of the movements. The
 * caller holds the user's stock lock (lockStock) from before open() until after write().
 */
export class StockDraws {
  private readonly taken: Taken[] = [];

  private constructor(
    private readonly userId: number,
    private readonly items: ReadonlyMap<number, DrawItem>,
    private readonly batches: ReadonlyMap<number, DrawableBatch[]>,
  ) {}

  static async open(tx: Tx, userId: number, items: readonly DrawItem[]): Promise<StockDraws> {
    assertStockLocked(tx, userId);
    const goods = items.filter((i) => !isServiceCategory(i.category)).map((i) => i.id);
    const rows = goods.length
      ? await tx
          .select({ ...drawableColumns, inventoryId: stocks.inventoryId })
          .from(stocks)
          .where(and(eq(stocks.userId, userId), inArray(stocks.inventoryId, goods), drawable()))
          .orderBy(...fifoOrder())
          .for('update')
      : [];
    const batches = new Map<number, DrawableBatch[]>();
    for (const { inventoryId, ...b } of rows) {
      const list = batches.get(inventoryId) ?? [];
      list.push(b);
      batches.set(inventoryId, list);
    }
    return new StockDraws(userId, new Map(items.map((i) => [i.id, i])), batches);
  }

  /**
   * Draws `quantity` units of an item FIFO as of `movement.date`, as allocateStock would after the
   * draws before it: the same refusals (invalid quantity, shortage message with the units left on
   * that date and the day from which there are enough), [] for a service. Nothing is written yet.
   */
  draw(inventoryId: number, quantity: number, movement: MovementContext): StockAllocation[] {
    if (!Number.isSafeInteger(quantity) || quantity <= 0)
      throw AppError.rule(INVENTORY_MSG.stockQuantityInvalid);
    const item = this.items.get(inventoryId);
    if (!item) throw AppError.notFound();
    if (isServiceCategory(item.category)) return [];
    // What a fresh read would return now: the batches still holding units.
    const left = (this.batches.get(inventoryId) ?? []).filter((b) => b.available > 0);
    const usable = left.filter((b) => existedOn(b, movement.date));
    if (totalAvailable(usable) < quantity)
      throw AppError.rule(shortageMessage(item.name, left, movement.date, quantity));
    const plan = planDraw(usable, quantity);
    const byId = new Map(usable.map((b) => [b.id, b]));
    for (const a of plan) {
      const batch = byId.get(a.stockId) as DrawableBatch;
      batch.available -= a.quantity;
      this.taken.push({ ...a, inventoryId, movement });
    }
    return plan;
  }

  /** Stores every draw: the batches' new `available` and one 'sale' movement per draw. */
  async write(tx: Tx): Promise<void> {
    if (!this.taken.length) return;
    assertStockLocked(tx, this.userId);
    const perBatch = new Map<number, number>();
    for (const t of this.taken) perBatch.set(t.stockId, (perBatch.get(t.stockId) ?? 0) + t.quantity);
    const ids = [...perBatch.keys()];
    const quantities = ids.map((id) => perBatch.get(id) as number);
    await tx.execute(sql`
      UPDATE stocks AS s SET available = s.available - v.quantity
      FROM unnest(${sql.param(ids)}::integer[], ${sql.param(quantities)}::integer[]) AS v(id, quantity)
      WHERE s.user_id = ${this.userId} AND s.id = v.id`);
    const movements = this.taken.map((t) => ({
      userId: this.userId,
      stockId: t.stockId,
      inventoryId: t.inventoryId,
      quantity: -t.quantity,
      kind: 'sale' as const,
      sourceType: t.movement.source.type,
      sourceId: t.movement.source.id,
      date: t.movement.date,
    }));
    await recordMovements(tx, this.userId, movements);
    this.taken.length = 0;
  }
}
