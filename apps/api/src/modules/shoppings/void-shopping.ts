import { SHOPPING_MSG } from '@cc/shared';
import type { AppDeps } from '../../deps.ts';
import { voidDocument } from '../credit/index.ts';
import { INVENTORY_CATEGORY, PURCHASES } from './kind.ts';
import { cancelBatches } from './lines.ts';

/**
 * DELETE /api/shoppings/{id}/ (logical): cancels the stock batches an inventory purchase created
 * (refused when units of them were sold: a later sale void could not give them back); the engine
 * reverses the entries and voids the payments with it.
 */
export async function voidShopping(deps: AppDeps, userId: number, id: number): Promise<void> {
  await voidDocument(deps, PURCHASES, userId, id, async (tx, row, now, at) => {
    // A purchase of a closed period takes its batches out on the void's date (ADR 038).
    if (row.categoryId === INVENTORY_CATEGORY)
      await cancelBatches(
        tx,
        userId,
        { id: row.id, date: at.date, late: at.late },
        now,
        SHOPPING_MSG.voidSold,
      );
  });
}
