import type { Report, ReportCode, ReportRow } from '@cc/shared';

/** The books the screen reads a page at a time (issue 12): a year of lines is ~100k rows. */
export const PAGED_REPORTS: readonly ReportCode[] = ['journal', 'general_ledger'];

/** The next page added under the rows already loaded (its header and totals are the same range's). */
export function appendPage(loaded: Report, page: Report): Report {
  return { ...loaded, rows: [...loaded.rows, ...page.rows], next: page.next ?? null, totals: page.totals };
}

const closingKey = (r: ReportRow) => `${r.name}|${r.code ?? ''}`;

/**
 * What the table shows: the rows loaded so far and, while more pages remain, the server's closing
 * rows of the whole range not loaded yet (the journal's 'Total', each account's 'Saldo final'),
 * so the totals are on screen from the first page.
 */
export function shownReport(report: Report): Report {
  if (!report.next || !report.totals) return report;
  // One pass over the loaded rows, not one per closing row (a ledger of many accounts and pages).
  const loaded = new Set(report.rows.filter((r) => r.is_total).map(closingKey));
  const pending = report.totals.filter((t) => !loaded.has(closingKey(t)));
  return { ...report, rows: [...report.rows, ...pending] };
}

export type AccountOption = { value: string; label: string };

/**
 * The general ledger's 'Cuenta' options ('1105 Caja'): every account the server listed for the
 * range (the first page's `accounts`: all of them, not only those of the pages loaded) added to
 * those already known, in code order.
 */
export function ledgerAccountOptions(known: AccountOption[], report: Report): AccountOption[] {
  const found = (report.accounts ?? []).map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }));
  const all = new Map([...known, ...found].map((a) => [a.value, a]));
  return [...all.values()].sort((a, b) => a.value.localeCompare(b.value));
}
