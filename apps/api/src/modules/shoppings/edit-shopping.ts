import {
  type PaymentMethod,
  type PurchaseLine,
  purchaseTotal,
  SHOPPING_MSG,
  type ShoppingDetail,
  type ShoppingUpdate,
} from '@cc/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { shoppingPayments, shoppings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { repost } from '../../ledger/index.ts';
import { assertNotFuture } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { cancelBatches, checkedLines, deleteLines, sameLines, storedLines, writeLines } from './lines.ts';
import { paymentPosting, shoppingPosting } from './postings.ts';
import { saveProvider } from './providers.ts';
import { getShopping } from './queries.ts';
import {
  categoryOf,
  lockShopping,
  paymentMethodOf,
  paymentTypeOf,
  queuePurchaseStockWriters,
  type ShoppingRow,
} from './shopping-row.ts';
import { relabelPurchase } from './third-party.ts';

/** A credit's date may not pass its later abonos (the initial payment moves with it). */
async function checkCreditDate(tx: Tx, row: ShoppingRow, date: string): Promise<void> {
  if (date <= row.date) return;
  const [later] = await tx
    .select({ id: shoppingPayments.id })
    .from(shoppingPayments)
    .where(
      and(
        eq(shoppingPayments.userId, row.userId),
        eq(shoppingPayments.shoppingId, row.id),
        eq(shoppingPayments.deleted, false),
        eq(shoppingPayments.isInitial, false),
        lt(shoppingPayments.date, date),
      ),
    )
    .limit(1);
  if (later) throw AppError.rule(SHOPPING_MSG.shoppingAfterPayments);
}

/** The initial payment travels with the credit purchase's date (it was paid that day). */
async function moveInitialPayment(tx: Tx, row: ShoppingRow, date: string, now: Date): Promise<void> {
  const [initial] = await tx
    .select()
    .from(shoppingPayments)
    .where(
      and(
        eq(shoppingPayments.userId, row.userId),
        eq(shoppingPayments.shoppingId, row.id),
        eq(shoppingPayments.isInitial, true),
        eq(shoppingPayments.deleted, false),
      ),
    );
  if (!initial || initial.date === date) return;
  await tx
    .update(shoppingPayments)
    .set({ date, updatedAt: now })
    .where(and(eq(shoppingPayments.userId, row.userId), eq(shoppingPayments.id, initial.id)));
  const method = initial.paymentMethod as PaymentMethod;
  await repost(tx, paymentPosting(row.userId, row.number, { ...initial, date, paymentMethod: method }), now);
}

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
  id: number | null,
  input: ShoppingUpdate,
): Promise<ShoppingDetail> {
  if (input.date) assertNotFuture(input.date, deps.clock, SHOPPING_MSG.futureDate);
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    const category = await categoryOf(tx, userId, id);
    await queuePurchaseStockWriters(tx, userId, category);
    const row = await lockShopping(tx, userId, id);
    if (row.deleted) throw AppError.rule(SHOPPING_MSG.voided.edit);
    const type = paymentTypeOf(row);
    if (input.payment_type && input.payment_type !== type)
      throw AppError.rule(SHOPPING_MSG.paymentTypeLocked);
    if (input.category_id !== undefined && input.category_id !== category) {
      throw AppError.rule(SHOPPING_MSG.categoryLocked);
    }
    const isCredit = type === 'CREDITO';
    const oldMethod = paymentMethodOf(row);
    if (isCredit && input.payment_method && oldMethod && input.payment_method !== oldMethod) {
      throw AppError.rule(SHOPPING_MSG.creditMethodLocked);
    }

    const date = input.date ?? row.date;
    const old = await storedLines(tx, userId, row.id);
    const sent = input.details ? checkedLines(category, input.details) : undefined;
    const lines: PurchaseLine[] = sent && !sameLines(sent, old) ? sent : old;
    const linesChanged = lines !== old;
    const total = linesChanged ? purchaseTotal(lines) : row.value;
    if (isCredit) {
      if (total < row.payment) throw AppError.rule(SHOPPING_MSG.totalBelowPaid);
      await checkCreditDate(tx, row, date);
    }
    const method = isCredit ? oldMethod : (input.payment_method ?? oldMethod);

    // Inventory lines carry batches dated as the purchase: a new date re-creates them too.
    const rewrite = linesChanged || (category === 4 && date !== row.date);
    if (rewrite) {
      if (category === 4) await cancelBatches(tx, userId, row, now, SHOPPING_MSG.soldLocked);
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
          paymentType: type,
          paymentMethod: method,
        }),
        now,
      );
    }
    if (input.provider) await relabelPurchase(tx, userId, row.id, providerId);
    if (isCredit && date !== row.date) await moveInitialPayment(tx, row, date, now);
  });
  return getShopping(deps, userId, id);
}
