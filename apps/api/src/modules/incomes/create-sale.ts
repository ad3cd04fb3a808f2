import { INCOME_MSG, type IncomeCreate, type IncomeDetail, saleTotal } from '@cc/shared';
import { incomePayments, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post } from '../../ledger/index.ts';
import { assertNotFuture } from '../../lib/clock.ts';
import { nextDocumentNumber } from '../../lib/document-counter.ts';
import { thirdPartyOf } from '../contacts/third-party.ts';
import { saveClient } from './clients.ts';
import { INCOME_SOURCE, paymentPosting, salePosting } from './postings.ts';
import { getIncome } from './queries.ts';
import { drawLines, writeLines } from './sale-lines.ts';

/**
 * POST /api/incomes/: one transaction writes the client, the numbered sale, its lines with the
 * batches they drew (FIFO, locked), the initial payment of a credit, and their journal entries.
 */
export async function createSale(deps: AppDeps, userId: number, input: IncomeCreate): Promise<IncomeDetail> {
  assertNotFuture(input.date, deps.clock, INCOME_MSG.futureDate);
  const now = deps.clock.now();
  const total = saleTotal(input.details);
  const isCredit = input.payment_type === 'CREDITO';
  const initial = isCredit ? (input.payment ?? 0) : 0;
  const method = isCredit && initial === 0 ? null : (input.payment_method ?? null);
  const paid = isCredit ? initial : total;

  const id = await deps.db.transaction(async (tx) => {
    // The counter row is the first lock of every sale write (create, edit, void): a user's
    // sales queue here, so they never lock clients or batches crosswise.
    const number = await nextDocumentNumber(tx, userId, 'income');
    const clientId = await saveClient(tx, userId, input.client, now);
    const [sale] = await tx
      .insert(incomes)
      .values({
        userId,
        number,
        clientId,
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
    if (!sale) throw new Error('income not written');

    const lines = await drawLines(tx, userId, input.details, {
      date: input.date,
      source: { type: INCOME_SOURCE, id: sale.id },
    });
    await writeLines(tx, userId, sale.id, lines);
    const thirdParty = await thirdPartyOf(tx, 'client', userId, clientId);
    await post(tx, {
      ...salePosting(userId, { ...sale, paymentType: input.payment_type, paymentMethod: method }, lines),
      thirdParty,
    });

    if (initial > 0 && method) {
      const [payment] = await tx
        .insert(incomePayments)
        .values({
          userId,
          incomeId: sale.id,
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
    return sale.id;
  });
  return getIncome(deps, userId, id);
}
