import { INCOME_MSG, type IncomeDetail, type IncomeUpdate, type SaleLineInput, saleTotal } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { repost } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { editDocument } from '../credit/index.ts';
import { assertSaleUnlocked } from '../einvoice/index.ts';
import { latestBatchDate } from '../inventory/index.ts';
import { saveClient } from './clients.ts';
import { assertCreditClient } from './final-consumer.ts';
import { type IncomeRow, paymentMethodOf, paymentTypeOf } from './income-row.ts';
import { SALES } from './kind.ts';
import { INCOME_SOURCE, salePosting, stockAccountsOf } from './postings.ts';
import { getIncome } from './queries.ts';
import {
  type DrawnLine,
  deleteLines,
  drawLines,
  keepDraws,
  moveDraws,
  returnLines,
  sameDraws,
  sameLines,
  storedLines,
  writeLines,
} from './sale-lines.ts';
import { relabelSale } from './third-party.ts';

const asInput = (lines: DrawnLine[]): SaleLineInput[] =>
  lines.map((l) => ({ inventory_id: l.inventoryId, quantity: l.quantity, value: l.value, stock: undefined }));
const asKeys = (lines: readonly SaleLineInput[]) =>
  lines.map((l) => ({ inventoryId: l.inventory_id, quantity: l.quantity, value: l.value }));
const stockIdsOf = (lines: readonly DrawnLine[]) => lines.flatMap((l) => l.allocations.map((a) => a.stockId));

/** A credit sale keeps its products and payment method (docs/product/2-inventory-income-purchases.md §4: only date, client and observations). */
function checkCreditEdit(sale: IncomeRow, input: IncomeUpdate, old: DrawnLine[]): void {
  if (input.details && !sameLines(asKeys(input.details), old)) throw AppError.rule(INCOME_MSG.creditLocked);
  const method = paymentMethodOf(sale);
  if (input.payment_method && method && input.payment_method !== method) {
    throw AppError.rule(INCOME_MSG.creditLocked);
  }
}

/**
 * PATCH /api/incomes/{id}/: fields left out keep their value. Lines with the same products and
 * quantities keep the batches they drew, and so their cost, also on a new date — unless it is
 * before one of those batches (docs/accounting.md §Stock as of a date); other lines, or such a date, give
 * the units back and draw again FIFO as of the new date. The sale's journal entry is re-posted
 * (ledger.repost) in the same transaction.
 */
export async function editSale(
  deps: AppDeps,
  userId: number,
  id: number,
  input: IncomeUpdate,
): Promise<IncomeDetail> {
  await editDocument(deps, SALES, userId, id, input, async (tx, { row: sale, date, isCredit, now }) => {
    await assertSaleUnlocked(tx, userId, sale.id);
    const old = await storedLines(tx, userId, sale.id);
    assertCreditClient(paymentTypeOf(sale), input.client);
    if (isCredit) checkCreditEdit(sale, input, old);
    const lines = !isCredit && input.details ? input.details : asInput(old);
    const method = isCredit ? paymentMethodOf(sale) : (input.payment_method ?? paymentMethodOf(sale));
    const total = isCredit ? sale.value : saleTotal(lines);
    const clientId = input.client ? await saveClient(tx, userId, input.client, now) : sale.clientId;

    // docs/accounting.md §Stock as of a date: the same products and quantities keep their batches (and cost) unless the sale
    // moves before one of them; other lines, or such a date, draw again FIFO as of the new date.
    const moved = date !== sale.date;
    const latest = moved ? await latestBatchDate(tx, userId, stockIdsOf(old)) : null;
    const keep = sameDraws(asKeys(lines), old) && !(latest !== null && date < latest);
    const repriced = !sameLines(asKeys(lines), old);
    const source = { type: INCOME_SOURCE, id: sale.id };
    let drawn = old;
    if (!keep) {
      await returnLines(tx, userId, old, { date: sale.date, source });
      await deleteLines(tx, userId, sale.id);
      drawn = await drawLines(tx, userId, lines, { date, source }, new Set(old.map((l) => l.inventoryId)));
      await writeLines(tx, userId, sale.id, drawn);
    } else {
      if (moved) await moveDraws(tx, userId, old, { date: sale.date, source }, { date, source });
      if (repriced) {
        drawn = keepDraws(asKeys(lines), old);
        await deleteLines(tx, userId, sale.id);
        await writeLines(tx, userId, sale.id, drawn);
      }
    }
    const [updated] = await tx
      .update(incomes)
      .set({
        date,
        clientId,
        paymentMethod: method,
        value: total,
        payment: isCredit ? sale.payment : total,
        paidOut: isCredit ? sale.paidOut : true,
        observations: input.observations ?? sale.observations,
        updatedAt: now,
      })
      .where(and(eq(incomes.userId, userId), eq(incomes.id, sale.id)))
      .returning();
    if (!updated) throw new Error('income not updated');
    if (!keep || moved || repriced || method !== paymentMethodOf(sale)) {
      const held = await stockAccountsOf(tx, userId, drawn);
      await repost(
        tx,
        salePosting(
          userId,
          { ...updated, paymentType: paymentTypeOf(sale), paymentMethod: method },
          drawn,
          held,
        ),
        now,
      );
    }
    if (input.client) await relabelSale(tx, userId, sale.id, clientId);
  });
  return getIncome(deps, userId, id);
}
