import type { Report, ReportCode, ReportRow } from '@cc/shared';
import { REPORT_COLUMN as R, REPORT_COLOR_RED } from '@cc/shared';
import { formatCOP, formatDate } from '../../lib/format.ts';
import { type BookLayout, bookColumns, days } from './book-columns.ts';

/** One extra column of a report (docs/decisions/011-reports.md "Extra columns by report"). */
export type Column = {
  key: string;
  label: string;
  render: (row: ReportRow) => string;
  numeric: boolean;
  /** Left out on a phone: the owner's statements read by name there (issue 30 item 7). */
  wideOnly?: boolean;
};

const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatCOP(v));
const qty = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : v.toLocaleString('es-CO');

const col = (key: string, label: string, render: Column['render'], numeric = true): Column => ({
  key,
  label,
  render,
  numeric,
});

/** Columns shown before the value (text) and after it (numbers), by report. */
export function columnsOf(report: Report): BookLayout {
  const books = bookColumns(report);
  if (books) return books;
  switch (report.code) {
    case 'debts':
    case 'debtors':
      return {
        before: [
          col('date', R.date, (r) => formatDate(r.date), false),
          col('document', R.document, (r) => r.document ?? '', false),
        ],
        after: [
          col('total', R.total, (r) => money(r.total)),
          col('paid', R.paidSoFar, (r) => money(r.paid)),
          days,
        ],
        valueLabel: R.balance,
      };
    case 'inventory':
      return {
        before: [
          col('date', R.date, (r) => formatDate(r.date), false),
          col('document', R.document, (r) => r.document ?? '', false),
        ],
        after: [
          col('quantity', R.quantity, (r) => qty(r.quantity)),
          col('unit_cost', R.unitCost, (r) => money(r.unit_cost)),
          col('balance_quantity', R.balanceQuantityShort, (r) => qty(r.balance_quantity)),
          col('balance_value', R.balanceValueShort, (r) => money(r.balance_value)),
        ],
        valueLabel: R.value,
      };
    case 'expenses':
      return {
        before: [],
        after: [
          col('budget', R.budget, (r) => money(r.budget)),
          col('difference', R.difference, (r) => money(r.difference)),
        ],
        valueLabel: R.executed,
      };
    default:
      return { before: [], after: [], valueLabel: R.value };
  }
}

/** docs/product/3-expenses-reports.md §9: indicators show 2 decimals; money shows 0. */
export function formatValue(code: ReportCode, row: ReportRow): string {
  if (row.value === null) return row.is_title ? '' : '—';
  if (code === 'indicators') {
    return row.value.toLocaleString('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  return formatCOP(row.value);
}

/** 'red' on the row paints it; `total_color` paints the value of a negative total. */
export function rowColor(row: ReportRow): string | undefined {
  return row.color === REPORT_COLOR_RED ? 'red.7' : undefined;
}
export function valueColor(row: ReportRow): string | undefined {
  return row.color === REPORT_COLOR_RED || row.total_color === REPORT_COLOR_RED ? 'red.7' : undefined;
}
