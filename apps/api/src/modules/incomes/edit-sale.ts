import {
  INCOME_MSG,
  type IncomeDetail,
  type IncomeUpdate,
  type PaymentMethod,
  type SaleLineInput,
  saleTotal,
} from '@cc/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { incomePayments, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { repost } from '../../ledger/index.ts';
import { assertNotFuture } from '../../lib/clock.ts';
import { queueStockWriters } from '../../lib/document-counter.ts';
import { AppError } from '../../lib/errors.ts';
import { latestBatchDate } from '../inventory/index.ts';
import { saveClient } from './clients.ts';
import { assertCreditClient } from './final-consumer.ts';
import { type IncomeRow, lockIncome, paymentMethodOf, paymentTypeOf } from './income-row.ts';
import { INCOME_SOURCE, paymentPosting, salePosting } from './postings.ts';
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

const asInput = (lines: DrawnLine[]): SaleLineInput[] =>
  lines.map((l) => ({ inventory_id: l.inventoryId, quantity: l.quantity, value: l.value, stock: undefined }));
const asKeys = (lines: readonly SaleLineInput[]) =>
  lines.map((l) => ({ inventoryId: l.inventory_id, quantity: l.quantity, value: l.value }));
const stockIdsOf = (lines: readonly DrawnLine[]) => lines.flatMap((l) => l.allocations.map((a) => a.stockId));

/**
 * A credit sale keeps its products and payment method (spec 2 §4: only date, client and
 * observations); a changed date may not pass its later abonos.
 */
async function checkCreditEdit(tx: Tx, sale: IncomeRow, input: IncomeUpdate, old: DrawnLine[], date: string) {
  if (input.details && !sameLines(asKeys(input.details), old)) throw AppError.rule(INCOME_MSG.creditLocked);
  const method = paymentMethodOf(sale);
  if (input.payment_method && method && input.payment_method !== method) {
    throw AppError.rule(INCOME_MSG.creditLocked);
  }
  if (date > sale.date) {
    const [earlier] = await tx
      .select({ id: incomePayments.id })
      .from(incomePayments)
      .where(
        and(
          eq(incomePayments.userId, sale.userId),
          eq(incomePayments.incomeId, sale.id),
          eq(incomePayments.deleted, false),
          eq(incomePayments.isInitial, false),
          lt(incomePayments.date, date),
        ),
      )
      .limit(1);
    if (earlier) throw AppError.rule(INCOME_MSG.saleAfterPayments);
  }
}

/** The initial payment travels with the credit sale's date (it was received that day). */
async function moveInitialPayment(tx: Tx, userId: number, sale: IncomeRow, date: string, now: Date) {
  const [initial] = await tx
    .select()
    .from(incomePayments)
    .where(
      and(
        eq(incomePayments.userId, userId),
        eq(incomePayments.incomeId, sale.id),
        eq(incomePayments.isInitial, true),
        eq(incomePayments.deleted, false),
      ),
    );
  if (!initial || initial.date === date) return;
  await tx
    .update(incomePayments)
    .set({ date, updatedAt: now })
    .where(and(eq(incomePayments.userId, userId), eq(incomePayments.id, initial.id)));
  const method = initial.paymentMethod as PaymentMethod;
  await repost(tx, paymentPosting(userId, sale.number, { ...initial, date, paymentMethod: method }), now);
}

/**
 * PATCH /api/incomes/{id}/: fields left out keep their value. Lines with the same products and
 * quantities keep the batches they drew, and so their cost, also on a new date — unless it is
 * before one of those batches (LEDGER.md 'Stock as of a date'); other lines, or such a date, give
 * the units back and draw again FIFO as of the new date. The sale's journal entry is re-posted
 * (ledger.repost) in the same transaction.
 */
export async function editSale(
  deps: AppDeps,
  userId: number,
  id: number | null,
  input: IncomeUpdate,
): Promise<IncomeDetail> {
  if (input.date) assertNotFuture(input.date, deps.clock, INCOME_MSG.futureDate);
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    await queueStockWriters(tx, userId);
    const sale = await lockIncome(tx, userId, id);
    if (sale.deleted) throw AppError.rule(INCOME_MSG.voided.edit);
    const type = paymentTypeOf(sale);
    if (input.payment_type && input.payment_type !== type) throw AppError.rule(INCOME_MSG.paymentTypeLocked);

    const date = input.date ?? sale.date;
    const old = await storedLines(tx, userId, sale.id);
    const isCredit = type === 'CREDITO';
    assertCreditClient(type, input.client);
    if (isCredit) await checkCreditEdit(tx, sale, input, old, date);

    const lines = !isCredit && input.details ? input.details : asInput(old);
    const method = isCredit ? paymentMethodOf(sale) : (input.payment_method ?? paymentMethodOf(sale));
    const total = isCredit ? sale.value : saleTotal(lines);
    const clientId = input.client ? await saveClient(tx, userId, input.client, now) : sale.clientId;

    // LEDGER.md: the same products and quantities keep their batches (and cost) unless the sale
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
      await repost(
        tx,
        salePosting(userId, { ...updated, paymentType: type, paymentMethod: method }, drawn),
        now,
      );
    }
    if (isCredit && date !== sale.date) await moveInitialPayment(tx, userId, sale, date, now);
  });
  return getIncome(deps, userId, id);
}
