import type { Chart, ChartType, Report, ReportCode } from '@cc/shared';
import { downloadFile, fetchFile, http } from './client.ts';

/** What a report or chart is asked for (docs/product/3-expenses-reports.md §7): dates 'YYYY-MM-DD', the product for inventory. */
export type ReportQuery = {
  from_date: string;
  to_date: string;
  product_id?: number;
  /** Libro mayor: one account's code. */
  account?: string;
  /** Balance and results: previous_period | previous_year. */
  compare?: string;
  /** Balance: compare with this earlier cut-off (YYYY-MM-DD). */
  compare_cut_off?: string;
  /** Journal and general ledger: a page of this many lines, after the previous page's `next`. */
  limit?: number;
  after?: string;
};

/** Report and chart calls (docs/decisions/011-reports.md). */
export const reportsApi = {
  report: (code: ReportCode, query: ReportQuery) => http.get<Report>(`/api/reports/${code}/`, { query }),
  /** Saves the xlsx or PDF under the server's file name (Content-Disposition). */
  download: (code: ReportCode, format: 'xlsx' | 'pdf' | 'csv', query: ReportQuery, fallbackName: string) =>
    downloadFile(`/api/reports/${code}/`, fallbackName, { ...query, type: format }),
  /** Prepares the xlsx in memory, for the generator that shows its link once processed. */
  prepare: (code: ReportCode, query: ReportQuery, fallbackName: string) =>
    fetchFile(`/api/reports/${code}/`, fallbackName, { ...query, type: 'xlsx' }),
  /** Notas a los estados financieros (PDF) as of `to_date`, the results from `from_date` (issue 23 item 5). */
  notes: (query: Pick<ReportQuery, 'from_date' | 'to_date'>, fallbackName: string) =>
    downloadFile('/api/reports/notes/', fallbackName, {
      from_date: query.from_date,
      to_date: query.to_date,
      type: 'pdf',
    }),
  chart: (type: ChartType, query: ReportQuery) =>
    http.get<Chart>('/api/charts/', { query: { type, from_date: query.from_date, to_date: query.to_date } }),
};
