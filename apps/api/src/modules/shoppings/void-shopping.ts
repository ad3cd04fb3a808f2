import { SHOPPING_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { shoppingPayments, shoppings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { reverseSource } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { cancelBatches } from './lines.ts';
import { SHOPPING_PAYMENT_SOURCE, SHOPPING_SOURCE } from './postings.ts';
import { categoryOf, lockShopping, queuePurchaseStockWriters } from './shopping-row.ts';

/**
 * DELETE /api/shoppings/{id}/ (logical): cancels the stock batches an inventory purchase created
 * (refused when units of them were sold: a later sale void could not give them back), reverses
 * the purchase's entry and every live payment's entry, and voids the payments with it. The lines
 * stay, so the voided document still reads as it was.
 */
export async function voidShopping(deps: AppDeps, userId: number, id: number | null): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const category = await categoryOf(tx, userId, id);
    await queuePurchaseStockWriters(tx, userId, category);
    const row = await lockShopping(tx, userId, id);
    if (row.deleted) throw AppError.rule(SHOPPING_MSG.voided.void);
    if (category === 4) await cancelBatches(tx, userId, row, now, SHOPPING_MSG.voidSold);
    await reverseSource(tx, userId, { type: SHOPPING_SOURCE, id: row.id }, now);

    const live = await tx
      .select({ id: shoppingPayments.id })
      .from(shoppingPayments)
      .where(
        and(
          eq(shoppingPayments.userId, userId),
          eq(shoppingPayments.shoppingId, row.id),
          eq(shoppingPayments.deleted, false),
        ),
      );
    for (const p of live) await reverseSource(tx, userId, { type: SHOPPING_PAYMENT_SOURCE, id: p.id }, now);
    await tx
      .update(shoppingPayments)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(
        and(
          eq(shoppingPayments.userId, userId),
          eq(shoppingPayments.shoppingId, row.id),
          eq(shoppingPayments.deleted, false),
        ),
      );
    await tx
      .update(shoppings)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(and(eq(shoppings.userId, userId), eq(shoppings.id, row.id)));
  });
}
