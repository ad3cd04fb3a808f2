import { PassThrough, type Readable } from 'node:stream';
import {
  certifies,
  REPORT_COLOR_RED,
  type Report,
  type ReportRow,
  SIGNATURE_TEXT,
  spreadsheetText,
} from '@cc/shared';
import type ExcelJS from 'exceljs';
import { roomIn } from '../../lib/backpressure.ts';
import { COP_FORMAT, DATE_FORMAT, excelDate } from '../../lib/xlsx.ts';
import { reportColumns } from './book-columns.ts';
import type { ReportColumn } from './columns.ts';
import { compareText, isFormal, periodText, signatureColumns } from './formal.ts';
import { generatedAtText } from './format.ts';
import { REPORT_FILE_TEXT as T } from './texts.ts';

const RED = 'FFC62828';
const NUM_FORMAT = {
  money: COP_FORMAT,
  decimal: '0.00',
  integer: '0',
  date: DATE_FORMAT,
  text: '@',
} as const;

/**
 * The report as one sheet: the header block (title, business, range, generation time), the
 * table with money as numbers (so it adds up), titles and totals in bold, red rows in red, and
 * the legal notice under it.
 */
export function reportXlsx(report: ReportFile): Readable {
  const out = new PassThrough();
  writeReport(out, report).catch((err: Error) => out.destroy(err));
  return out;
}

/**
 * A report as the downloads take it: its rows as batches, so a long book (the journal, issue 12)
 * is written while it is read instead of gathered into one array first.
 */
export type ReportFile = Omit<Report, 'rows'> & { rows: AsyncIterable<readonly ReportRow[]> };

/** A report already in memory as a download source (one batch). */
export function reportFileOf(report: Report): ReportFile {
  return {
    ...report,
    rows: (async function* () {
      yield report.rows;
    })(),
  };
}

/** Written with exceljs's streaming writer: each row leaves for the client once the next one starts. */
async function writeReport(out: PassThrough, report: ReportFile): Promise<void> {
  const columns = reportColumns(report);
  const h = report.header;
  // Loaded on the first report download, not at start: ~20–28 MB a server may never need (ADR 029).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'Cuentas Claras';
  const writer = workbook.addWorksheet(h.title.slice(0, 31));
  writer.columns = columns.map((c) => ({ width: c.xlsxWidth }));
  let pending: ExcelJS.Row | undefined;
  const sheet = {
    addRow(values: unknown[]): ExcelJS.Row {
      pending?.commit();
      // No text a user typed (a client's or product's name) can run as a formula.
      pending = writer.addRow(values.map((v) => (typeof v === 'string' ? spreadsheetText(v) : v)));
      return pending;
    },
  };

  sheet.addRow([h.title]).font = { bold: true, size: 14 };
  if (h.formal_title) sheet.addRow([h.formal_title]).font = { bold: true, size: 12 };
  if (h.product) sheet.addRow([T.product(h.product.name)]).font = { bold: true };
  if (h.account) sheet.addRow([T.account(h.account.code, h.account.name)]).font = { bold: true };
  sheet.addRow([h.tradename]);
  sheet.addRow([h.identification]);
  sheet.addRow([periodText(report.code, h)]);
  const compared = compareText(h, report.code);
  if (compared) sheet.addRow([compared]);
  sheet.addRow([T.generated(generatedAtText(h.generated_at))]);
  sheet.addRow([]);

  const head = sheet.addRow(columns.map((c) => c.header));
  head.font = { bold: true };
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F0F0' } };
  });
  for await (const batch of report.rows) {
    // A slow client: wait; a client gone: stop reading the book.
    if (!(await roomIn(out))) return;
    for (const row of batch) addReportRow(sheet, columns, row);
  }
  sheet.addRow([]);
  if (isFormal(h)) {
    // Signature lines: a rule over each name, two columns apart.
    sheet.addRow([]);
    sheet.addRow([]);
    const rule = '______________________________';
    const last = Math.max(columns.length, 2);
    sheet.addRow(rowAt(last, rule, rule));
    const { left, right } = signatureColumns(h.signatories);
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      sheet.addRow(rowAt(last, left[i] ?? '', right[i] ?? ''));
    }
    if (certifies(h.signatories)) {
      sheet.addRow([]);
      sheet.addRow([SIGNATURE_TEXT.certificationTitle]).font = { bold: true };
      const text = sheet.addRow([SIGNATURE_TEXT.certification]);
      writer.mergeCells(text.number, 1, text.number, last);
      text.getCell(1).alignment = { wrapText: true, vertical: 'top' };
      text.height = 45;
    }
    sheet.addRow([]);
  }
  const notice = sheet.addRow([report.notice]);
  writer.mergeCells(notice.number, 1, notice.number, Math.max(columns.length, 2));
  notice.getCell(1).alignment = { wrapText: true, vertical: 'top' };
  notice.height = 45;
  notice.font = { italic: true, size: 9 };
  notice.commit();
  writer.commit();
  await workbook.commit();
}

/** A row with `left` in the first column and `right` in the last one. */
function rowAt(last: number, left: string, right: string): string[] {
  const cells = Array.from({ length: last }, () => '');
  cells[0] = left;
  cells[last - 1] = right;
  return cells;
}

/** One row of the table: money as numbers in pesos format, titles and totals bold, red in red. */
function addReportRow(
  sheet: { addRow(values: unknown[]): ExcelJS.Row },
  columns: ReportColumn[],
  row: ReportRow,
): void {
  const line = sheet.addRow(
    columns.map((c) => {
      const v = c.value(row);
      return c.kind === 'date' && typeof v === 'string' ? excelDate(v) : v;
    }),
  );
  columns.forEach((c, i) => {
    line.getCell(i + 1).numFmt = NUM_FORMAT[c.kind];
  });
  const red = row.color === REPORT_COLOR_RED || row.total_color === REPORT_COLOR_RED;
  line.font = { bold: row.is_title || row.is_total, ...(red ? { color: { argb: RED } } : {}) };
}
