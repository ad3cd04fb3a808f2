import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { incomePayments } from '../../db/schema/index.ts';
import { relabelThirdParty } from '../../ledger/index.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { INCOME_PAYMENT_SOURCE, INCOME_SOURCE } from './postings.ts';

/** A sale moved to another client: its live entries and its payments' now name that client. */
export async function relabelSale(tx: Tx, userId: number, saleId: number, clientId: number): Promise<void> {
  const payments = await tx
    .select({ id: incomePayments.id })
    .from(incomePayments)
    .where(and(eq(incomePayments.userId, userId), eq(incomePayments.incomeId, saleId)));
  await relabelThirdParty(
    tx,
    userId,
    [
      { type: INCOME_SOURCE, id: saleId },
      ...payments.map((p) => ({ type: INCOME_PAYMENT_SOURCE, id: p.id })),
    ],
    await thirdPartyOf(tx, 'client', userId, clientId),
  );
}
