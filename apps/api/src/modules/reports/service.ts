import { Readable } from 'node:stream';
import {
  BOOK_MSG,
  BOOK_PAGE_MAX,
  BOOK_PAGE_SIZE,
  COMPARE_KINDS,
  type CompareKind,
  CUT_OFF_TEXT,
  FORMAL_TITLES,
  isCalendarDate,
  NOTES_TEXT,
  type RangeErrors,
  REPORT_CATALOGUE,
  REPORT_CODES,
  REPORT_FORMATS,
  REPORT_MSG,
  REPORT_NOTICE,
  type Report,
  type ReportCode,
  type ReportFormat,
  type ReportRow,
  rangeErrors,
  reportFileName,
} from '@cc/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { type DownloadFile, moduleDownload } from '../../downloads/jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import { monthEnd } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { PDF_MIME } from '../../lib/pdf.ts';
import { XLSX_MIME } from '../../lib/xlsx.ts';
import { balanceReport } from './balance.ts';
import {
  type BookCursor,
  decodeBookCursor,
  journalBatches,
  journalPage,
  lastEntryId,
  withJournalTotal,
} from './book-pages.ts';
import { type CompareRange, compareRange, cutOffCompare } from './compare.ts';
import type { ReportContext } from './context.ts';
import { debtorsReport } from './debtors.ts';
import { debtsReport } from './debts.ts';
import { expensesReport } from './expenses.ts';
import { reportPdf } from './file-pdf.ts';
import { type ReportFile, reportFileOf, reportXlsx } from './file-xlsx.ts';
import { ledgerAccount, ledgerBatches, ledgerPage, ledgerTrial } from './general-ledger.ts';
import { reportHeader, reportSignatories } from './header.ts';
import { indicatorsReport } from './indicators.ts';
import { inventoryReport } from './inventory.ts';
import { journalCsv } from './journal.ts';
import { buildNotes } from './notes.ts';
import { notesPdf } from './notes-pdf.ts';
import { reportJson } from './report-json.ts';
import { resultsReport } from './results.ts';
import { trialBalanceReport } from './trial-balance.ts';
import { valuationReport } from './valuation.ts';

export type ReportQuery = {
  code: string | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
  product_id?: string | undefined;
  type?: string | undefined;
  /** general_ledger: one account's code. */
  account?: string | undefined;
  /** balance and results: previous_period | previous_year. */
  compare?: string | undefined;
  /** balance: the cut-off (instead of from_date/to_date; the period then starts on 1 January). */
  cut_off?: string | undefined;
  /** balance: compare with this earlier cut-off (ADR 039). */
  compare_cut_off?: string | undefined;
  /** journal and general_ledger as JSON: a page of this many lines (issue 12). */
  limit?: string | undefined;
  /** journal and general_ledger as JSON: the page after this cursor (the previous page's `next`). */
  after?: string | undefined;
};

/** A parsed report request (plain data: it crosses to the download thread as a message). */
export type ReportRequest = {
  code: ReportCode;
  format: ReportFormat;
  from: string;
  to: string;
  productId: number | null;
  account: string | null;
  compare: CompareKind | null;
  /** The balance compared with this earlier cut-off. */
  compareCutOff: string | null;
  /** A page of the journal or the ledger; null for the whole range (the spec's answer). */
  page: { limit: number; after: BookCursor | null } | null;
};

type Builder = (ctx: ReportContext, req: ReportRequest, compare?: CompareRange) => Promise<ReportRow[]>;
// The journal and the ledger: a page (below), or the whole range written as read (bookJson).
const BUILDERS: Record<Exclude<ReportCode, 'inventory' | 'general_ledger' | 'journal'>, Builder> = {
  balance: (ctx, _req, compare) => balanceReport(ctx, compare),
  results: (ctx, _req, compare) => resultsReport(ctx, compare),
  debts: debtsReport,
  debtors: debtorsReport,
  indicators: indicatorsReport,
  expenses: expensesReport,
  trial_balance: trialBalanceReport,
  inventory_valuation: valuationReport,
};
/** Reports that can put a compared period beside theirs (issue 11). */
const COMPARABLE: readonly ReportCode[] = ['balance', 'results'];

const isCode = (v: string): v is ReportCode => (REPORT_CODES as readonly string[]).includes(v);
const isFormat = (v: string): v is ReportFormat => (REPORT_FORMATS as readonly string[]).includes(v);

/** A product id as typed; anything that is not a plausible id is a missing item (404). */
function productIdOf(raw: string | undefined): number | null | 'missing' {
  const v = raw?.trim() ?? '';
  if (v === '' || v === 'null' || v === 'undefined') return 'missing';
  return /^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= 2_147_483_647 ? Number(v) : null;
}

const PAGED: readonly ReportCode[] = ['journal', 'general_ledger'];

/**
 * The page a journal or ledger JSON asks for: `limit` (1–1000, BOOK_PAGE_SIZE when only `after`
 * comes) and/or `after`; neither → null, the whole range as the spec shows it. Other reports and
 * the downloads ignore both.
 */
function pageOf(q: ReportQuery, code: ReportCode, format: ReportFormat): ReportRequest['page'] {
  const rawLimit = q.limit?.trim() || undefined;
  const rawAfter = q.after?.trim() || undefined;
  if (!PAGED.includes(code) || format !== 'json' || (rawLimit === undefined && rawAfter === undefined))
    return null;
  const limit = rawLimit === undefined ? BOOK_PAGE_SIZE : Number(rawLimit);
  if (!/^\d{1,4}$/.test(rawLimit ?? '1') || limit < 1 || limit > BOOK_PAGE_MAX)
    throw AppError.field('limit', BOOK_MSG.limitInvalid);
  return { limit, after: rawAfter === undefined ? null : decodeBookCursor(rawAfter) };
}

/**
 * Checks a report request (docs/product/3-expenses-reports.md §5, §9): a known code (else 404), a known format, PDF only for
 * results/balance/indicators, the date range (1-12 months; the expenses report within one year)
 * and, for the inventory report, a product. Indicators run from 1 January to the end of the
 * current month whatever dates are sent (the screen locks them).
 */
export function parseReportRequest(q: ReportQuery, todayDate: string): ReportRequest {
  const code = q.code?.trim().toLowerCase() ?? '';
  if (!isCode(code)) throw AppError.notFound();
  const format = q.type?.trim().toLowerCase() || 'json';
  if (!isFormat(format)) throw AppError.field('type', REPORT_MSG.formatInvalid);
  if (format === 'csv' && code !== 'journal') throw AppError.field('type', BOOK_MSG.csvOnlyJournal);
  const compare = q.compare?.trim() || null;
  if (
    compare !== null &&
    (!COMPARABLE.includes(code) || !(COMPARE_KINDS as readonly string[]).includes(compare))
  )
    throw AppError.field('compare', BOOK_MSG.compareInvalid);
  const common = {
    code,
    format,
    account: code === 'general_ledger' ? q.account?.trim() || null : null,
    compare: compare as CompareKind | null,
    compareCutOff: null,
    page: pageOf(q, code, format),
  };
  if (code === 'balance') return balanceRequest(q, common);

  if (!REPORT_CATALOGUE[code].needsDates) {
    return { ...common, from: `${todayDate.slice(0, 4)}-01-01`, to: monthEnd(todayDate), productId: null };
  }
  const from = q.from_date?.trim();
  const to = q.to_date?.trim();
  const errors: RangeErrors = rangeErrors(from, to, { sameYear: code === 'expenses' }) ?? {};
  let productId: number | null = null;
  if (code === 'inventory') {
    const p = productIdOf(q.product_id);
    if (p === 'missing') errors.product_id = [REPORT_MSG.productRequired];
    else productId = p;
  }
  if (Object.keys(errors).length) throw AppError.fields(errors);
  return { ...common, from: from ?? '', to: to ?? '', productId };
}

/**
 * The balance's request: a cut-off (`cut_off`, or the range's `to_date` as before; the period then
 * runs from 1 January of the cut-off's year unless `from_date` comes) and, to compare, an earlier
 * cut-off (`compare_cut_off`) or the old `compare` kinds (ADR 039).
 */
function balanceRequest(
  q: ReportQuery,
  common: Omit<ReportRequest, 'from' | 'to' | 'productId'>,
): ReportRequest {
  const cutOff = q.cut_off?.trim();
  const compareCutOff = q.compare_cut_off?.trim() || null;
  if (cutOff && !q.to_date?.trim()) {
    if (!isCalendarDate(cutOff)) throw AppError.field('cut_off', CUT_OFF_TEXT.cutOffInvalid);
  }
  const to = q.to_date?.trim() || cutOff;
  const from = q.from_date?.trim() || (cutOff && to ? `${to.slice(0, 4)}-01-01` : undefined);
  const errors: RangeErrors = rangeErrors(from, to, { sameYear: false }) ?? {};
  if (Object.keys(errors).length) throw AppError.fields(errors);
  if (compareCutOff !== null) {
    if (common.compare) throw AppError.field('compare', BOOK_MSG.compareInvalid);
    if (!isCalendarDate(compareCutOff) || compareCutOff >= (to ?? ''))
      throw AppError.field('compare_cut_off', CUT_OFF_TEXT.invalid);
  }
  return { ...common, compareCutOff, from: from ?? '', to: to ?? '', productId: null };
}

/** What a statement is compared with: the balance's earlier cut-off, or a kind of period. */
function compareOf(req: ReportRequest): CompareRange | undefined {
  if (req.compareCutOff) return cutOffCompare(req.compareCutOff);
  return req.compare ? compareRange(req.compare, req.from, req.to) : undefined;
}

/** GET /api/reports/{code}/ as JSON: header, rows and the legal notice (docs/product/1-account.md §1). */
export async function buildReport(deps: ReportDeps, userId: number, req: ReportRequest): Promise<Report> {
  const now = deps.clock.now();
  // One snapshot for every query of the report, so its totals always agree with each other.
  return deps.db.transaction(
    async (tx) => {
      const ctx: ReportContext = { tx, userId, from: req.from, to: req.to };
      const header = await headerOf(ctx, req, now);
      if (req.code === 'inventory') {
        const { rows, product } = await inventoryReport(ctx, req.productId);
        return { code: req.code, header: { ...header, product }, rows, notice: REPORT_NOTICE };
      }
      if (req.code === 'general_ledger' || req.code === 'journal') {
        if (!req.page) throw new Error('the whole range of a book is written by bookJson');
        if (req.code === 'journal') {
          const page = await journalPage(ctx, req.page.after, req.page.limit);
          return { code: req.code, header, ...page, notice: REPORT_NOTICE };
        }
        const account = await ledgerAccount(ctx, req.account);
        const page = await ledgerPage(ctx, account, req.page.after, req.page.limit);
        return {
          code: req.code,
          header: account ? { ...header, account } : header,
          ...page,
          notice: REPORT_NOTICE,
        };
      }
      const compare = compareOf(req);
      const rows = await BUILDERS[req.code](ctx, req, compare);
      return {
        code: req.code,
        header: compare ? { ...header, compare } : header,
        rows,
        notice: REPORT_NOTICE,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The header of a report: the business, the range and, for the formal statements, their title. */
async function headerOf(ctx: ReportContext, req: ReportRequest, now: Date) {
  const base = await reportHeader(ctx.tx, ctx.userId, { code: req.code, from: req.from, to: req.to, now });
  const formal = FORMAL_TITLES[req.code];
  if (!formal) return base;
  const signatories = await reportSignatories(ctx.tx, ctx.userId);
  return { ...base, formal_title: formal, ...(signatories ? { signatories } : {}) };
}

/**
 * The journal or the general ledger as a download source (issue 12): header, the ledger's
 * accounts with their opening balances, and the highest entry id then visible, in one short
 * snapshot; the lines are then read a batch at a time, each batch its own short query (no
 * transaction held while the file streams: on PGlite that would hold the only session for
 * everyone). Entries are never deleted nor their amounts changed (a void or an edit posts a
 * reversal), and only entries up to that id are read, so nothing posted after the click appears;
 * the closing rows (the journal's 'Total', each account's 'Saldo final') are summed from the
 * lines written, so they agree with the file's rows even when an entry with a lower id committed
 * just after the snapshot (PostgreSQL allots ids before commit).
 */
async function bookFile(deps: ReportDeps, userId: number, req: ReportRequest): Promise<ReportFile> {
  const now = deps.clock.now();
  const range = { userId, from: req.from, to: req.to };
  const snap = await deps.db.transaction(
    async (tx) => {
      const ctx: ReportContext = { tx, ...range };
      const account = req.code === 'general_ledger' ? await ledgerAccount(ctx, req.account) : null;
      const header = await headerOf(ctx, req, now);
      return {
        header: account ? { ...header, account } : header,
        trial: req.code === 'general_ledger' ? await ledgerTrial(ctx, account) : [],
        upToEntry: await lastEntryId(tx, userId),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { upToEntry } = snap;
  const rows =
    req.code === 'general_ledger'
      ? ledgerBatches(deps.db, range, snap.trial, { upToEntry })
      : withJournalTotal(journalBatches(deps.db, userId, req.from, req.to, upToEntry));
  return { code: req.code, header: snap.header, rows, notice: REPORT_NOTICE };
}

const CSV_MIME = 'text/csv; charset=utf-8';

/** What a report reads: the database and the clock (its header says when it was generated). */
type ReportDeps = { db: Db; clock: Clock };

/**
 * The journal's or the ledger's whole range as JSON (no page asked: the answer docs/accounting.md §Books for the accountant fixes),
 * from the downloads' snapshot and batches, written as it is read (report-json.ts); null for any
 * other request. Built whole, a year at 100k sales held the server's thread for seconds and its
 * memory past 1 GB (ADR 023).
 */
export async function bookJson(
  deps: ReportDeps,
  userId: number,
  req: ReportRequest,
): Promise<Readable | null> {
  if ((req.code !== 'journal' && req.code !== 'general_ledger') || req.page) return null;
  return reportJson(await bookFile(deps, userId, req));
}

/**
 * GET /api/reports/notes/: the notes to the financial statements as a PDF, as of the balance's
 * cut-off (`cut_off` or `to_date`), the results from `from_date` (default 1 January of the
 * cut-off's year). The same checks as the balance; the figures read in one snapshot.
 */
export async function notesFile(
  deps: AppDeps,
  userId: number,
  q: Omit<ReportQuery, 'code'>,
): Promise<{ name: string; type: string; body: Readable }> {
  const format = q.type?.trim().toLowerCase() || 'pdf';
  if (format !== 'pdf') throw AppError.field('type', NOTES_TEXT.onlyPdf);
  const req = balanceRequest(
    { ...q, code: 'balance', compare: undefined, compare_cut_off: undefined },
    {
      code: 'balance',
      format: 'pdf',
      account: null,
      compare: null,
      compareCutOff: null,
      page: null,
    },
  );
  const now = deps.clock.now();
  const notes = await deps.db.transaction(
    (tx) => buildNotes({ tx, userId, from: req.from, to: req.to }, now),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    name: reportFileName(NOTES_TEXT.fileName, req.from, req.to, 'pdf'),
    type: PDF_MIME,
    body: notesPdf(notes),
  };
}

/** The xlsx, A4 PDF or (journal) CSV download of a report. */
export async function reportFile(
  deps: ReportDeps,
  userId: number,
  req: ReportRequest,
): Promise<{ name: string; type: string; body: Buffer | Readable }> {
  const report =
    req.code === 'journal' || req.code === 'general_ledger'
      ? await bookFile(deps, userId, req)
      : reportFileOf(await buildReport(deps, userId, req));
  const h = report.header;
  const ext = req.format === 'pdf' ? 'pdf' : req.format === 'csv' ? 'csv' : 'xlsx';
  const name = reportFileName(h.title, h.from_date, h.to_date, ext, h.product?.name ?? h.account?.code);
  if (ext === 'csv') return { name, type: CSV_MIME, body: journalCsv(report.rows) };
  return {
    name,
    type: ext === 'pdf' ? PDF_MIME : XLSX_MIME,
    body: ext === 'pdf' ? reportPdf(report) : reportXlsx(report),
  };
}

/** What the download thread needs to write a report's file: the request and the moment it came. */
type ReportDownloadArgs = { req: ReportRequest; now: string };

/**
 * A report's file as the download thread writes it (download-jobs.ts names it 'report'): the same
 * reportFile, on the thread's connections, with the clock stopped at the request's moment.
 */
export async function writeReportDownload(
  deps: { db: Db },
  userId: number,
  args?: unknown,
): Promise<DownloadFile> {
  const { req, now } = args as ReportDownloadArgs;
  const at = new Date(now);
  const file = await reportFile({ db: deps.db, clock: { now: () => at } }, userId, req);
  return { ...file, body: Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body };
}

/**
 * GET /api/reports/{code}/?type=xlsx|pdf|csv: written on the download thread when the server has
 * one (issue 24: a year's diario at 100k sales held the event loop for seconds), else inline.
 */
export function reportDownload(deps: AppDeps, userId: number, req: ReportRequest): Promise<DownloadFile> {
  const args: ReportDownloadArgs = { req, now: deps.clock.now().toISOString() };
  return moduleDownload(deps, 'report', userId, writeReportDownload, args);
}
