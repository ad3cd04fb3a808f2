import { COMPARE_COLUMNS, compareHeads, REPORT_COLUMN as R, type Report, type ReportRow } from '@cc/shared';
import { formatCOP, formatDate } from '../../lib/format.ts';
import type { Column } from './columns.ts';

const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatCOP(v));
const col = (key: string, label: string, render: Column['render'], numeric = true): Column => ({
  key,
  label,
  render,
  numeric,
});
const party = (r: ReportRow) => (r.third_party ? `${r.third_party.name} · ${r.third_party.document}` : '');
const percent = (v: number | null | undefined) =>
  v === null || v === undefined
    ? ''
    : `${v.toLocaleString('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

export const code = col('code', R.code, (r) => r.code ?? '', false);
/**
 * The PUC code on the owner's balance and results: beside the name on a wide screen, left out on
 * a phone, where it crowded the names (issue 30 item 7). The contador's books keep `code` always.
 */
const ownerCode: Column = { ...code, wideOnly: true };
export const days = col('days', R.days, (r) =>
  r.days === null || r.days === undefined ? '' : String(r.days),
);

/**
 * The books' tables (issue 11). `wide`: a table that scrolls sideways on a phone instead of the
 * stacked rows; `hideValue`: the journal's lines are a debit or a credit, with no value of their own.
 */
export type BookLayout = {
  before: Column[];
  after: Column[];
  valueLabel: string;
  wide?: boolean;
  hideValue?: boolean;
  /** The value after the other columns (the trial balance's 'Saldo final', the ledger's running 'Saldo'). */
  valueLast?: boolean;
};

export function bookColumns(report: Report): BookLayout | null {
  switch (report.code) {
    case 'trial_balance':
      return {
        before: [code],
        after: [
          col('opening', R.opening, (r) => money(r.opening)),
          col('debit', R.debit, (r) => money(r.debit)),
          col('credit', R.credit, (r) => money(r.credit)),
        ],
        valueLabel: R.closing,
        wide: true,
        valueLast: true,
      };
    case 'journal':
      return {
        before: [
          col('date', R.date, (r) => formatDate(r.date), false),
          col('document', R.voucher, (r) => r.document ?? '', false),
          code,
        ],
        after: [
          col('third_party', R.thirdParty, party, false),
          col('debit', R.debit, (r) => money(r.debit)),
          col('credit', R.credit, (r) => money(r.credit)),
        ],
        valueLabel: '',
        wide: true,
        hideValue: true,
      };
    case 'general_ledger':
      return {
        before: [col('date', R.date, (r) => (r.is_title ? '' : formatDate(r.date)), false)],
        after: [
          col('third_party', R.thirdParty, party, false),
          col('debit', R.debit, (r) => (r.is_title ? '' : money(r.debit))),
          col('credit', R.credit, (r) => (r.is_title ? '' : money(r.credit))),
        ],
        valueLabel: R.balance,
        wide: true,
        valueLast: true,
      };
    case 'inventory_valuation':
      return {
        before: [],
        after: [
          col('quantity', R.quantity, (r) =>
            r.quantity === undefined ? '' : r.quantity.toLocaleString('es-CO'),
          ),
          col('unit_cost', R.unitCost, (r) => money(r.unit_cost)),
        ],
        valueLabel: R.value,
      };
    case 'balance':
    case 'results':
      if (!report.header.compare) return { before: [ownerCode], after: [], valueLabel: R.value };
      {
        // The two figures headed by their dates ('31/10/2026', '30/09/2026'; issue 23 item 5).
        const heads = compareHeads(report.header);
        return {
          before: [ownerCode],
          after: [
            col('previous', heads.previous ?? COMPARE_COLUMNS.previous, (r) => money(r.previous)),
            col('difference', COMPARE_COLUMNS.difference, (r) => money(r.difference)),
            col('percent', COMPARE_COLUMNS.percent, (r) => percent(r.percent)),
          ],
          valueLabel: heads.current,
          wide: true,
        };
      }
    default:
      return null;
  }
}
