import {
  INVENTORY_CHANGE_TYPES,
  INVENTORY_LOG_FIELDS,
  type InventoryCreate,
  type InventoryDetail,
} from '@cc/shared';
import { inventories } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { today } from '../../lib/clock.ts';
import { isServiceCategory, lockOpenInitialInventory } from './common.ts';
import { writeLogs } from './logs.ts';
import { getInventory, type ImageUpload, withImage } from './service.ts';
import { lockStock } from './stock-lock.ts';
import { addBatch } from './stocks.ts';

/**
 * POST /api/inventories/: the item and, for a product with quantity > 0, its first batch, in one
 * transaction. is_initial (item and batch) needs the initial information open.
 */
export async function createInventory(
  deps: AppDeps,
  userId: number,
  input: InventoryCreate,
  image?: ImageUpload,
): Promise<InventoryDetail> {
  const service = isServiceCategory(input.category);
  const id = await withImage(deps, image, async (key) => ({
    result: await deps.db.transaction(async (tx) => {
      // A first batch is a stock write: the stock lock comes before every other lock.
      if (input.quantity) await lockStock(tx, userId);
      if (input.is_initial) await lockOpenInitialInventory(tx, userId);
      const [item] = await tx
        .insert(inventories)
        .values({
          userId,
          category: input.category,
          sku: input.sku,
          name: input.name,
          description: input.description,
          isActive: input.is_active,
          isInitial: input.is_initial,
          image: key,
          costValue: service ? null : (input.cost_value ?? null),
          saleValue: input.sale_value ?? null,
        })
        .returning();
      if (!item) throw new Error('inventory not written');
      const now = deps.clock.now();
      await writeLogs(tx, { userId, changedBy: userId, now, item }, [
        {
          field: INVENTORY_LOG_FIELDS.item,
          type: INVENTORY_CHANGE_TYPES.created,
          newData: `${item.category}: ${item.name}${item.sku ? ` (Ref. ${item.sku})` : ''}`,
        },
      ]);
      const quantity = input.quantity ?? 0;
      if (!service && quantity > 0 && input.cost_value !== undefined && input.sale_value !== undefined) {
        await addBatch(tx, {
          userId,
          changedBy: userId,
          now,
          item,
          origin: input.is_initial ? 'initial' : 'manual',
          date: today(deps.clock),
          costValue: input.cost_value,
          saleValue: input.sale_value,
          quantity,
        });
      }
      return item.id;
    }),
  }));
  return getInventory(deps, userId, id);
}
