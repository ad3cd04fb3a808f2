import type { ReportRow } from '@cc/shared';
import { REPORT_COLUMN as R } from '@cc/shared';

/** The columns of a report as a table (xlsx and PDF); `value` reads them from a row. */
export type ReportColumn = {
  header: string;
  kind: 'text' | 'money' | 'decimal' | 'integer' | 'date';
  /** Share of the PDF width (the widths of a report add up to 1). */
  share: number;
  xlsxWidth: number;
  /** Long explanatory text, set smaller in the PDF. */
  small?: boolean;
  value: (row: ReportRow) => string | number | null;
};

export const name: ReportColumn = {
  header: R.concept,
  kind: 'text',
  share: 0.7,
  xlsxWidth: 42,
  value: (r) => r.name,
};
export const money = (
  header: string,
  value: (r: ReportRow) => number | null | undefined,
  share = 0.3,
): ReportColumn => ({
  header,
  kind: 'money',
  share,
  xlsxWidth: 18,
  value: (r) => (r.is_title ? null : (value(r) ?? null)),
});

const inflow = (r: ReportRow) =>
  r.quantity !== undefined && r.quantity > 0 && !isBalance(r) ? r.quantity : null;
const outflow = (r: ReportRow) =>
  r.quantity !== undefined && r.quantity < 0 && !isBalance(r) ? -r.quantity : null;
const isBalance = (r: ReportRow) => r.is_total || r.unit_cost === null;

/** Aging: days pending of an open credit (issue 11). */
const days: ReportColumn = {
  header: R.days,
  kind: 'integer',
  share: 0.08,
  xlsxWidth: 8,
  value: (r) => r.days ?? null,
};

/** The columns of the seven reports of docs/accounting.md §Reports; the books' are in book-columns.ts. */
export const REPORT_COLUMNS = {
  balance: [name, money(R.value, (r) => r.value)],
  results: [name, money(R.value, (r) => r.value)],
  debts: [
    { ...name, share: 0.3 },
    { header: R.document, kind: 'text', share: 0.13, xlsxWidth: 16, value: (r) => r.document ?? null },
    money(R.totalValue, (r) => r.total, 0.16),
    money(R.paid, (r) => r.paid, 0.16),
    money(R.pending, (r) => r.value, 0.17),
    days,
  ],
  debtors: [
    { ...name, header: R.client, share: 0.3 },
    { header: R.document, kind: 'text', share: 0.13, xlsxWidth: 18, value: (r) => r.document ?? null },
    money(R.totalValue, (r) => r.total, 0.16),
    money(R.paid, (r) => r.paid, 0.16),
    money(R.pending, (r) => r.value, 0.17),
    days,
  ],
  inventory: [
    { header: R.date, kind: 'date', share: 0.12, xlsxWidth: 12, value: (r) => r.date ?? null },
    { ...name, share: 0.22, xlsxWidth: 30 },
    { header: R.document, kind: 'text', share: 0.1, xlsxWidth: 12, value: (r) => r.document ?? null },
    { header: R.quantityIn, kind: 'integer', share: 0.1, xlsxWidth: 12, value: inflow },
    { header: R.quantityOut, kind: 'integer', share: 0.1, xlsxWidth: 12, value: outflow },
    money(R.unitCost, (r) => r.unit_cost, 0.12),
    {
      header: R.balanceQuantity,
      kind: 'integer',
      share: 0.1,
      xlsxWidth: 12,
      value: (r) => r.balance_quantity ?? null,
    },
    money(R.balanceValue, (r) => r.balance_value, 0.14),
  ],
  indicators: [
    { ...name, header: R.indicator, share: 0.3, xlsxWidth: 30 },
    { header: R.value, kind: 'decimal', share: 0.12, xlsxWidth: 12, value: (r) => r.value },
    {
      header: R.interpretation,
      kind: 'text',
      share: 0.58,
      xlsxWidth: 80,
      small: true,
      value: (r) => [r.note, r.hint].filter(Boolean).join(' '),
    },
  ],
  expenses: [
    { ...name, header: R.category, share: 0.34 },
    money(R.budgeted, (r) => r.budget, 0.22),
    money(R.executed, (r) => r.value, 0.22),
    money(R.difference, (r) => r.difference, 0.22),
  ],
} satisfies Record<string, ReportColumn[]>;
