import { INCOME_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { incomePayments, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { reverseSource } from '../../ledger/index.ts';
import { queueStockWriters } from '../../lib/document-counter.ts';
import { AppError } from '../../lib/errors.ts';
import { restoreItemsOfBatches } from '../inventory/index.ts';
import { lockIncome } from './income-row.ts';
import { INCOME_PAYMENT_SOURCE, INCOME_SOURCE } from './postings.ts';
import { returnLines, storedLines } from './sale-lines.ts';

/**
 * DELETE /api/incomes/{id}/ (logical): the units go back to the batches they came from ('void'
 * movements; an item deleted since comes back with them), the sale's entry and every live
 * payment's entry are reversed, and the payments are voided with it. The lines stay, so the
 * voided document still reads as it was.
 */
export async function voidSale(deps: AppDeps, userId: number, id: number | null): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await queueStockWriters(tx, userId);
    const sale = await lockIncome(tx, userId, id);
    if (sale.deleted) throw AppError.rule(INCOME_MSG.voided.void);
    const source = { type: INCOME_SOURCE, id: sale.id };
    const lines = await storedLines(tx, userId, sale.id);
    await returnLines(tx, userId, lines, { date: sale.date, source });
    await restoreItemsOfBatches(
      tx,
      userId,
      lines.flatMap((l) => l.allocations.map((a) => a.stockId)),
      now,
    );
    await reverseSource(tx, userId, source, now);

    const live = await tx
      .select({ id: incomePayments.id })
      .from(incomePayments)
      .where(
        and(
          eq(incomePayments.userId, userId),
          eq(incomePayments.incomeId, sale.id),
          eq(incomePayments.deleted, false),
        ),
      );
    for (const p of live) await reverseSource(tx, userId, { type: INCOME_PAYMENT_SOURCE, id: p.id }, now);
    await tx
      .update(incomePayments)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(
        and(
          eq(incomePayments.userId, userId),
          eq(incomePayments.incomeId, sale.id),
          eq(incomePayments.deleted, false),
        ),
      );
    await tx
      .update(incomes)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(and(eq(incomes.userId, userId), eq(incomes.id, sale.id)));
  });
}
