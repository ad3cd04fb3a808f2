import type { AppDeps } from '../../deps.ts';
import { voidDocument } from '../credit/index.ts';
import { assertSaleUnlocked } from '../einvoice/index.ts';
import { restoreItemsOfBatches } from '../inventory/index.ts';
import { SALES } from './kind.ts';
import { INCOME_SOURCE } from './postings.ts';
import { returnLines, storedLines } from './sale-lines.ts';

/**
 * DELETE /api/incomes/{id}/ (logical): the units go back to the batches they came from ('void'
 * movements; an item deleted since comes back with them) or, for a sale of a closed period, as new
 * batches dated today ('late_void', ADR 038); the engine reverses the entries and voids the
 * payments with it.
 */
export async function voidSale(deps: AppDeps, userId: number, id: number): Promise<void> {
  await voidDocument(deps, SALES, userId, id, async (tx, sale, now, at) => {
    await assertSaleUnlocked(tx, userId, sale.id);
    const lines = await storedLines(tx, userId, sale.id);
    // A sale of a closed period gets its units back on the void's date, as new batches (ADR 038).
    const source = { type: INCOME_SOURCE, id: sale.id };
    await returnLines(tx, userId, lines, { date: at.date, late: at.late, now, source });
    const stockIds = lines.flatMap((l) => l.allocations.map((a) => a.stockId));
    await restoreItemsOfBatches(tx, userId, stockIds, now);
  });
}
