import {
  INCOME_MSG,
  INVENTORY_MSG,
  type InventoryCategory,
  type PurchaseLine,
  purchaseLines,
  type ShoppingCategoryId,
  type ShoppingLineInput,
} from '@cc/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inventories, shoppingDetails } from '../../db/schema/index.ts';
import { AppError, type FieldErrors } from '../../lib/errors.ts';
import { cancelPurchaseBatches, createPurchaseBatch, isServiceCategory } from '../inventory/index.ts';
import { SHOPPING_SOURCE } from './postings.ts';

/** The category's rules on the lines sent (docs/product/2-inventory-income-purchases.md §5 texts), as `details.N.field` errors. */
export function checkedLines(
  category: ShoppingCategoryId,
  input: readonly ShoppingLineInput[],
): PurchaseLine[] {
  const { lines, issues } = purchaseLines(category, input);
  if (!issues.length) return lines;
  const details: FieldErrors = {};
  for (const { path, message } of issues) {
    const [index, field] = path.map(String) as [string, string];
    const line = (details[index] ?? {}) as FieldErrors;
    line[field] = [...((line[field] as string[] | undefined) ?? []), message];
    details[index] = line;
  }
  throw AppError.fields({ details });
}

/**
 * Items of inventory lines: the user's live items, products only (a service has no stock).
 * Field errors name the line, like the sale form's.
 */
async function lineItems(tx: Tx, userId: number, lines: readonly PurchaseLine[]) {
  const ids = [...new Set(lines.flatMap((l) => (l.kind === 'inventory' ? [l.inventory_id] : [])))];
  if (!ids.length) return new Map<number, { id: number; name: string; category: InventoryCategory }>();
  const items = await tx
    .select({ id: inventories.id, name: inventories.name, category: inventories.category })
    .from(inventories)
    .where(
      and(eq(inventories.userId, userId), inArray(inventories.id, ids), eq(inventories.archived, false)),
    );
  const byId = new Map(items.map((i) => [i.id, i]));
  const errors: FieldErrors = {};
  lines.forEach((l, i) => {
    if (l.kind !== 'inventory') return;
    const item = byId.get(l.inventory_id);
    if (!item) errors[String(i)] = { inventory_id: [INCOME_MSG.itemNotFound] };
    else if (isServiceCategory(item.category))
      errors[String(i)] = { inventory_id: [INVENTORY_MSG.serviceNoStock] };
  });
  if (Object.keys(errors).length) throw AppError.fields({ details: errors });
  return byId;
}

/**
 * Writes a purchase's lines. Inventory lines each create a stock batch (inventory's
 * createPurchaseBatch: cost = unit value, dated as the purchase, source = the purchase), in
 * inventory-id order so concurrent writers lock items in one order. The caller has queued behind
 * inventory's stock lock (lockStock).
 */
export async function writeLines(
  tx: Tx,
  userId: number,
  shopping: { id: number; date: string },
  lines: readonly PurchaseLine[],
  now: Date,
): Promise<void> {
  if (!lines.length) return;
  const items = await lineItems(tx, userId, lines);
  const batchOf = new Map<number, number>();
  const order = lines
    .map((l, i) => ({ l, i }))
    .filter(
      (x): x is { l: Extract<PurchaseLine, { kind: 'inventory' }>; i: number } => x.l.kind === 'inventory',
    )
    .sort((a, b) => a.l.inventory_id - b.l.inventory_id || a.i - b.i);
  for (const { l, i } of order) {
    const batch = await createPurchaseBatch(tx, {
      userId,
      inventoryId: l.inventory_id,
      costValue: l.value,
      saleValue: l.sale_value,
      quantity: l.quantity,
      date: shopping.date,
      source: { type: SHOPPING_SOURCE, id: shopping.id },
      now,
    });
    batchOf.set(i, batch.id);
  }
  await tx.insert(shoppingDetails).values(
    lines.map((l, position) => {
      const base = { userId, shoppingId: shopping.id, position, quantity: l.quantity, value: l.value };
      if (l.kind === 'asset') return { ...base, name: l.description };
      const item = items.get(l.inventory_id);
      return {
        ...base,
        inventoryId: l.inventory_id,
        stockId: batchOf.get(position) ?? null,
        name: item?.name ?? '',
        category: item?.category ?? null,
        saleValue: l.sale_value,
      };
    }),
  );
}

/** The stored lines of a purchase, in document order, as the payload lines they came from. */
export async function storedLines(tx: Tx, userId: number, shoppingId: number): Promise<PurchaseLine[]> {
  const rows = await tx
    .select()
    .from(shoppingDetails)
    .where(and(eq(shoppingDetails.userId, userId), eq(shoppingDetails.shoppingId, shoppingId)))
    .orderBy(asc(shoppingDetails.position));
  return rows.map((d) =>
    d.inventoryId !== null
      ? {
          kind: 'inventory',
          inventory_id: d.inventoryId,
          quantity: d.quantity,
          value: d.value,
          sale_value: d.saleValue ?? 0,
        }
      : { kind: 'asset', description: d.name, quantity: d.quantity, value: d.value },
  );
}

/** Removes the lines of a purchase being edited (their batches must have been cancelled first). */
export async function deleteLines(tx: Tx, userId: number, shoppingId: number): Promise<void> {
  await tx
    .delete(shoppingDetails)
    .where(and(eq(shoppingDetails.userId, userId), eq(shoppingDetails.shoppingId, shoppingId)));
}

/**
 * Cancels the batches a purchase created (void or edit). Refused without changing anything when
 * units of any of them were sold (inventory's check), with the purchase's own text.
 */
export async function cancelBatches(
  tx: Tx,
  userId: number,
  shopping: { id: number; date: string; late?: boolean },
  now: Date,
  refusal: string,
): Promise<void> {
  try {
    await cancelPurchaseBatches(tx, {
      userId,
      source: { type: SHOPPING_SOURCE, id: shopping.id },
      date: shopping.date,
      late: shopping.late ?? false,
      now,
    });
  } catch (error) {
    const body = error instanceof AppError ? error.body.validations_error : undefined;
    if (Array.isArray(body) && body[0] === INVENTORY_MSG.stockSold) throw AppError.rule(refusal);
    throw error;
  }
}

const lineKey = (l: PurchaseLine): string =>
  l.kind === 'inventory'
    ? `i:${l.inventory_id}:${l.quantity}:${l.value}:${l.sale_value}`
    : `a:${l.description}:${l.quantity}:${l.value}`;

/** Same items or descriptions, quantities and values, in any order: nothing to re-write. */
export function sameLines(a: readonly PurchaseLine[], b: readonly PurchaseLine[]): boolean {
  const ka = a.map(lineKey).sort();
  const kb = b.map(lineKey).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}
