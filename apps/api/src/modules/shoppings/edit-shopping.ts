import {
  type PurchaseLine,
  purchaseTotal,
  SHOPPING_MSG,
  type ShoppingDetail,
  type ShoppingUpdate,
} from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { shoppings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { repost } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { editDocument } from '../credit/index.ts';
import { INVENTORY_CATEGORY, PURCHASES } from './kind.ts';
import { cancelBatches, checkedLines, deleteLines, sameLines, storedLines, writeLines } from './lines.ts';
import { shoppingPosting } from './postings.ts';
import { saveProvider } from './providers.ts';
import { getShopping } from './queries.ts';
import { asCategory, paymentMethodOf, paymentTypeOf } from './shopping-row.ts';
import { relabelPurchase } from './third-party.ts';

/**
 * PATCH /api/shoppings/{id}/: fields left out keep their value; the category and the payment type
 * never change. Changed lines (or, for an inventory purchase, a changed date) re-write the lines:
 * an inventory purchase cancels its batches and creates new ones — refused once units of them
 * were sold. A credit keeps its method (money moves through its payments) and its total may not
 * fall below what was paid. The purchase's entry is re-posted in the same transaction.
 */
export async function editShopping(
  deps: AppDeps,
  userId: number,
  id: number,
  input: ShoppingUpdate,
): Promise<ShoppingDetail> {
  await editDocument(deps, PURCHASES, userId, id, input, async (tx, { row, date, isCredit, now }) => {
    const category = asCategory(row.categoryId);
    if (input.category_id !== undefined && input.category_id !== category) {
      throw AppError.rule(SHOPPING_MSG.categoryLocked);
    }
    const oldMethod = paymentMethodOf(row);
    if (isCredit && input.payment_method && oldMethod && input.payment_method !== oldMethod) {
      throw AppError.rule(SHOPPING_MSG.creditMethodLocked);
    }

    const old = await storedLines(tx, userId, row.id);
    const sent = input.details ? checkedLines(category, input.details) : undefined;
    const lines: PurchaseLine[] = sent && !sameLines(sent, old) ? sent : old;
    const linesChanged = lines !== old;
    const total = linesChanged ? purchaseTotal(lines) : row.value;
    if (isCredit && total < row.payment) throw AppError.rule(SHOPPING_MSG.totalBelowPaid);
    const method = isCredit ? oldMethod : (input.payment_method ?? oldMethod);

    // Inventory lines carry batches dated as the purchase: a new date re-creates them too.
    const rewrite = linesChanged || (category === INVENTORY_CATEGORY && date !== row.date);
    if (rewrite) {
      if (category === INVENTORY_CATEGORY) await cancelBatches(tx, userId, row, now, SHOPPING_MSG.soldLocked);
      await deleteLines(tx, userId, row.id);
      await writeLines(tx, userId, { id: row.id, date }, lines, now);
    }
    const providerId = input.provider ? await saveProvider(tx, userId, input.provider, now) : row.providerId;
    const [updated] = await tx
      .update(shoppings)
      .set({
        date,
        providerId,
        paymentMethod: method,
        value: total,
        payment: isCredit ? row.payment : total,
        paidOut: isCredit ? row.payment === total : true,
        observations: input.observations ?? row.observations,
        updatedAt: now,
      })
      .where(and(eq(shoppings.userId, userId), eq(shoppings.id, row.id)))
      .returning();
    if (!updated) throw new Error('shopping not updated');
    if (total !== row.value || date !== row.date || method !== oldMethod) {
      await repost(
        tx,
        shoppingPosting(userId, {
          ...updated,
          categoryId: category,
          paymentType: paymentTypeOf(row),
          paymentMethod: method,
        }),
        now,
      );
    }
    if (input.provider) await relabelPurchase(tx, userId, row.id, providerId);
  });
  return getShopping(deps, userId, id);
}
