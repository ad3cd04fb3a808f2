import { purchaseTotal, type ShoppingCreate, type ShoppingDetail } from '@cc/shared';
import { shoppings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post } from '../../ledger/index.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { createDocument } from '../credit/index.ts';
import { PURCHASES } from './kind.ts';
import { checkedLines, writeLines } from './lines.ts';
import { shoppingPosting } from './postings.ts';
import { saveProvider } from './providers.ts';
import { getShopping } from './queries.ts';
import { asCategory } from './shopping-row.ts';

/**
 * POST /api/shoppings/: the engine numbers the purchase and writes its initial payment
 * (modules/credit); here, in the same transaction, the provider, the purchase, its lines (a new
 * stock batch per inventory line) and its journal entry (docs/accounting.md §Purchases).
 */
export async function createShopping(
  deps: AppDeps,
  userId: number,
  input: ShoppingCreate,
): Promise<ShoppingDetail> {
  const category = asCategory(input.category_id);
  const lines = checkedLines(category, input.details);
  const total = purchaseTotal(lines);
  const id = await createDocument(deps, PURCHASES, userId, input, total, async (tx, head) => {
    const providerId = await saveProvider(tx, userId, input.provider, head.createdAt);
    const [row] = await tx
      .insert(shoppings)
      .values({ ...head, providerId, categoryId: category, observations: input.observations ?? '' })
      .returning();
    if (!row) throw new Error('shopping not written');
    await writeLines(tx, userId, row, lines, head.createdAt);
    const thirdParty = await thirdPartyOf(tx, 'provider', userId, providerId);
    await post(tx, {
      ...shoppingPosting(userId, { ...head, id: row.id, categoryId: category }),
      thirdParty,
    });
    return { id: row.id, thirdParty };
  });
  return getShopping(deps, userId, id);
}
