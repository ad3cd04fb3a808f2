import { purchaseTotal, SHOPPING_MSG, type ShoppingCreate, type ShoppingDetail } from '@cc/shared';
import { shoppingPayments, shoppings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post } from '../../ledger/index.ts';
import { assertNotFuture } from '../../lib/clock.ts';
import { nextDocumentNumber } from '../../lib/document-counter.ts';
import { thirdPartyOf } from '../contacts/third-party.ts';
import { checkedLines, writeLines } from './lines.ts';
import { paymentPosting, shoppingPosting } from './postings.ts';
import { saveProvider } from './providers.ts';
import { getShopping } from './queries.ts';
import { asCategory, queuePurchaseStockWriters } from './shopping-row.ts';

/**
 * POST /api/shoppings/: one transaction writes the provider, the numbered purchase, its lines
 * (with a new stock batch per inventory line), the initial payment of a credit, and their journal
 * entries (LEDGER.md 'Purchases').
 */
export async function createShopping(
  deps: AppDeps,
  userId: number,
  input: ShoppingCreate,
): Promise<ShoppingDetail> {
  assertNotFuture(input.date, deps.clock, SHOPPING_MSG.futureDate);
  const category = asCategory(input.category_id);
  const lines = checkedLines(category, input.details);
  const now = deps.clock.now();
  const total = purchaseTotal(lines);
  const isCredit = input.payment_type === 'CREDITO';
  const initial = isCredit ? (input.payment ?? 0) : 0;
  const method = isCredit && initial === 0 ? null : (input.payment_method ?? null);
  const paid = isCredit ? initial : total;

  const id = await deps.db.transaction(async (tx) => {
    // Lock order: the user's stock writers (inventory purchases), then the purchase counter,
    // then provider, items and batches.
    await queuePurchaseStockWriters(tx, userId, category);
    const number = await nextDocumentNumber(tx, userId, 'shopping');
    const providerId = await saveProvider(tx, userId, input.provider, now);
    const [row] = await tx
      .insert(shoppings)
      .values({
        userId,
        number,
        providerId,
        categoryId: category,
        date: input.date,
        paymentType: input.payment_type,
        paymentMethod: method,
        value: total,
        payment: paid,
        paidOut: paid === total,
        observations: input.observations ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('shopping not written');
    await writeLines(tx, userId, row, lines, now);
    const thirdParty = await thirdPartyOf(tx, 'provider', userId, providerId);
    await post(tx, {
      ...shoppingPosting(userId, {
        ...row,
        categoryId: category,
        paymentType: input.payment_type,
        paymentMethod: method,
      }),
      thirdParty,
    });
    if (initial > 0 && method) {
      const [payment] = await tx
        .insert(shoppingPayments)
        .values({
          userId,
          shoppingId: row.id,
          ordinal: 1,
          date: input.date,
          value: initial,
          paymentMethod: method,
          isInitial: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!payment) throw new Error('payment not written');
      await post(tx, {
        ...paymentPosting(userId, number, { ...payment, paymentMethod: method }),
        thirdParty,
      });
    }
    return row.id;
  });
  return getShopping(deps, userId, id);
}
