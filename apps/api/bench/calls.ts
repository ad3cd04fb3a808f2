import { REPORT_CODES } from '@cc/shared';
import { BENCH_TODAY } from './server.ts';

export type Call = { name: string; url: string; kind: 'report' | 'summary' | 'list' | 'download' };

const YEAR = `from_date=2026-01-01&to_date=${BENCH_TODAY}`;
const MONTH = `from_date=2026-06-01&to_date=${BENCH_TODAY}`;
/** What a report needs beyond its dates (inventory: a product; general ledger: an account). */
const extra = (code: string, productId: number) =>
  code === 'inventory' ? `&product_id=${productId}` : code === 'general_ledger' ? '&account=1105' : '';

const LISTS: [string, string][] = [
  ['incomes all', '/api/incomes/?totals=true'],
  [
    'incomes cash + abonos',
    '/api/incomes/?payment_type=CONTADO&payment_method=EFECTIVO&payment=true&totals=true',
  ],
  ['incomes credit', '/api/incomes/?payment_type=CREDITO&totals=true'],
  ['shoppings all', '/api/shoppings/?totals=true'],
  ['expenses all', '/api/expenses/?totals=true'],
];

/**
 * Every call the benchmark times: each report (this year), each summary, each list's first page
 * and a page at 90 % of it (`totals` of each list decide the offset), the latter both by offset
 * and by cursor (`after`: what the web's 'Cargar más' sends, ADR 023 part B; `deepCursors` holds
 * the cursor of the row before that depth), and every download: the
 * module exports over the whole history and each report as xlsx and PDF (this month, so the file
 * is the same size at any history length) and the journal as CSV; the journal and ledger's first
 * page of the year, and the year's journal as CSV and xlsx.
 */
export function benchCalls(
  productId: number,
  listSizes: Map<string, number>,
  deepCursors: Map<string, string>,
  opts: { wholeBooks: boolean } = { wholeBooks: true },
): Call[] {
  const calls: Call[] = [];
  for (const code of REPORT_CODES) {
    calls.push({
      name: `report ${code}`,
      url: `/api/reports/${code}/?${YEAR}${extra(code, productId)}`,
      kind: 'report',
    });
  }
  // The books as the screen reads them (issue 12): the year's first page of 200 lines.
  for (const [name, code, more] of [
    ['journal', 'journal', ''],
    ['general_ledger', 'general_ledger', '&account=1105'],
    ['general_ledger all accounts', 'general_ledger', ''],
  ] as const) {
    const url = `/api/reports/${code}/?${YEAR}${more}&limit=200`;
    calls.push({ name: `report ${name} (first page)`, url, kind: 'report' });
  }
  // Issue 24's calls: a month of the kardex, the diario and the mayor of 1105 (whole, as JSON).
  for (const [name, code, more] of [
    ['inventory', 'inventory', `&product_id=${productId}`],
    ['journal', 'journal', ''],
    ['general_ledger 1105', 'general_ledger', '&account=1105'],
  ] as const) {
    calls.push({
      name: `report ${name} (month)`,
      url: `/api/reports/${code}/?${MONTH}${more}`,
      kind: 'report',
    });
  }
  if (opts.wholeBooks) {
    // Every line of the year as JSON: bounded per row returned, not flat.
    calls.push({
      name: 'report journal (year, whole)',
      url: `/api/reports/journal/?${YEAR}`,
      kind: 'download',
    });
    calls.push({
      name: 'report general_ledger all accounts (year, whole)',
      url: `/api/reports/general_ledger/?${YEAR}`,
      kind: 'download',
    });
  }
  for (const r of ['incomes', 'shoppings', 'expenses']) {
    calls.push({ name: `summary ${r}`, url: `/api/${r}/?summary=true`, kind: 'summary' });
  }
  calls.push({ name: 'summary financial_info', url: '/api/financial_info/summary/', kind: 'summary' });
  for (const [name, url] of LISTS) {
    const deep = Math.floor((listSizes.get(name) ?? 0) * 0.9);
    calls.push({ name: `list ${name} (first page)`, url: `${url}&limit=50&offset=0`, kind: 'list' });
    calls.push({ name: `list ${name} (offset 90 %)`, url: `${url}&limit=50&offset=${deep}`, kind: 'list' });
    const after = deepCursors.get(name);
    if (after)
      calls.push({ name: `list ${name} (cursor 90 %)`, url: `${url}&limit=50&after=${after}`, kind: 'list' });
  }
  for (const r of ['incomes', 'shoppings', 'expenses']) {
    calls.push({ name: `export ${r} xlsx`, url: `/api/${r}/export/`, kind: 'download' });
  }
  for (const code of REPORT_CODES) {
    for (const type of ['xlsx', 'pdf']) {
      const url = `/api/reports/${code}/?${MONTH}${extra(code, productId)}&type=${type}`;
      calls.push({ name: `report ${code} ${type} (month)`, url, kind: 'download' });
    }
  }
  calls.push({
    name: 'report journal csv (month)',
    url: `/api/reports/journal/?${MONTH}&type=csv`,
    kind: 'download',
  });
  // The year's journal downloads: every line of the year, read in batches (issue 12).
  for (const type of ['csv', 'xlsx']) {
    const url = `/api/reports/journal/?${YEAR}&type=${type}`;
    calls.push({ name: `report journal ${type} (year)`, url, kind: 'download' });
  }
  if (opts.wholeBooks) {
    const url = `/api/reports/general_ledger/?${YEAR}&type=xlsx`;
    calls.push({ name: 'report general_ledger all accounts xlsx (year)', url, kind: 'download' });
  }
  return calls;
}

export const LIST_URLS = LISTS;
