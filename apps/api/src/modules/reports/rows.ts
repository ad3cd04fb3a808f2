import { REPORT_COLOR_RED, type ReportRow } from '@cc/shared';

/** Row builders shared by every report (docs/accounting.md §Reports: titles have no value, totals are flagged). */

type Extra = Omit<Partial<ReportRow>, 'name' | 'value' | 'is_title' | 'is_total'>;

export function titleRow(name: string): ReportRow {
  return { name, value: null, is_title: true, is_total: false, color: null, total_color: null };
}

export function valueRow(name: string, value: number | null, extra: Extra = {}): ReportRow {
  return { name, value, is_title: false, is_total: false, color: null, total_color: null, ...extra };
}

export function redRow(name: string, value: number, extra: Extra = {}): ReportRow {
  return valueRow(name, value, { color: REPORT_COLOR_RED, ...extra });
}

/** A total; a negative one is painted red. */
export function totalRow(name: string, value: number, extra: Extra = {}): ReportRow {
  return {
    name,
    value,
    is_title: false,
    is_total: true,
    color: null,
    total_color: value < 0 ? REPORT_COLOR_RED : null,
    ...extra,
  };
}
