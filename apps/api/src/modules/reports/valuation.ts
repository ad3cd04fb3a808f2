import { BOOK_ROWS, type ReportRow } from '@cc/shared';
import { asc, eq } from 'drizzle-orm';
import { inventories, stockMovements, stocks } from '../../db/schema/index.ts';
import { ownRow } from '../../db/tenant.ts';
import type { ReportContext } from './context.ts';
import { type Movement, netMovements } from './inventory.ts';
import { totalRow, valueRow } from './rows.ts';

/**
 * 'Valorización de inventario' at `to`: every product with stock that day, its quantity, unit
 * cost and value at cost. The value is the sum over its batches (each at its own cost), so the
 * total equals Inventarios (1435) as of `to`; the unit cost shown is value ÷ quantity, rounded
 * to the peso. Movements are netted per document and batch as in the kardex (a voided sale nets
 * to 0), the initial stock counts whatever day it was typed.
 */
export async function valuationReport(ctx: ReportContext): Promise<ReportRow[]> {
  const { tx, userId } = ctx;
  const movements: (Movement & { inventoryId: number })[] = await tx
    .select({
      id: stockMovements.id,
      stockId: stockMovements.stockId,
      inventoryId: stockMovements.inventoryId,
      quantity: stockMovements.quantity,
      kind: stockMovements.kind,
      sourceType: stockMovements.sourceType,
      sourceId: stockMovements.sourceId,
      date: stockMovements.date,
      cost: stocks.costValue,
    })
    .from(stockMovements)
    .innerJoin(stocks, ownRow(stocks, stockMovements.stockId, stockMovements))
    .where(eq(stockMovements.userId, userId))
    .orderBy(asc(stockMovements.id));
  // Netted first, dated after (as the kardex): a voided sale is gone at every date, like its
  // journal entry and the mirror of the same date.
  const productOf = new Map(movements.map((m) => [m.id, m.inventoryId]));
  const perProduct = new Map<number, { quantity: number; value: number }>();
  for (const n of netMovements(movements)) {
    if (n.kind !== 'initial' && n.date > ctx.to) continue;
    const product = productOf.get(n.firstId) ?? 0;
    const p = perProduct.get(product) ?? { quantity: 0, value: 0 };
    p.quantity += n.quantity;
    p.value += n.quantity * n.cost;
    perProduct.set(product, p);
  }
  const names = await tx
    .select({ id: inventories.id, name: inventories.name })
    .from(inventories)
    .where(eq(inventories.userId, userId))
    .orderBy(asc(inventories.name), asc(inventories.id));
  const rows: ReportRow[] = [];
  let quantity = 0;
  let value = 0;
  for (const item of names) {
    const p = perProduct.get(item.id);
    if (!p || (p.quantity === 0 && p.value === 0)) continue;
    quantity += p.quantity;
    value += p.value;
    rows.push(
      valueRow(item.name, p.value, {
        quantity: p.quantity,
        unit_cost: p.quantity === 0 ? null : Math.round(p.value / p.quantity),
      }),
    );
  }
  return [...rows, totalRow(BOOK_ROWS.totalValuation, value, { quantity, unit_cost: null })];
}
