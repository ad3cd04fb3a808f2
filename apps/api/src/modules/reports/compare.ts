import {
  COMPARE_LABELS,
  type CompareKind,
  CUT_OFF_TEXT,
  type ReportHeader,
  type ReportRow,
} from '@cc/shared';
import { addDays, addMonths, monthEnd } from '../../lib/clock.ts';
import { daysPending } from './aging.ts';

export type CompareRange = NonNullable<ReportHeader['compare']>;

const isMonthEnd = (d: string) => d === monthEnd(d);

/** `date` moved by whole months, a month's last day staying the last day (29/02 ↔ 28/02). */
const shiftMonths = (date: string, months: number) =>
  isMonthEnd(date) ? monthEnd(addMonths(date, months)) : addMonths(date, months);

/**
 * The range compared with [from, to]: the same dates one year earlier, or the period just
 * before of the same length — whole months when the range is whole months (January → December),
 * otherwise the same number of days.
 */
export function compareRange(kind: CompareKind, from: string, to: string): CompareRange {
  const label = COMPARE_LABELS[kind];
  if (kind === 'previous_year') {
    return { kind, label, from_date: shiftMonths(from, -12), to_date: shiftMonths(to, -12) };
  }
  const prevTo = addDays(from, -1);
  if (from.endsWith('-01') && isMonthEnd(to)) {
    const months =
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      Number(to.slice(5, 7)) -
      Number(from.slice(5, 7)) +
      1;
    return { kind, label, from_date: addMonths(from, -months), to_date: prevTo };
  }
  return { kind, label, from_date: addDays(prevTo, -daysPending(from, to)), to_date: prevTo };
}

/** The balance compared with an earlier cut-off: a date, not a range (LEDGER.md §Statements). */
export const cutOffCompare = (date: string): CompareRange => ({
  kind: 'cut_off',
  label: CUT_OFF_TEXT.label,
  from_date: date,
  to_date: date,
});

/** value − previous over |previous|, in % with 2 decimals; null when there is nothing to compare with. */
export function percentChange(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 10_000) / 100;
}

/**
 * Puts the compared period's figures beside the current ones. Both row lists come from the same
 * builder over the same accounts, so they match row by row; titles get nothing.
 */
export function withComparison(current: ReportRow[], previous: ReportRow[]): ReportRow[] {
  return current.map((row, i) => {
    const before = previous[i];
    if (row.is_title || row.value === null || !before || before.name !== row.name) return row;
    const prev = before.value ?? 0;
    return { ...row, previous: prev, difference: row.value - prev, percent: percentChange(row.value, prev) };
  });
}
