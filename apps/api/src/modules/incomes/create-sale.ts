import { type IncomeCreate, type IncomeDetail, saleTotal } from '@cc/shared';
import { incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post } from '../../ledger/index.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { createDocument } from '../credit/index.ts';
import { numberSale } from '../einvoice/index.ts';
import { saveClient } from './clients.ts';
import { SALES } from './kind.ts';
import { INCOME_SOURCE, salePosting, stockAccountsOf } from './postings.ts';
import { getIncome } from './queries.ts';
import { drawLines, writeLines } from './sale-lines.ts';

/**
 * POST /api/incomes/: the engine numbers the sale and writes its initial payment (modules/credit);
 * here, in the same transaction, the client, the sale, its lines with the batches they drew (FIFO,
 * locked) and its journal entry.
 */
export async function createSale(deps: AppDeps, userId: number, input: IncomeCreate): Promise<IncomeDetail> {
  return getIncome(deps, userId, await writeSale(deps, userId, input));
}

/** createSale without reading the sale back: its id (seed:demo writes thousands and reads none). */
export async function writeSale(deps: AppDeps, userId: number, input: IncomeCreate): Promise<number> {
  return createDocument(deps, SALES, userId, input, saleTotal(input.details), async (tx, head) => {
    const clientId = await saveClient(tx, userId, input.client, head.createdAt);
    const [sale] = await tx
      .insert(incomes)
      .values({ ...head, clientId, observations: input.observations ?? '' })
      .returning();
    if (!sale) throw new Error('income not written');
    const lines = await drawLines(tx, userId, input.details, {
      date: input.date,
      source: { type: INCOME_SOURCE, id: sale.id },
    });
    await writeLines(tx, userId, sale.id, lines);
    // A shop that invoices electronically numbers the sale's document here, under the resolution's
    // lock, so the number lives and dies with the sale (issue 28; no IVA lines yet: value = base).
    await numberSale(tx, userId, {
      incomeId: sale.id,
      date: input.date,
      beforeTaxes: sale.value,
      now: head.createdAt,
    });
    const thirdParty = await thirdPartyOf(tx, 'client', userId, clientId);
    const doc = { ...sale, paymentType: head.paymentType, paymentMethod: head.paymentMethod };
    const held = await stockAccountsOf(tx, userId, lines);
    await post(tx, { ...salePosting(userId, doc, lines, held), thirdParty });
    return { id: sale.id, thirdParty };
  });
}
