import { formatCOP, INVENTORY_CHANGE_TYPES, INVENTORY_LOG_FIELDS } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inventories, stocks } from '../../db/schema/index.ts';
import type { Source } from '../../ledger/index.ts';
import { writeLogs } from './logs.ts';
import { assertStockLocked } from './stock-lock.ts';
import { recordMovements } from './stock-rollups.ts';
import type { StockRow } from './summary.ts';
import { INVENTORY_LOG_TEXT } from './texts.ts';

/**
 * The void of a sale of a closed period gives `quantity` units drawn from `drawn` back as a NEW
 * batch dated the void's day (ADR 038), never to `drawn` itself: units given back to the old batch
 * would be available to a sale dated between the sale and the void, and the kardex would dip
 * below zero between those dates. The new batch keeps the drawn batch's cost, price and account,
 * so the reversal's Dr 1435 (1430) at the drawn cost is exactly its value; its source is the
 * voided document, its entry movement 'late_void'. It never moves its journal: no posting here.
 */
export async function addLateVoidBatch(
  tx: Tx,
  p: { userId: number; drawn: StockRow; quantity: number; date: string; source: Source; now: Date },
): Promise<void> {
  assertStockLocked(tx, p.userId);
  const { drawn } = p;
  const [batch] = await tx
    .insert(stocks)
    .values({
      userId: p.userId,
      inventoryId: drawn.inventoryId,
      costValue: drawn.costValue,
      saleValue: drawn.saleValue,
      quantity: p.quantity,
      available: p.quantity,
      created: p.date,
      isInitial: false,
      origin: 'late_void',
      accountCode: drawn.accountCode,
      sourceType: p.source.type,
      sourceId: p.source.id,
    })
    .returning();
  if (!batch) throw new Error('late void batch not written');
  // Through the one movement writer, so the stock rollups (ADR 040) count the entry on its day.
  await recordMovements(tx, p.userId, [
    {
      userId: p.userId,
      stockId: batch.id,
      inventoryId: batch.inventoryId,
      quantity: p.quantity,
      kind: 'late_void',
      sourceType: p.source.type,
      sourceId: p.source.id,
      date: p.date,
    },
  ]);
  const [item] = await tx
    .select({ id: inventories.id, name: inventories.name })
    .from(inventories)
    .where(and(eq(inventories.userId, p.userId), eq(inventories.id, batch.inventoryId)));
  if (!item) throw new Error(`item ${batch.inventoryId} of stock ${batch.id} not found`);
  const described = INVENTORY_LOG_TEXT.batch(
    batch.id,
    batch.quantity,
    formatCOP(batch.costValue),
    formatCOP(batch.saleValue),
  );
  await writeLogs(tx, { userId: p.userId, changedBy: p.userId, now: p.now, item }, [
    {
      field: INVENTORY_LOG_FIELDS.stock,
      type: INVENTORY_CHANGE_TYPES.stockAdded,
      newData: `${described} (${INVENTORY_LOG_TEXT.lateVoidBatch})`,
    },
  ]);
}
