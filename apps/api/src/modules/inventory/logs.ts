import type { InventoryChangeType, InventoryLog } from '@cc/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventories, inventoryLogs } from '../../db/schema/index.ts';

export type LogEntry = {
  field: string;
  type: InventoryChangeType;
  oldData?: string;
  newData?: string;
};

/** Appends history entries for one item, all stamped with the same instant and author. */
export async function writeLogs(
  ex: Executor,
  ctx: { userId: number; changedBy: number; now: Date; item: { id: number; name: string } },
  entries: LogEntry[],
): Promise<void> {
  if (!entries.length) return;
  await ex.insert(inventoryLogs).values(
    entries.map((e) => ({
      userId: ctx.userId,
      inventoryId: ctx.item.id,
      inventoryName: ctx.item.name,
      created: ctx.now,
      fielChange: e.field,
      typeChange: e.type,
      oldData: e.oldData ?? '',
      newData: e.newData ?? '',
      changedBy: ctx.changedBy,
    })),
  );
}

/**
 * GET /api/logs/: the user's change history, newest first. `inventory.name` is the item's current
 * name, or the name it had when the entry was written if the item no longer exists.
 */
export async function listLogs(
  db: Executor,
  userId: number,
  opts: { inventoryId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: InventoryLog[]; total: number }> {
  const where = and(
    eq(inventoryLogs.userId, userId),
    opts.inventoryId === undefined ? undefined : eq(inventoryLogs.inventoryId, opts.inventoryId),
  );
  const rows = await db
    .select({
      id: inventoryLogs.id,
      created: inventoryLogs.created,
      fielChange: inventoryLogs.fielChange,
      typeChange: inventoryLogs.typeChange,
      inventoryId: inventoryLogs.inventoryId,
      name: sql<string>`coalesce(${inventories.name}, ${inventoryLogs.inventoryName})`,
      oldData: inventoryLogs.oldData,
      newData: inventoryLogs.newData,
      changedBy: inventoryLogs.changedBy,
    })
    .from(inventoryLogs)
    .leftJoin(
      inventories,
      and(eq(inventories.id, inventoryLogs.inventoryId), eq(inventories.userId, inventoryLogs.userId)),
    )
    .where(where)
    .orderBy(desc(inventoryLogs.created), desc(inventoryLogs.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [counted] = await db.select({ n: count() }).from(inventoryLogs).where(where);
  return {
    total: counted?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      created: r.created.toISOString(),
      fiel_change: r.fielChange,
      type_change: r.typeChange,
      inventory: { id: r.inventoryId, name: r.name },
      new_data: r.newData,
      old_data: r.oldData,
      changed_by: r.changedBy,
    })),
  };
}
