import { INVENTORY_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { inventories } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { lockOpenInitialInfo } from '../../lib/initial-info-lock.ts';

export type ItemRow = typeof inventories.$inferSelect;

/** Journal source of a manual or initial stock batch; its id is the batch id. */
export const STOCK_SOURCE = 'stock';

export const isServiceCategory = (category: string): boolean => category === 'SERVICIO';

/**
 * The caller's live (not archived) item, else 404. `lock` takes FOR NO KEY UPDATE: it serialises
 * writers of the item without blocking the foreign-key checks (KEY SHARE) of concurrent sales
 * that insert movements referencing it — FOR UPDATE there could deadlock with a sale.
 */
export async function findItem(ex: Executor, userId: number, id: number, lock = false): Promise<ItemRow> {
  const query = ex
    .select()
    .from(inventories)
    .where(and(eq(inventories.userId, userId), eq(inventories.id, id), eq(inventories.archived, false)));
  const [item] = lock ? await query.for('no key update') : await query;
  if (!item) throw AppError.notFound();
  return item;
}

export const NAME_UNIQUE = 'inventories_user_name_uq';

/** A duplicate item name (the partial unique index) becomes the spec's field error. */
export function duplicateNameError(error: unknown): AppError | null {
  return isUniqueViolation(error, NAME_UNIQUE) ? AppError.fields({ name: [INVENTORY_MSG.duplicate] }) : null;
}

/** Initial stock is opening balance: written only while the initial information is open. */
export const lockOpenInitialInventory = (tx: Tx, userId: number): Promise<void> =>
  lockOpenInitialInfo(tx, userId, INVENTORY_MSG.initialClosed);
