import {
  formatCOP,
  INVENTORY_CHANGE_TYPES,
  INVENTORY_JOURNAL,
  INVENTORY_LOG_FIELDS,
  INVENTORY_MSG,
  type StockBatch,
  type StockCreate,
  type StockOrigin,
} from '@cc/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inventories, stockMovements, stocks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  ACC,
  capitalAccount,
  exactInteger,
  lockDateOf,
  post,
  removeOpeningRecord,
  reverseSource,
  type Source,
  setOpeningRecord,
  stockAccount,
} from '../../ledger/index.ts';
import { assertBookDate, bogotaDate, today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findItem,
  type ItemRow,
  isServiceCategory,
  lockOpenInitialInventory,
  STOCK_SOURCE,
} from './common.ts';
import { writeLogs } from './logs.ts';
import { fifoOrder } from './stock-allocation.ts';
import { assertStockLocked, lockStock } from './stock-lock.ts';
import { recordMovements } from './stock-rollups.ts';
import { type StockRow, toBatch } from './summary.ts';
import { INVENTORY_LOG_TEXT } from './texts.ts';

/** Where a batch came from: the shared stock origins. */
export type BatchOrigin = StockOrigin;

export const describeBatch = (b: Pick<StockRow, 'id' | 'quantity' | 'costValue' | 'saleValue'>): string =>
  INVENTORY_LOG_TEXT.batch(b.id, b.quantity, formatCOP(b.costValue), formatCOP(b.saleValue));

/**
 * Writes a batch, its entry movement and its history line, and posts it (docs/accounting.md §Inventory):
 * initial → opening balance Dr 1435 / Cr capital; manual → Dr 1435 / Cr 7105; purchase → nothing
 * (the purchase posts its own entry). A PRODUCTO FABRICADO's initial and manual ('Producción')
 * batches are held in 1430 instead, and the batch keeps its account so its sales cost 6120. The caller has checked the item and, for initial batches,
 * that the initial information is open.
 */
export async function addBatch(
  tx: Tx,
  p: {
    userId: number;
    changedBy: number;
    now: Date;
    item: Pick<ItemRow, 'id' | 'name' | 'category'>;
    origin: BatchOrigin;
    date: string;
    costValue: number;
    saleValue: number;
    quantity: number;
    source?: Source | undefined;
  },
): Promise<StockRow> {
  assertStockLocked(tx, p.userId);
  // A purchased unit is debited to 1435 by its purchase, whatever the item.
  const accountCode = p.origin === 'purchase' ? ACC.inventarios : stockAccount(p.item.category);
  const [batch] = await tx
    .insert(stocks)
    .values({
      userId: p.userId,
      inventoryId: p.item.id,
      costValue: p.costValue,
      saleValue: p.saleValue,
      quantity: p.quantity,
      available: p.quantity,
      created: p.date,
      isInitial: p.origin === 'initial',
      origin: p.origin,
      accountCode,
      sourceType: p.source?.type ?? null,
      sourceId: p.source?.id ?? null,
    })
    .returning();
  if (!batch) throw new Error('stock batch not written');
  await recordMovements(tx, p.userId, [
    {
      userId: p.userId,
      stockId: batch.id,
      inventoryId: p.item.id,
      quantity: p.quantity,
      kind: p.origin,
      sourceType: p.source?.type ?? STOCK_SOURCE,
      sourceId: p.source?.id ?? batch.id,
      date: p.date,
    },
  ]);
  await writeLogs(tx, { userId: p.userId, changedBy: p.changedBy, now: p.now, item: p.item }, [
    {
      field: INVENTORY_LOG_FIELDS.stock,
      type: INVENTORY_CHANGE_TYPES.stockAdded,
      newData: describeBatch(batch),
    },
  ]);
  const value = p.quantity * p.costValue;
  if (p.origin === 'initial') {
    // Initial stock is part of the one opening entry, dated the start date (ledger/opening.ts).
    await setOpeningRecord(tx, {
      userId: p.userId,
      record: { type: STOCK_SOURCE, id: batch.id },
      today: bogotaDate(p.now),
      now: p.now,
      description: INVENTORY_JOURNAL.batch(true, p.item.name),
      lines: [
        { account: accountCode, debit: value },
        { account: await capitalAccount(tx, p.userId), credit: value },
      ],
    });
  } else if (p.origin !== 'purchase') {
    await post(tx, {
      userId: p.userId,
      date: p.date,
      source: { type: STOCK_SOURCE, id: batch.id },
      description: INVENTORY_JOURNAL.batch(false, p.item.name),
      lines: [
        { account: accountCode, debit: value },
        { account: ACC.comprasInsumos, credit: value },
      ],
    });
  }
  return batch;
}

/**
 * POST /api/stocks/: a new batch of a product, by hand (initial while the initial info is open),
 * dated the day the stock arrived (default today, never later: decision 017), so sales of that
 * day or after may draw it.
 */
export async function createStock(deps: AppDeps, userId: number, input: StockCreate): Promise<StockBatch> {
  const { costValue, saleValue, quantity } = required(input);
  const date = input.date ?? today(deps.clock);
  assertBookDate(date, deps.clock, INVENTORY_MSG.futureDate);
  const batch = await deps.db.transaction(async (tx) => {
    await lockStock(tx, userId);
    const item = await findItem(tx, userId, input.inventory_id, true);
    if (isServiceCategory(item.category)) throw AppError.rule(INVENTORY_MSG.serviceNoStock);
    if (input.is_initial) await lockOpenInitialInventory(tx, userId);
    return addBatch(tx, {
      userId,
      changedBy: userId,
      now: deps.clock.now(),
      item,
      origin: input.is_initial ? 'initial' : 'manual',
      date,
      costValue,
      saleValue,
      quantity,
    });
  });
  return toBatch(batch, false);
}

// The schema guarantees these for a successful parse; this narrows the types.
function required(input: StockCreate): { costValue: number; saleValue: number; quantity: number } {
  const { cost_value, sale_value, quantity } = input;
  if (cost_value === undefined || sale_value === undefined || !quantity)
    throw new Error('unparsed stock payload');
  return { costValue: cost_value, saleValue: sale_value, quantity };
}

/** Units drawn by sales from a batch and not given back by voids. */
async function netSold(tx: Tx, userId: number, stockId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.userId, userId),
        eq(stockMovements.stockId, stockId),
        inArray(stockMovements.kind, ['sale', 'void', 'late_void']),
      ),
    );
  return 0 - exactInteger(row?.n);
}

/** Deactivates a locked batch: available → 0 with a 'cancel' movement and a history line. */
async function deactivate(
  tx: Tx,
  batch: StockRow,
  ctx: { changedBy: number; now: Date; date: string; source: Source; late?: boolean },
): Promise<void> {
  assertStockLocked(tx, batch.userId);
  const item = await findItemAnyState(tx, batch.userId, batch.inventoryId);
  await tx
    .update(stocks)
    .set({ isActive: false, available: 0, cancelledAt: ctx.now })
    .where(and(eq(stocks.userId, batch.userId), eq(stocks.id, batch.id)));
  if (batch.available > 0) {
    await recordMovements(tx, batch.userId, [
      {
        userId: batch.userId,
        stockId: batch.id,
        inventoryId: batch.inventoryId,
        quantity: -batch.available,
        // A batch of a closed period leaves on the cancel's date, as its own kardex row (ADR 038).
        kind: ctx.late ? 'late_cancel' : 'cancel',
        sourceType: ctx.source.type,
        sourceId: ctx.source.id,
        date: ctx.date,
      },
    ]);
  }
  await writeLogs(tx, { userId: batch.userId, changedBy: ctx.changedBy, now: ctx.now, item }, [
    {
      field: INVENTORY_LOG_FIELDS.stock,
      type: INVENTORY_CHANGE_TYPES.stockCancelled,
      oldData: describeBatch(batch),
      newData: INVENTORY_MSG.cancelled,
    },
  ]);
}

async function findItemAnyState(tx: Tx, userId: number, id: number): Promise<{ id: number; name: string }> {
  const [item] = await tx
    .select({ id: inventories.id, name: inventories.name })
    .from(inventories)
    .where(and(eq(inventories.userId, userId), eq(inventories.id, id)));
  if (!item) throw AppError.notFound();
  return item;
}

async function lockBatch(tx: Tx, userId: number, stockId: number): Promise<StockRow> {
  const [batch] = await tx
    .select()
    .from(stocks)
    .where(and(eq(stocks.userId, userId), eq(stocks.id, stockId)))
    .for('update');
  if (!batch) throw AppError.notFound();
  return batch;
}

/**
 * DELETE /api/stocks/{id}/: cancels a manual or initial batch and reverses its posting. Refused
 * when it is already cancelled, came from a purchase (void the purchase instead) or from a late
 * void (its units leave by being sold), anything was
 * sold from it, or it is initial and the initial information is closed.
 */
export async function cancelStock(deps: AppDeps, userId: number, stockId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockStock(tx, userId);
    const batch = await lockBatch(tx, userId, stockId);
    await findItem(tx, userId, batch.inventoryId); // an archived item's batches are gone for the user
    if (!batch.isActive) throw AppError.rule(INVENTORY_MSG.stockCancelled);
    if (batch.origin === 'purchase') throw AppError.rule(INVENTORY_MSG.stockFromPurchase);
    // Its Dr 1435 is the voided sale's reversal, not a posting of its own to undo (ADR 038).
    if (batch.origin === 'late_void') throw AppError.rule(INVENTORY_MSG.stockFromLateVoid);
    if ((await netSold(tx, userId, batch.id)) > 0 || batch.available !== batch.quantity) {
      throw AppError.rule(INVENTORY_MSG.stockSold);
    }
    if (batch.isInitial) await lockOpenInitialInventory(tx, userId);
    const now = deps.clock.now();
    const source = { type: STOCK_SOURCE, id: batch.id };
    const lock = await lockDateOf(tx, userId);
    const late = lock !== null && !batch.isInitial && batch.created <= lock;
    await deactivate(tx, batch, { changedBy: userId, now, date: today(deps.clock), source, late });
    if (batch.isInitial) await removeOpeningRecord(tx, userId, source, now);
    else await reverseSource(tx, userId, source, now);
  });
}

// ---- For the purchases module: batches created and removed by a purchase document ----

/**
 * A purchase line of category 4 creates a batch (docs/accounting.md §Inventory): no posting here, the purchase posts
 * Dr 1435 itself. 404 for an item that is not the user's (or archived); 400 for a service.
 */
export async function createPurchaseBatch(
  tx: Tx,
  p: {
    userId: number;
    inventoryId: number;
    costValue: number;
    saleValue: number;
    quantity: number;
    date: string;
    source: Source;
    now: Date;
  },
): Promise<StockRow> {
  const item = await findItem(tx, p.userId, p.inventoryId, true);
  if (isServiceCategory(item.category)) throw AppError.rule(INVENTORY_MSG.serviceNoStock);
  return addBatch(tx, { ...p, changedBy: p.userId, item, origin: 'purchase' });
}

/**
 * Voiding or editing a purchase: cancels every active batch it created, or throws
 * AppError.rule(stockSold) without changing anything when units were sold from any of them.
 */
export async function cancelPurchaseBatches(
  tx: Tx,
  p: { userId: number; source: Source; date: string; now: Date; late?: boolean },
): Promise<number> {
  const batches = await tx
    .select()
    .from(stocks)
    .where(
      and(
        eq(stocks.userId, p.userId),
        eq(stocks.sourceType, p.source.type),
        eq(stocks.sourceId, p.source.id),
        eq(stocks.isActive, true),
      ),
    )
    .orderBy(...fifoOrder())
    .for('update');
  for (const b of batches) {
    if (b.available !== b.quantity || (await netSold(tx, p.userId, b.id)) > 0) {
      throw AppError.rule(INVENTORY_MSG.stockSold);
    }
  }
  for (const b of batches)
    await deactivate(tx, b, {
      changedBy: p.userId,
      now: p.now,
      date: p.date,
      source: p.source,
      late: p.late ?? false,
    });
  return batches.length;
}
