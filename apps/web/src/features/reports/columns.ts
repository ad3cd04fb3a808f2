import type { Report, ReportCode, ReportRow } from '@cc/shared';
import { REPORT_COLOR_RED } from '@cc/shared';
import { formatCOP, formatShortDate } from '../../lib/format.ts';
import { type BookLayout, bookColumns, days } from './book-columns.ts';

/** One extra column of a report (docs/decisions/011-reports.md "Extra columns by report"). */
export type Column = { key: string; label: string; render: (row: ReportRow) => string; numeric: boolean };

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
          col('date', 'Fecha', (r) => formatShortDate(r.date), false),
          col('document', 'Documento', (r) => r.document ?? '', false),
        ],
        after: [
          col('total', 'Total', (r) => money(r.total)),
          col('paid', 'Abonado', (r) => money(r.paid)),
          days,
        ],
        valueLabel: 'Saldo',
      };
    case 'inventory':
      return {
        before: [
          col('date', 'Fecha', (r) => formatShortDate(r.date), false),
          col('document', 'Documento', (r) => r.document ?? '', false),
        ],
        after: [
          col('quantity', 'Cantidad', (r) => qty(r.quantity)),
          col('unit_cost', 'Costo unitario', (r) => money(r.unit_cost)),
          col('balance_quantity', 'Saldo (cantidad)', (r) => qty(r.balance_quantity)),
          col('balance_value', 'Saldo (valor)', (r) => money(r.balance_value)),
        ],
        valueLabel: 'Valor',
      };
    case 'expenses':
      return {
        before: [],
        after: [
          col('budget', 'Presupuesto', (r) => money(r.budget)),
          col('difference', 'Diferencia', (r) => money(r.difference)),
        ],
        valueLabel: 'Ejecutado',
      };
    default:
      return { before: [], after: [], valueLabel: 'Valor' };
  }
}

/** Spec 3 §9: indicators show 2 decimals; money shows 0. */
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
