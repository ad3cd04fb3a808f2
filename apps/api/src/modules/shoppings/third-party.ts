import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { shoppingPayments } from '../../db/schema/index.ts';
import { relabelThirdParty } from '../../ledger/index.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { SHOPPING_PAYMENT_SOURCE, SHOPPING_SOURCE } from './postings.ts';

/** A purchase moved to another provider: its live entries and its payments' now name it. */
export async function relabelPurchase(
  tx: Tx,
  userId: number,
  purchaseId: number,
  providerId: number,
): Promise<void> {
  const payments = await tx
    .select({ id: shoppingPayments.id })
    .from(shoppingPayments)
    .where(and(eq(shoppingPayments.userId, userId), eq(shoppingPayments.shoppingId, purchaseId)));
  await relabelThirdParty(
    tx,
    userId,
    [
      { type: SHOPPING_SOURCE, id: purchaseId },
      ...payments.map((p) => ({ type: SHOPPING_PAYMENT_SOURCE, id: p.id })),
    ],
    await thirdPartyOf(tx, 'provider', userId, providerId),
  );
}
