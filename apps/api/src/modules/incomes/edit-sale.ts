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
import { saveClient } from './clients.ts';
import { type IncomeRow, lockIncome, paymentMethodOf, paymentTypeOf } from './income-row.ts';
import { INCOME_SOURCE, paymentPosting, salePosting } from './postings.ts';
import { getIncome } from './queries.ts';
import {
  type DrawnLine,
  deleteLines,
  drawLines,
  returnLines,
  sameLines,
  storedLines,
  writeLines,
} from './sale-lines.ts';

const asInput = (lines: DrawnLine[]): SaleLineInput[] =>
  lines.map((l) => ({ inventory_id: l.inventoryId, quantity: l.quantity, value: l.value, stock: undefined }));
const asKeys = (lines: readonly SaleLineInput[]) =>
  lines.map((l) => ({ inventoryId: l.inventory_id, quantity: l.quantity, value: l.value }));

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
 * PATCH /api/incomes/{id}/: fields left out keep their value. When lines or the date change,
 * the drawn units go back to their batches and the lines are drawn again (FIFO, so the cost is
 * today's FIFO cost); the sale's journal entry is re-posted (ledger.repost) in the same transaction.
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
    if (isCredit) await checkCreditEdit(tx, sale, input, old, date);

    const lines = !isCredit && input.details ? input.details : asInput(old);
    const method = isCredit ? paymentMethodOf(sale) : (input.payment_method ?? paymentMethodOf(sale));
    const total = isCredit ? sale.value : saleTotal(lines);
    const redraw = date !== sale.date || !sameLines(asKeys(lines), old);
    const clientId = input.client ? await saveClient(tx, userId, input.client, now) : sale.clientId;

    let drawn = old;
    if (redraw) {
      const source = { type: INCOME_SOURCE, id: sale.id };
      await returnLines(tx, userId, old, { date: sale.date, source });
      await deleteLines(tx, userId, sale.id);
      drawn = await drawLines(tx, userId, lines, { date, source }, new Set(old.map((l) => l.inventoryId)));
      await writeLines(tx, userId, sale.id, drawn);
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
    if (redraw || method !== paymentMethodOf(sale)) {
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
