import { REPORT_ROWS as R, REPORT_MSG, type ReportRow } from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import { inventories, stockMovements, stocks } from '../../db/schema/index.ts';
import { ownRow } from '../../db/tenant.ts';
import { AppError } from '../../lib/errors.ts';
import { isServiceCategory } from '../inventory/index.ts';
import type { ReportContext } from './context.ts';
import { documentLabels } from './documents.ts';
import { totalRow, valueRow } from './rows.ts';
import { STOCK_CONCEPT } from './texts.ts';

export type Movement = {
  id: number;
  stockId: number;
  quantity: number;
  kind: string;
  sourceType: string | null;
  sourceId: number | null;
  date: string;
  cost: number;
};

/** What one document did to one batch, net of its voids and edits. */
type Net = {
  kind: string;
  sourceType: string | null;
  sourceId: number | null;
  date: string;
  firstId: number;
  quantity: number;
  cost: number;
};

/**
 * Nets the movements of each (document, batch): a voided sale (sale −5, void +5) or a cancelled
 * batch (entry +N, cancel −N) nets to 0 and is left out; an edited sale keeps its net quantity at
 * the date of its latest draw.
 */
export function netMovements(movements: Movement[]): Net[] {
  const groups = new Map<string, Net>();
  for (const m of movements) {
    // A void of a closed period's document gives its units back on the void's date: a row of its
    // own, never netted with the draw it undoes (that month stays as it was closed; ADR 038).
    const late = m.kind === 'late_void' || m.kind === 'late_cancel';
    const key = late ? `late:${m.id}` : `${m.sourceType}:${m.sourceId}:${m.stockId}`;
    const primary = m.kind !== 'void' && m.kind !== 'cancel';
    const g = groups.get(key);
    if (!g) {
      groups.set(key, {
        kind: m.kind,
        sourceType: m.sourceType,
        sourceId: m.sourceId,
        date: m.date,
        firstId: m.id,
        quantity: m.quantity,
        cost: m.cost,
      });
      continue;
    }
    g.quantity += m.quantity;
    if (primary) {
      g.date = m.date;
      if (g.kind === 'void' || g.kind === 'cancel') g.kind = m.kind;
    }
  }
  return [...groups.values()].filter((g) => g.quantity !== 0);
}

/**
 * 'Movimiento de inventario' of one product (docs/accounting.md §Inventory movements (kardex)): 'Saldo inicial' (the stock and its value
 * at cost as of the day before from_date), every entry and exit at cost in date order, 'Saldo
 * final'. The initial inventory is opening balance, like its Dr 1435 (1430) / Cr capital entry: always part
 * of 'Saldo inicial', never a movement row, so Σ 'Saldo final' of the products = Inventarios.
 */
export async function inventoryReport(
  ctx: ReportContext,
  productId: number | null,
): Promise<{ rows: ReportRow[]; product: { id: number; name: string } }> {
  const { tx, userId } = ctx;
  if (productId === null) throw AppError.notFound();
  const [item] = await tx
    .select({ id: inventories.id, name: inventories.name, category: inventories.category })
    .from(inventories)
    .where(and(eq(inventories.userId, userId), eq(inventories.id, productId)));
  if (!item) throw AppError.notFound();
  // A service has no stock to move: the report is for products only (docs/product/3-expenses-reports.md §5).
  if (isServiceCategory(item.category)) throw AppError.field('product_id', REPORT_MSG.productRequired);
  const product = { id: item.id, name: item.name };

  const movements: Movement[] = await tx
    .select({
      id: stockMovements.id,
      stockId: stockMovements.stockId,
      quantity: stockMovements.quantity,
      kind: stockMovements.kind,
      sourceType: stockMovements.sourceType,
      sourceId: stockMovements.sourceId,
      date: stockMovements.date,
      cost: stocks.costValue,
    })
    .from(stockMovements)
    .innerJoin(stocks, ownRow(stocks, stockMovements.stockId, stockMovements))
    .where(and(eq(stockMovements.userId, userId), eq(stockMovements.inventoryId, product.id)))
    .orderBy(asc(stockMovements.id));

  let quantity = 0;
  let value = 0;
  const inRange: Net[] = [];
  for (const n of netMovements(movements)) {
    // Opening stock belongs to every 'Saldo inicial' (docs/accounting.md §Opening stock in the kardex), whatever day it was typed in.
    if (n.kind === 'initial' || n.date < ctx.from) {
      quantity += n.quantity;
      value += n.quantity * n.cost;
    } else if (n.date <= ctx.to) inRange.push(n);
  }
  inRange.sort((a, b) => a.date.localeCompare(b.date) || a.firstId - b.firstId);
  const label = await documentLabels(
    tx,
    userId,
    inRange.flatMap((n) =>
      n.sourceType && n.sourceId !== null ? [{ type: n.sourceType, id: n.sourceId }] : [],
    ),
  );

  const rows: ReportRow[] = [
    valueRow(R.openingBalance, value, {
      date: ctx.from,
      quantity,
      unit_cost: null,
      balance_quantity: quantity,
      balance_value: value,
      document: null,
    }),
  ];
  for (const n of inRange) {
    quantity += n.quantity;
    value += n.quantity * n.cost;
    const document = n.sourceType && n.sourceId !== null ? label(n.sourceType, n.sourceId) : null;
    const concept = STOCK_CONCEPT[n.kind] ?? n.kind;
    rows.push(
      valueRow(document ? `${concept} ${document}` : concept, n.quantity * n.cost, {
        date: n.date,
        document,
        quantity: n.quantity,
        unit_cost: n.cost,
        balance_quantity: quantity,
        balance_value: value,
      }),
    );
  }
  rows.push(
    totalRow(R.finalBalance, value, {
      date: ctx.to,
      document: null,
      quantity,
      unit_cost: null,
      balance_quantity: quantity,
      balance_value: value,
    }),
  );
  return { rows, product };
}
