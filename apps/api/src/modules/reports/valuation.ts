import { BOOK_ROWS, type ReportRow } from '@cc/shared';
import { asc, eq } from 'drizzle-orm';
import { inventories } from '../../db/schema/index.ts';
import { monthStart } from '../../lib/clock.ts';
import { netsBetween, rolledUpBefore } from '../inventory/index.ts';
import type { ReportContext } from './context.ts';
import { totalRow, valueRow } from './rows.ts';

/**
 * 'Valorización de inventario' at `to`: every product with stock that day, its quantity, unit
 * cost and value at cost. The value is the sum over its batches (each at its own cost), so the
 * total equals Inventarios (1435) as of `to`; the unit cost shown is value ÷ quantity, rounded
 * to the peso. Movements are netted per document and batch as in the kardex (a voided sale nets
 * to 0), the initial stock counts whatever day it was typed. Read from the stock rollups of the
 * months before `to`'s (and all opening stock) plus the nets of `to`'s month up to `to` (ADR 040).
 */
export async function valuationReport(ctx: ReportContext): Promise<ReportRow[]> {
  const { tx, userId } = ctx;
  const month = monthStart(ctx.to);
  const perProduct = await rolledUpBefore(tx, userId, month);
  for (const n of await netsBetween(tx, userId, month, ctx.to)) {
    const p = perProduct.get(n.inventoryId) ?? { quantity: 0, value: 0 };
    p.quantity += n.quantity;
    p.value += n.quantity * n.cost;
    perProduct.set(n.inventoryId, p);
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
