import {
  CHART_CATALOGUE,
  CHART_LABELS,
  CHART_TYPES,
  type Chart,
  type ChartDataset,
  type ChartType,
  REPORT_MSG,
  rangeErrors,
} from '@cc/shared';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import {
  budgetByMonth,
  expensesByMonth,
  type Range,
  salesByItem,
  salesByMonth,
  shoppingsByItem,
  shoppingsByMonth,
} from './queries.ts';
import { barDataset, lineDatasets, monthly, monthsOf, shareDoughnut } from './series.ts';

export type ChartQuery = {
  type?: string | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
};
type Series = { labels: string[]; datasets: ChartDataset[] };
type Builder = (tx: Tx, r: Range) => Promise<Series>;

const byMonth = (r: Range, values: Map<string, number>, label: string): Series => {
  const { labels, data } = monthly(monthsOf(r.from, r.to), values);
  return { labels, datasets: [barDataset(label, data)] };
};

const budgetLine = (r: Range, projected: Map<string, number>, executed: Map<string, number>): Series => {
  const months = monthsOf(r.from, r.to);
  const p = monthly(months, projected);
  const e = monthly(months, executed);
  return { labels: p.labels, datasets: lineDatasets(p.data, e.data) };
};

const CHART_BUILDERS: Record<ChartType, Builder> = {
  sales_by_product: async (tx, r) => shareDoughnut(await salesByItem(tx, r)),
  sales_by_month: async (tx, r) => byMonth(r, await salesByMonth(tx, r), CHART_LABELS.sales),
  shoppings_by_product: async (tx, r) => shareDoughnut(await shoppingsByItem(tx, r)),
  shoppings_by_month: async (tx, r) => byMonth(r, await shoppingsByMonth(tx, r), CHART_LABELS.shoppings),
  // One query at a time on the transaction's connection.
  budget_income: async (tx, r) => {
    const projected = await budgetByMonth(tx, r, 'INGRESO');
    return budgetLine(r, projected, await salesByMonth(tx, r));
  },
  budget_expense: async (tx, r) => {
    const projected = await budgetByMonth(tx, r, 'GASTO');
    return budgetLine(r, projected, await expensesByMonth(tx, r));
  },
};

const isType = (v: string): v is ChartType => (CHART_TYPES as readonly string[]).includes(v);

/**
 * GET /api/charts/ (docs/accounting.md §Charts): Chart.js {labels, datasets} plus how to draw it. Range of
 * 1-12 months; the monthly charts within one year (docs/product/3-expenses-reports.md §5). Voided documents count for nothing.
 */
export async function buildChart(deps: AppDeps, userId: number, q: ChartQuery): Promise<Chart> {
  const type = q.type?.trim().toLowerCase() ?? '';
  const from = q.from_date?.trim();
  const to = q.to_date?.trim();
  const errors: Record<string, string[]> = {};
  if (!isType(type)) errors.type = [REPORT_MSG.chartTypeInvalid];
  const range = rangeErrors(from, to, { sameYear: isType(type) && CHART_CATALOGUE[type].monthly });
  Object.assign(errors, range);
  if (Object.keys(errors).length || !isType(type) || !from || !to) throw AppError.fields(errors);
  const builder = CHART_BUILDERS[type];
  const r = { userId, from, to };
  // One snapshot for the whole chart.
  const series = await deps.db.transaction((tx) => builder(tx, r), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const meta = CHART_CATALOGUE[type];
  return {
    type,
    kind: meta.kind,
    unit: meta.unit,
    title: meta.title,
    from_date: from,
    to_date: to,
    ...series,
  };
}
