import { BOOK_ROWS, type ReportRow } from '@cc/shared';
import { asc, eq } from 'drizzle-orm';
import { inventories } from '../../db/schema/index.ts';
import { addDays, monthEnd, monthStart } from '../../lib/clock.ts';
import { netsBetween, rolledUpBefore } from '../inventory/index.ts';
import type { ReportContext } from './context.ts';
import { totalRow, valueRow } from './rows.ts';

/**
 * 'Valorización de inventario' at `to`: every product with stock that day, its quantity, unit
 * cost and value at cost. The value is the sum over its batches (each at its own cost), so the
 * total equals Inventarios (1435) as of `to`; the unit cost shown is value ÷ quantity, rounded
 * to the peso. Movements are netted per document and batch as in the kardex (a voided sale nets
 * to 0), the initial stock counts whatever day it was typed. Read from the stock rollups (and all
 * opening stock) plus or minus the nets of part of `to`'s month (ADR 040).
 */

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
export async function valuationReport(ctx: ReportContext): Promise<ReportRow[]> {
  const { tx, userId } = ctx;
  // The rollups hold whole months: `to`'s month is either added up to `to` from its nets, or
  // taken whole with the nets after `to` taken back — whichever reads fewer days of movements
  // (as of today, none).
  const month = monthStart(ctx.to);
  const end = monthEnd(ctx.to);
  const fromStart = daysBetween(month, ctx.to) <= daysBetween(ctx.to, end);
  const perProduct = await rolledUpBefore(tx, userId, fromStart ? month : addDays(end, 1));
  const nets = fromStart
    ? await netsBetween(tx, userId, month, ctx.to)
    : ctx.to < end
      ? await netsBetween(tx, userId, addDays(ctx.to, 1), end)
      : [];
  const sign = fromStart ? 1 : -1;
  for (const n of nets) {
    const p = perProduct.get(n.inventoryId) ?? { quantity: 0, value: 0 };
    p.quantity += sign * n.quantity;
    p.value += sign * n.quantity * n.cost;
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
