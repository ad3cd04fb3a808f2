import { type PaymentType, SHOPPING_MSG, type ShoppingCreate, type ShoppingListItem } from '@cc/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { financialCategories, providers, shoppingPayments, shoppings } from '../../db/schema/index.ts';
import { ownRow } from '../../db/tenant.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { type DocumentKind, listItemBase } from '../credit/index.ts';
import { paymentPosting, SHOPPING_PAYMENT_SOURCE, SHOPPING_SOURCE } from './postings.ts';
import { categoryOf, lockShopping, type ShoppingRow } from './shopping-row.ts';

type IdName = { id: number; name: string };
type ListDoc = {
  number: number;
  paymentType: PaymentType;
  paidOut: boolean;
  provider: IdName;
  category: IdName;
};

/** Category 4 (Inventarios): its lines create stock batches. */
export const INVENTORY_CATEGORY = 4;

/**
 * A purchase as a kind of credit document (ADR 025): numbered from the 'shopping' counter, paid
 * from 2205 by abonos, no budget; an inventory purchase (category 4) moves stock — its lines create
 * batches, its edits and voids cancel them — so it takes inventory's stock lock.
 */
export const PURCHASES: DocumentKind<ShoppingRow, ListDoc, ShoppingListItem, ShoppingCreate> = {
  counter: 'shopping',
  docs: shoppings,
  payments: shoppingPayments,
  paymentDocId: shoppingPayments.shoppingId,
  source: SHOPPING_SOURCE,
  paymentSource: SHOPPING_PAYMENT_SOURCE,
  msg: {
    ...SHOPPING_MSG,
    afterPayments: SHOPPING_MSG.shoppingAfterPayments,
    paymentBeforeDocument: SHOPPING_MSG.paymentBeforeShopping,
  },
  lockDoc: lockShopping,
  paymentValues: (userId, shoppingId, fields) => ({ userId, shoppingId, ...fields }),
  paymentPosting,
  thirdParty: (tx, purchase) => thirdPartyOf(tx, 'provider', purchase.userId, purchase.providerId),
  // A new purchase's category is in its payload; an existing one's in its row.
  movesStock: async (ex, userId, target) =>
    ('id' in target ? await categoryOf(ex, userId, target.id) : target.input.category_id) ===
    INVENTORY_CATEGORY,
  budget: null,
  listDocs: async (db, userId, ids) => {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: shoppings.id,
        number: shoppings.number,
        paymentType: shoppings.paymentType,
        paidOut: shoppings.paidOut,
        provider: { id: providers.id, name: providers.name },
        category: { id: financialCategories.id, name: financialCategories.name },
      })
      .from(shoppings)
      .innerJoin(providers, ownRow(providers, shoppings.providerId, shoppings))
      .innerJoin(financialCategories, eq(financialCategories.id, shoppings.categoryId))
      .where(and(eq(shoppings.userId, userId), inArray(shoppings.id, ids)));
    return new Map(rows.map((r) => [r.id, r]));
  },
  listItem: (row, doc) => ({
    ...listItemBase(row, doc),
    shopping_id: row.isPayment ? row.docId : null,
    provider: doc.provider,
    category: doc.category,
  }),
};
