import { INVENTORY_CHANGE_TYPES, INVENTORY_LOG_FIELDS, INVENTORY_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { inventories, stocks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { sqlState } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { findItem } from './common.ts';
import { writeLogs } from './logs.ts';
import { fifoOrder } from './stock-allocation.ts';
import { lockStock } from './stock-lock.ts';
import { INVENTORY_LOG_TEXT } from './texts.ts';

/**
 * DELETE /api/inventories/{id}/. An item that never had a batch is deleted (unless another
 * document refers to it: then archived); one with batches is archived (is_active false, hidden),
 * never deleted. Refused while it still has units available: cancel or sell them first, so the
 * books never hold inventory the user can no longer see.
 */
export async function deleteInventory(deps: AppDeps, userId: number, id: number): Promise<void> {
  const removeImage = await deps.db.transaction(async (tx): Promise<string | null> => {
    await lockStock(tx, userId);
    const item = await findItem(tx, userId, id, true);
    const batches = await tx
      .select({ available: stocks.available, isActive: stocks.isActive })
      .from(stocks)
      .where(and(eq(stocks.userId, userId), eq(stocks.inventoryId, item.id)))
      .orderBy(...fifoOrder()) // the sales' lock order: no deadlock with a concurrent sale
      .for('update');
    if (batches.some((b) => b.isActive && b.available > 0))
      throw AppError.rule(INVENTORY_MSG.deleteWithStock);

    let deleted = false;
    if (!batches.length) {
      try {
        // A savepoint: a foreign key from another module's document undoes only this statement.
        await tx.transaction(async (sp) => {
          await sp
            .delete(inventories)
            .where(and(eq(inventories.userId, userId), eq(inventories.id, item.id)));
        });
        deleted = true;
      } catch (err) {
        if (sqlState(err) !== '23503') throw err; // a foreign key keeps the row: archive it
      }
    }
    if (!deleted) {
      await tx
        .update(inventories)
        .set({ archived: true, isActive: false, updatedAt: deps.clock.now() })
        .where(and(eq(inventories.userId, userId), eq(inventories.id, item.id)));
    }
    await writeLogs(tx, { userId, changedBy: userId, now: deps.clock.now(), item }, [
      {
        field: INVENTORY_LOG_FIELDS.item,
        type: INVENTORY_CHANGE_TYPES.deleted,
        oldData: item.name,
        newData: deleted ? INVENTORY_LOG_TEXT.deleted : INVENTORY_LOG_TEXT.archived,
      },
    ]);
    return deleted ? item.image : null;
  });
  if (removeImage) await deps.storage.remove(removeImage);
}
