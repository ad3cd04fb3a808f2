import type { ReportRow } from '@cc/shared';

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
  header: 'Concepto',
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
  header: 'Días',
  kind: 'integer',
  share: 0.08,
  xlsxWidth: 8,
  value: (r) => r.days ?? null,
};

/** The columns of the seven reports of LEDGER.md; the books' are in book-columns.ts. */
export const REPORT_COLUMNS = {
  balance: [name, money('Valor', (r) => r.value)],
  results: [name, money('Valor', (r) => r.value)],
  debts: [
    { ...name, share: 0.3 },
    { header: 'Documento', kind: 'text', share: 0.13, xlsxWidth: 16, value: (r) => r.document ?? null },
    money('Valor total', (r) => r.total, 0.16),
    money('Pagado', (r) => r.paid, 0.16),
    money('Saldo pendiente', (r) => r.value, 0.17),
    days,
  ],
  debtors: [
    { ...name, header: 'Cliente', share: 0.3 },
    { header: 'Documento', kind: 'text', share: 0.13, xlsxWidth: 18, value: (r) => r.document ?? null },
    money('Valor total', (r) => r.total, 0.16),
    money('Pagado', (r) => r.paid, 0.16),
    money('Saldo pendiente', (r) => r.value, 0.17),
    days,
  ],
  inventory: [
    { header: 'Fecha', kind: 'date', share: 0.12, xlsxWidth: 12, value: (r) => r.date ?? null },
    { ...name, share: 0.22, xlsxWidth: 30 },
    { header: 'Documento', kind: 'text', share: 0.1, xlsxWidth: 12, value: (r) => r.document ?? null },
    { header: 'Cantidad entrada', kind: 'integer', share: 0.1, xlsxWidth: 12, value: inflow },
    { header: 'Cantidad salida', kind: 'integer', share: 0.1, xlsxWidth: 12, value: outflow },
    money('Costo unitario', (r) => r.unit_cost, 0.12),
    {
      header: 'Saldo cantidad',
      kind: 'integer',
      share: 0.1,
      xlsxWidth: 12,
      value: (r) => r.balance_quantity ?? null,
    },
    money('Saldo valor', (r) => r.balance_value, 0.14),
  ],
  indicators: [
    { ...name, header: 'Indicador', share: 0.3, xlsxWidth: 30 },
    { header: 'Valor', kind: 'decimal', share: 0.12, xlsxWidth: 12, value: (r) => r.value },
    {
      header: 'Interpretación',
      kind: 'text',
      share: 0.58,
      xlsxWidth: 80,
      small: true,
      value: (r) => [r.note, r.hint].filter(Boolean).join(' '),
    },
  ],
  expenses: [
    { ...name, header: 'Categoría', share: 0.34 },
    money('Presupuestado', (r) => r.budget, 0.22),
    money('Ejecutado', (r) => r.value, 0.22),
    money('Diferencia', (r) => r.difference, 0.22),
  ],
} satisfies Record<string, ReportColumn[]>;
