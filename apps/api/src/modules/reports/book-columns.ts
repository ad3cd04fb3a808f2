import {
  COMPARE_COLUMNS,
  compareHeads,
  REPORT_COLUMN as R,
  type Report,
  type ReportRow,
  recordedAtText,
} from '@cc/shared';
import { money, name, REPORT_COLUMNS, type ReportColumn } from './columns.ts';

const text = (
  header: string,
  share: number,
  xlsxWidth: number,
  value: ReportColumn['value'],
): ReportColumn => ({
  header,
  kind: 'text',
  share,
  xlsxWidth,
  value,
});
const date = (share: number): ReportColumn => ({
  header: R.date,
  kind: 'date',
  share,
  xlsxWidth: 12,
  value: (r) => r.date ?? null,
});
const code = (share: number) => text(R.code, share, 10, (r) => r.code ?? null);
/** 'Juan Pérez CC 1020304050'. */
const party = (r: ReportRow) => (r.third_party ? `${r.third_party.name} ${r.third_party.document}` : null);

const BOOKS: Record<'trial_balance' | 'journal' | 'general_ledger' | 'inventory_valuation', ReportColumn[]> =
  {
    trial_balance: [
      code(0.08),
      { ...name, header: R.account, share: 0.28, xlsxWidth: 32 },
      money(R.opening, (r) => r.opening, 0.16),
      money(R.debit, (r) => r.debit, 0.16),
      money(R.credit, (r) => r.credit, 0.16),
      money(R.closing, (r) => r.value, 0.16),
    ],
    journal: [
      date(0.1),
      text(R.voucher, 0.15, 18, (r) => r.document ?? null),
      code(0.07),
      { ...name, header: R.account, share: 0.18, xlsxWidth: 28 },
      { ...text(R.thirdParty, 0.12, 32, party), small: true },
      money(R.debit, (r) => (r.is_title ? null : (r.debit ?? null)), 0.14),
      money(R.credit, (r) => (r.is_title ? null : (r.credit ?? null)), 0.14),
      // When it was written: a back-dated entry shows (ADR 038).
      {
        ...text(R.recordedAt, 0.1, 16, (r) => (r.recorded_at ? recordedAtText(r.recorded_at) : null)),
        small: true,
      },
    ],
    general_ledger: [
      date(0.1),
      { ...name, share: 0.26, xlsxWidth: 30 },
      { ...text(R.thirdParty, 0.19, 32, party), small: true },
      money(R.debit, (r) => r.debit, 0.15),
      money(R.credit, (r) => r.credit, 0.15),
      money(R.balance, (r) => r.balance, 0.15),
    ],
    inventory_valuation: [
      { ...name, header: R.product, share: 0.4 },
      { header: R.quantity, kind: 'integer', share: 0.15, xlsxWidth: 12, value: (r) => r.quantity ?? null },
      money(R.unitCost, (r) => r.unit_cost, 0.2),
      money(R.value, (r) => r.value, 0.25),
    ],
  };

/**
 * The formal statements: the PUC code before each row, and the compared period when asked — its
 * two figure columns headed by their dates ('31/10/2026', '30/09/2026'; LEDGER.md §Statements).
 */
function statement(report: Pick<Report, 'header'>): ReportColumn[] {
  if (!report.header.compare) return [code(0.12), { ...name, share: 0.58 }, money(R.value, (r) => r.value)];
  const heads = compareHeads(report.header);
  return [
    code(0.1),
    { ...name, share: 0.3 },
    money(heads.current, (r) => r.value, 0.16),
    money(heads.previous ?? COMPARE_COLUMNS.previous, (r) => r.previous, 0.16),
    money(COMPARE_COLUMNS.difference, (r) => r.difference, 0.16),
    {
      header: COMPARE_COLUMNS.percent,
      kind: 'decimal',
      share: 0.12,
      xlsxWidth: 12,
      value: (r) => (r.is_title ? null : (r.percent ?? null)),
    },
  ];
}

/** The table of a report as the xlsx and the PDF lay it out. */
export function reportColumns(report: Pick<Report, 'code' | 'header'>): ReportColumn[] {
  const c = report.code;
  if (c === 'balance' || c === 'results') return statement(report);
  if (c in BOOKS) return BOOKS[c as keyof typeof BOOKS];
  return REPORT_COLUMNS[c as keyof typeof REPORT_COLUMNS];
}
