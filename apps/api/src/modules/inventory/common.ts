import { INVENTORY_MSG, type InventoryCategory } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { inventories, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

export type ItemRow = typeof inventories.$inferSelect;

/** Journal source of a manual or initial stock batch; its id is the batch id. */
export const STOCK_SOURCE = 'stock';

export const isServiceCategory = (category: string): boolean => category === 'SERVICIO';
export const asCategory = (category: string): InventoryCategory => category as InventoryCategory;

/**
 * The caller's live (not archived) item, else 404. `lock` takes FOR NO KEY UPDATE: it serialises
 * writers of the item without blocking the foreign-key checks (KEY SHARE) of concurrent sales
 * that insert movements referencing it — FOR UPDATE there could deadlock with a sale.
 */
export async function findItem(
  ex: Executor,
  userId: number,
  id: number | null,
  lock = false,
): Promise<ItemRow> {
  if (id === null) throw AppError.notFound();
  const query = ex
    .select()
    .from(inventories)
    .where(and(eq(inventories.userId, userId), eq(inventories.id, id), eq(inventories.archived, false)));
  const [item] = lock ? await query.for('no key update') : await query;
  if (!item) throw AppError.notFound();
  return item;
}

/**
 * Refuses (400 validations_error) once the user's initial information is closed. The row lock
 * makes a concurrent close wait for this transaction, so an opening entry never lands after it.
 */
export async function lockOpenInitialInfo(tx: Tx, userId: number): Promise<void> {
  const [user] = await tx
    .select({ initialInfo: users.initialInfo })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  if (!user) throw AppError.notFound();
  if (user.initialInfo) throw AppError.rule(INVENTORY_MSG.initialClosed);
}

export async function initialInfoClosed(ex: Executor, userId: number): Promise<boolean> {
  const [user] = await ex.select({ initialInfo: users.initialInfo }).from(users).where(eq(users.id, userId));
  return user?.initialInfo ?? false;
}

/** SQLSTATE of a database error, looking through drizzle's wrapping (`cause`). */
export function sqlState(error: unknown): { code?: string; constraint?: string } {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return {};
}

export const NAME_UNIQUE = 'inventories_user_name_uq';

/** A duplicate item name (the partial unique index) becomes the spec's field error. */
export function duplicateNameError(error: unknown): AppError | null {
  const { code, constraint } = sqlState(error);
  if (code === '23505' && (constraint === undefined || constraint === NAME_UNIQUE)) {
    return AppError.fields({ name: [INVENTORY_MSG.duplicate] });
  }
  return null;
}
