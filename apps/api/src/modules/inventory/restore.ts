import { INVENTORY_CHANGE_TYPES, INVENTORY_LOG_FIELDS, INVENTORY_MSG } from '@cc/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inventories, stocks } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { NAME_UNIQUE } from './common.ts';
import { writeLogs } from './logs.ts';
import { INVENTORY_LOG_TEXT } from './texts.ts';

/**
 * Voiding a sale gives its units back to their batches. When the user had deleted (archived) the
 * item since, those units would be inventory on the books that no screen shows, so the item comes
 * back — inactive, with its units — and the history says why. If another live item took its name
 * meanwhile, the void is refused (the partial unique index would otherwise be broken).
 */
export async function restoreItemsOfBatches(
  tx: Tx,
  userId: number,
  stockIds: number[],
  now: Date,
): Promise<void> {
  if (!stockIds.length) return;
  const archived = await tx
    .selectDistinct({ id: inventories.id, name: inventories.name })
    .from(inventories)
    .innerJoin(stocks, eq(stocks.inventoryId, inventories.id))
    .where(
      and(
        eq(inventories.userId, userId),
        eq(stocks.userId, userId),
        inArray(stocks.id, stockIds),
        eq(inventories.archived, true),
      ),
    );
  for (const item of archived) {
    try {
      await tx
        .update(inventories)
        .set({ archived: false, isActive: false, updatedAt: now })
        .where(and(eq(inventories.userId, userId), eq(inventories.id, item.id)));
    } catch (err) {
      if (isUniqueViolation(err, NAME_UNIQUE)) {
        throw AppError.rule(INVENTORY_MSG.restoreNameTaken(item.name));
      }
      throw err;
    }
    await writeLogs(tx, { userId, changedBy: userId, now, item }, [
      {
        field: INVENTORY_LOG_FIELDS.item,
        type: INVENTORY_CHANGE_TYPES.updated,
        oldData: INVENTORY_LOG_TEXT.archived,
        newData: INVENTORY_MSG.restored,
      },
    ]);
  }
}
