import { INCOME_MSG, type InventoryCategory, type SaleLineInput } from '@cc/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { insertMany } from '../../db/bulk.ts';
import type { Tx } from '../../db/client.ts';
import { incomeDetailBatches, incomeDetails, inventories } from '../../db/schema/index.ts';
import { AppError, type FieldErrors } from '../../lib/errors.ts';
import {
  allocateStock,
  type MovementContext,
  redrawStock,
  releaseStock,
  type StockAllocation,
} from '../inventory/index.ts';

/** A sale line once its item is known and its units drawn (empty allocations for a service). */
export type DrawnLine = {
  inventoryId: number;
  name: string;
  category: InventoryCategory;
  quantity: number;
  value: number;
  allocations: StockAllocation[];
};

/** What a sale line keeps of its item. */
export type LineItem = { id: number; name: string; category: InventoryCategory; isActive: boolean };

/** The items some lines name that are the user's and not archived (others are simply absent). */
export async function lineItems(
  tx: Tx,
  userId: number,
  lines: readonly SaleLineInput[],
): Promise<Map<number, LineItem>> {
  const ids = [...new Set(lines.map((l) => l.inventory_id))];
  const items = await tx
    .select({
      id: inventories.id,
      name: inventories.name,
      category: inventories.category,
      isActive: inventories.isActive,
    })
    .from(inventories)
    .where(
      and(eq(inventories.userId, userId), inArray(inventories.id, ids), eq(inventories.archived, false)),
    );
  return new Map(items.map((i) => [i.id, i]));
}

/**
 * The refusals of a sale's lines before anything is drawn: an item that is not in `items` (another
 * user's, archived or missing) is a field error of its line; an inactive one a rule, unless the
 * sale being edited already sold it.
 */
export function checkLineItems(
  lines: readonly SaleLineInput[],
  items: ReadonlyMap<number, LineItem>,
  alreadySold: ReadonlySet<number> = new Set(),
): void {
  const missing: FieldErrors = {};
  lines.forEach((l, i) => {
    if (!items.has(l.inventory_id)) missing[String(i)] = { inventory_id: [INCOME_MSG.itemNotFound] };
  });
  if (Object.keys(missing).length) throw AppError.fields({ details: missing });
  const seen = new Set<number>();
  for (const l of lines) {
    const item = items.get(l.inventory_id) as LineItem;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    if (!item.isActive && !alreadySold.has(item.id))
      throw AppError.rule(INCOME_MSG.itemUnavailable(item.name));
  }
}

/** Line indexes in inventory-id order: concurrent writers lock batches in one order. */
export const drawOrder = (lines: readonly SaleLineInput[]): number[] =>
  lines.map((_, i) => i).sort((a, b) => (lines[a]?.inventory_id ?? 0) - (lines[b]?.inventory_id ?? 0));

/**
 * Resolves the lines' items (the user's, not archived, active — or already on the sale being
 * edited: an item deactivated since keeps its lines) and draws their units FIFO
 * (inventory.allocateStock: batches locked FOR UPDATE, 'sale' movements for `movement.source`).
 * Lines are drawn in inventory-id order so concurrent writers lock batches in one order; the
 * result keeps the order the user typed.
 */
export async function drawLines(
  tx: Tx,
  userId: number,
  lines: readonly SaleLineInput[],
  movement: MovementContext,
  alreadySold: ReadonlySet<number> = new Set(),
): Promise<DrawnLine[]> {
  const byId = await lineItems(tx, userId, lines);
  checkLineItems(lines, byId, alreadySold);
  const allocations = new Map<number, StockAllocation[]>();
  for (const i of drawOrder(lines)) {
    const line = lines[i] as SaleLineInput;
    allocations.set(i, await allocateStock(tx, userId, line.inventory_id, line.quantity, movement));
  }
  return lines.map((l, i) => {
    const item = byId.get(l.inventory_id) as LineItem;
    return {
      inventoryId: item.id,
      name: item.name,
      category: item.category,
      quantity: l.quantity,
      value: l.value,
      allocations: allocations.get(i) ?? [],
    };
  });
}

/** Writes the lines of a sale and the batches each one drew. */
export async function writeLines(
  tx: Tx,
  userId: number,
  incomeId: number,
  lines: DrawnLine[],
): Promise<void> {
  await writeSalesLines(tx, userId, [{ incomeId, lines }]);
}

/** writeLines for many sales: one multi-row INSERT of the lines, one of the batches they drew. */
export async function writeSalesLines(
  tx: Tx,
  userId: number,
  sales: readonly { incomeId: number; lines: readonly DrawnLine[] }[],
): Promise<void> {
  const rows = sales.flatMap((s) =>
    s.lines.map((l, position) => ({
      userId,
      incomeId: s.incomeId,
      inventoryId: l.inventoryId,
      position,
      name: l.name,
      category: l.category,
      quantity: l.quantity,
      value: l.value,
    })),
  );
  const linesOf = new Map(sales.map((s) => [s.incomeId, s.lines]));
  const details = await insertMany(tx, incomeDetails, rows, {
    id: incomeDetails.id,
    incomeId: incomeDetails.incomeId,
    position: incomeDetails.position,
  });
  // Back to the input order (RETURNING's order is not promised), so the batches' ids follow it.
  details.sort((a, b) => a.id - b.id);
  const batches = details.flatMap((d) =>
    (linesOf.get(d.incomeId)?.[d.position]?.allocations ?? []).map((a) => ({
      userId,
      detailId: d.id,
      stockId: a.stockId,
      quantity: a.quantity,
      costValue: a.costValue,
    })),
  );
  await insertMany(tx, incomeDetailBatches, batches);
}

/** The stored lines of a sale, in document order, with what each drew. */
export async function storedLines(tx: Tx, userId: number, incomeId: number): Promise<DrawnLine[]> {
  const details = await tx
    .select()
    .from(incomeDetails)
    .where(and(eq(incomeDetails.userId, userId), eq(incomeDetails.incomeId, incomeId)))
    .orderBy(asc(incomeDetails.position));
  const batches = details.length
    ? await tx
        .select()
        .from(incomeDetailBatches)
        .where(
          and(
            eq(incomeDetailBatches.userId, userId),
            inArray(
              incomeDetailBatches.detailId,
              details.map((d) => d.id),
            ),
          ),
        )
        .orderBy(asc(incomeDetailBatches.id))
    : [];
  return details.map((d) => ({
    inventoryId: d.inventoryId,
    name: d.name,
    category: d.category,
    quantity: d.quantity,
    value: d.value,
    allocations: batches
      .filter((b) => b.detailId === d.id)
      .map((b) => ({ stockId: b.stockId, quantity: b.quantity, costValue: b.costValue })),
  }));
}

/** Gives every unit the lines drew back to its batch ('void' movements for `movement.source`; a late void: new batches, ADR 038). */
export async function returnLines(tx: Tx, userId: number, lines: DrawnLine[], movement: MovementContext) {
  await releaseStock(
    tx,
    userId,
    lines.flatMap((l) => l.allocations),
    movement,
  );
}

/**
 * Moves what the lines drew to another date, batch by batch: the units go back ('void' at the old
 * date) and the same batches are drawn again ('sale' at the new one), so the kardex shows the
 * sale on its new day with the cost it always had.
 */
export async function moveDraws(
  tx: Tx,
  userId: number,
  lines: DrawnLine[],
  from: MovementContext,
  to: MovementContext,
): Promise<void> {
  const allocations = lines.flatMap((l) => l.allocations);
  await releaseStock(tx, userId, allocations, from);
  await redrawStock(tx, userId, allocations, to);
}

/** Removes the lines of a sale being edited (their units must have been returned first). */
export async function deleteLines(tx: Tx, userId: number, incomeId: number): Promise<void> {
  await tx
    .delete(incomeDetails)
    .where(and(eq(incomeDetails.userId, userId), eq(incomeDetails.incomeId, incomeId)));
}

type LineKey = { inventoryId: number; quantity: number; value: number };
const drawKey = (l: Pick<LineKey, 'inventoryId' | 'quantity'>) => `${l.inventoryId}:${l.quantity}`;

/** Same items and quantities (in any order): the lines would draw the same units. */
export function sameDraws(a: readonly LineKey[], b: readonly LineKey[]): boolean {
  const ka = a.map(drawKey).sort();
  const kb = b.map(drawKey).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

/**
 * New lines that draw what the old ones drew (sameDraws holds): each takes the batches of the old
 * line of its item and quantity, with its own price.
 */
export function keepDraws(lines: readonly LineKey[], old: readonly DrawnLine[]): DrawnLine[] {
  const left = [...old];
  return lines.map((l) => {
    const i = left.findIndex((o) => drawKey(o) === drawKey(l));
    const [match] = left.splice(i, 1);
    if (i < 0 || !match) throw new Error('keepDraws needs the same items and quantities');
    return { ...match, value: l.value };
  });
}

/** Same items, quantities and prices (in any order): what a credit sale may not change. */
export function sameLines(
  a: readonly { inventoryId: number; quantity: number; value: number }[],
  b: readonly { inventoryId: number; quantity: number; value: number }[],
): boolean {
  const key = (l: { inventoryId: number; quantity: number; value: number }) =>
    `${l.inventoryId}:${l.quantity}:${l.value}`;
  const ka = a.map(key).sort();
  const kb = b.map(key).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}
