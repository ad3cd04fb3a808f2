import { REPORT_ROWS as R, REPORT_MSG, type ReportRow } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { inventories } from '../../db/schema/index.ts';
import { monthStart } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { isServiceCategory, netsBetween, rolledUpBefore, type StockNet } from '../inventory/index.ts';
import type { ReportContext } from './context.ts';
import { documentLabels } from './documents.ts';
import { totalRow, valueRow } from './rows.ts';
import { STOCK_CONCEPT } from './texts.ts';

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

  // The rollups of the months before from_date's, then the nets of its month up to to_date
  // (ADR 040): those before from_date close 'Saldo inicial', the others are the rows.
  const month = monthStart(ctx.from);
  const opening = (await rolledUpBefore(tx, userId, month, product.id)).get(product.id);
  let quantity = opening?.quantity ?? 0;
  let value = opening?.value ?? 0;
  const inRange: StockNet[] = [];
  for (const n of await netsBetween(tx, userId, month, ctx.to, product.id)) {
    if (n.date < ctx.from) {
      quantity += n.quantity;
      value += n.quantity * n.cost;
    } else inRange.push(n);
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
