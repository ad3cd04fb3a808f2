import {
  formatCOP,
  INVENTORY_CATEGORIES,
  INVENTORY_CHANGE_TYPES,
  INVENTORY_LOG_FIELDS,
  INVENTORY_MSG,
  type InventoryCategory,
  type InventoryDetail,
  type InventoryListItem,
  type InventoryUpdate,
  PRODUCT_CATEGORIES,
  type PublicInventoryItem,
  type ZInventoryCategoryFilter,
} from '@cc/shared';

import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { inventories, stocks, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { StoredImage } from '../../lib/images.ts';
import { initialInfoClosed } from '../../lib/initial-info-lock.ts';
import { duplicateNameError, findItem, type ItemRow, isServiceCategory } from './common.ts';
import { type LogEntry, writeLogs } from './logs.ts';
import { stockSummaries, toBatch } from './summary.ts';

/** An uploaded image already decoded and re-encoded for keeping (lib/images.ts). */
export type ImageUpload = StoredImage;
export type CategoryFilter = z.output<typeof ZInventoryCategoryFilter>;

const CATEGORY_GROUPS: Record<NonNullable<CategoryFilter>, readonly InventoryCategory[]> = {
  'PRODUCTO FABRICADO': ['PRODUCTO FABRICADO'],
  'PRODUCTO COMPRADO': ['PRODUCTO COMPRADO'],
  SERVICIO: ['SERVICIO'],
  PRODUCTO: PRODUCT_CATEGORIES,
  PRODUCTOS: PRODUCT_CATEGORIES,
  SERVICIOS: ['SERVICIO'],
};
const categoriesOf = (filter: CategoryFilter): readonly InventoryCategory[] =>
  filter ? CATEGORY_GROUPS[filter] : INVENTORY_CATEGORIES;

const imageUrl = (deps: AppDeps, key: string | null): string | null => (key ? deps.storage.url(key) : null);

function baseFields(deps: AppDeps, item: ItemRow) {
  return {
    id: item.id,
    category: item.category,
    sku: item.sku,
    name: item.name,
    description: item.description,
    is_active: item.isActive,
    image: imageUrl(deps, item.image),
  };
}

async function listItems(
  ex: Executor,
  where: ReturnType<typeof and>,
  page: { limit: number; offset: number },
): Promise<{ items: ItemRow[]; total: number }> {
  const items = await ex
    .select()
    .from(inventories)
    .where(where)
    .orderBy(desc(inventories.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await ex.select({ n: count() }).from(inventories).where(where);
  return { items, total: counted?.n ?? 0 };
}

/** GET /api/inventories/: the user's items (not deleted), newest first, with their summed stock. */
export async function listInventories(
  deps: AppDeps,
  userId: number,
  opts: { category: CategoryFilter; limit: number; offset: number },
): Promise<{ rows: InventoryListItem[]; total: number }> {
  const where = and(
    eq(inventories.userId, userId),
    eq(inventories.archived, false),
    inArray(inventories.category, [...categoriesOf(opts.category)]),
  );
  const { items, total } = await listItems(deps.db, where, opts);
  const summaries = await stockSummaries(deps.db, userId, items);
  return {
    total,
    rows: items.map((item) => ({ ...baseFields(deps, item), stock: summaryOf(summaries, item.id) })),
  };
}

function summaryOf<T>(map: Map<number, T>, id: number): T {
  const s = map.get(id);
  if (!s) throw new Error(`no stock summary for ${id}`);
  return s;
}

/**
 * GET /api/inventories/public/{userId}: the public catalogue. Only active items, and nothing
 * private: no cost values, no batches. 404 for an unknown user.
 */
export async function publicInventories(
  deps: AppDeps,
  ownerId: number,
  opts: { category: CategoryFilter; limit: number; offset: number },
): Promise<{ rows: PublicInventoryItem[]; total: number }> {
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
  if (!owner) throw AppError.notFound();
  const where = and(
    eq(inventories.userId, ownerId),
    eq(inventories.archived, false),
    eq(inventories.isActive, true),
    inArray(inventories.category, [...categoriesOf(opts.category)]),
  );
  const { items, total } = await listItems(deps.db, where, opts);
  const summaries = await stockSummaries(deps.db, ownerId, items);
  return {
    total,
    rows: items.map((item) => {
      const s = summaryOf(summaries, item.id);
      return {
        ...baseFields(deps, item),
        stock: { is_initial: s.is_initial, quantity: s.quantity, sale_value: s.sale_value },
      };
    }),
  };
}

/** GET /api/inventories/{id}/: the item with every batch (cancelled ones too), newest first. */
export async function getInventory(deps: AppDeps, userId: number, id: number): Promise<InventoryDetail> {
  const item = await findItem(deps.db, userId, id);
  const batches = await deps.db
    .select()
    .from(stocks)
    .where(and(eq(stocks.userId, userId), eq(stocks.inventoryId, item.id)))
    .orderBy(desc(stocks.created), desc(stocks.id));
  const closed = await initialInfoClosed(deps.db, userId);
  return {
    ...baseFields(deps, item),
    is_initial: item.isInitial,
    cost_value: item.costValue,
    sale_value: item.saleValue,
    stock: batches.map((b) => toBatch(b, closed)),
  };
}

/**
 * Runs a use case that may store a new image: the file is written first and removed again if the
 * transaction fails; a replaced file is removed only after the commit.
 */
export async function withImage<T>(
  deps: AppDeps,
  image: ImageUpload | undefined,
  run: (key: string | null) => Promise<{ result: T; removeAfter?: string | null }>,
): Promise<T> {
  const key = image ? await deps.storage.save('inventory', image.data, image.ext) : null;
  try {
    const { result, removeAfter } = await run(key);
    if (removeAfter) await deps.storage.remove(removeAfter);
    return result;
  } catch (err) {
    if (key) await deps.storage.remove(key);
    throw duplicateNameError(err) ?? err;
  }
}

const activeText = (v: boolean): string => (v ? INVENTORY_MSG.active : INVENTORY_MSG.inactive);
const money = (v: number | null): string => (v === null ? '' : formatCOP(v));

/**
 * PATCH /api/inventories/{id}/: sku, name, description, is_active, image, the item's own values,
 * and the category — except between product and service once the item has batches. One history
 * line per changed field; nothing changed writes nothing.
 */
export async function updateInventory(
  deps: AppDeps,
  userId: number,
  id: number,
  input: InventoryUpdate,
  image?: ImageUpload,
): Promise<InventoryDetail> {
  await withImage(deps, image, async (key) => {
    const replaced = await deps.db.transaction(async (tx): Promise<string | null> => {
      const item = await findItem(tx, userId, id, true);
      const set: Partial<typeof inventories.$inferInsert> = {};
      const logs: LogEntry[] = [];
      const change = (field: string, oldData: string, newData: string) =>
        logs.push({ field, type: INVENTORY_CHANGE_TYPES.updated, oldData, newData });

      if (input.category !== undefined && input.category !== item.category) {
        if (isServiceCategory(input.category) !== isServiceCategory(item.category)) {
          const [batch] = await tx
            .select({ id: stocks.id })
            .from(stocks)
            .where(and(eq(stocks.userId, userId), eq(stocks.inventoryId, item.id)))
            .limit(1);
          if (batch) throw AppError.fields({ category: [INVENTORY_MSG.categorySwitch] });
        }
        set.category = input.category;
        change(INVENTORY_LOG_FIELDS.category, item.category, input.category);
      }
      if (input.sku !== undefined && input.sku !== item.sku) {
        set.sku = input.sku;
        change(INVENTORY_LOG_FIELDS.sku, item.sku, input.sku);
      }
      if (input.name !== undefined && input.name !== item.name) {
        set.name = input.name;
        change(INVENTORY_LOG_FIELDS.name, item.name, input.name);
      }
      if (input.description !== undefined && input.description !== item.description) {
        set.description = input.description;
        change(INVENTORY_LOG_FIELDS.description, item.description, input.description);
      }
      if (input.is_active !== undefined && input.is_active !== item.isActive) {
        set.isActive = input.is_active;
        change(INVENTORY_LOG_FIELDS.isActive, activeText(item.isActive), activeText(input.is_active));
      }
      if (input.cost_value !== undefined && input.cost_value !== item.costValue) {
        set.costValue = input.cost_value;
        change(INVENTORY_LOG_FIELDS.costValue, money(item.costValue), money(input.cost_value));
      }
      if (input.sale_value !== undefined && input.sale_value !== item.saleValue) {
        set.saleValue = input.sale_value;
        change(INVENTORY_LOG_FIELDS.saleValue, money(item.saleValue), money(input.sale_value));
      }
      if (key) {
        set.image = key;
        change(INVENTORY_LOG_FIELDS.image, imageUrl(deps, item.image) ?? '', imageUrl(deps, key) ?? '');
      }
      if (!logs.length) return null;
      const now = deps.clock.now();
      await tx
        .update(inventories)
        .set({ ...set, updatedAt: now })
        .where(and(eq(inventories.userId, userId), eq(inventories.id, item.id)));
      await writeLogs(
        tx,
        { userId, changedBy: userId, now, item: { id: item.id, name: set.name ?? item.name } },
        logs,
      );
      return key ? item.image : null;
    });
    return { result: null, removeAfter: replaced };
  });
  return getInventory(deps, userId, id);
}
