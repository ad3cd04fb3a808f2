import type { Report, ReportCode, ReportRow } from '@cc/shared';

/** The books the screen reads a page at a time (issue 12): a year of lines is ~100k rows. */
export const PAGED_REPORTS: readonly ReportCode[] = ['journal', 'general_ledger'];

/** The next page added under the rows already loaded (its header and totals are the same range's). */
export function appendPage(loaded: Report, page: Report): Report {
  return { ...loaded, rows: [...loaded.rows, ...page.rows], next: page.next ?? null, totals: page.totals };
}

const sameClosing = (a: ReportRow, b: ReportRow) => a.is_total && a.name === b.name && a.code === b.code;

/**
 * What the table shows: the rows loaded so far and, while more pages remain, the server's closing
 * rows of the whole range not loaded yet (the journal's 'Total', each account's 'Saldo final'),
 * so the totals are on screen from the first page.
 */
export function shownReport(report: Report): Report {
  if (!report.next || !report.totals) return report;
  const pending = report.totals.filter((t) => !report.rows.some((r) => sameClosing(r, t)));
  return { ...report, rows: [...report.rows, ...pending] };
}
