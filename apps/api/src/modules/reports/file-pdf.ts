import type { Readable } from 'node:stream';
import { REPORT_COLOR_RED, type ReportRow } from '@cc/shared';
import { roomIn } from '../../lib/backpressure.ts';
import { COLORS, PDF_MARGIN, pdfStream } from '../../lib/pdf.ts';
import { reportColumns } from './book-columns.ts';
import type { ReportColumn } from './columns.ts';
import type { ReportFile } from './file-xlsx.ts';
import { compareText, isFormal, pdfSignatures, periodText } from './formal.ts';
import { cellText, generatedAtText } from './format.ts';
import { PageFrame } from './pdf-pages.ts';
import { type PageBreaks, type PdfCell, PdfTableWriter } from './pdf-table.ts';
import { REPORT_FILE_TEXT as T } from './texts.ts';

const CONTENT_WIDTH = 515;
const RED = '#c62828';

/**
 * The A4 PDF of every report: the app's title and, for the formal statements, the statement's
 * name, the business and its identification, the period, the table, the signature lines of the
 * formal statements and the legal notice. Tables of six or more columns use a smaller type.
 * Streamed to the client page by page; the rows are drawn a batch at a time as they are read (one
 * table per batch, the header row on the first: the tables follow each other without a gap).
 */
export function reportPdf(report: ReportFile): Readable {
  const h = report.header;
  const columns = reportColumns(report);
  const size = columns.length >= 6 ? 7.5 : 9;
  return pdfStream({ title: h.title, author: h.tradename || T.brand }, async (doc, out) => {
    const frame = new PageFrame(doc, runningHead(report));
    doc.font('Helvetica-Bold').fontSize(16).fillColor(COLORS.text).text(h.title, PDF_MARGIN, PDF_MARGIN);
    if (h.formal_title) doc.fontSize(13).text(h.formal_title);
    doc.font('Helvetica').fontSize(10);
    if (h.product) doc.text(T.product(h.product.name));
    if (h.account) doc.text(T.account(h.account.code, h.account.name));
    if (h.tradename) doc.text(h.tradename);
    if (h.identification) doc.text(h.identification);
    doc.fillColor(COLORS.muted).fontSize(9);
    doc.text(periodText(report.code, h));
    const compared = compareText(h, report.code);
    if (compared) doc.text(compared);
    doc.text(T.generated(generatedAtText(h.generated_at)));
    doc.fillColor(COLORS.text).moveDown(1);

    doc.x = PDF_MARGIN;
    const head = columns.map((c) => ({
      text: c.header,
      font: 'Helvetica-Bold',
      size,
      color: 'black',
      background: COLORS.header,
    }));
    const cells = (row: ReportRow) => rowCells(columns, row, size);
    const carry = report.code === 'journal' || report.code === 'general_ledger' ? new Carried() : null;
    let batch: readonly ReportRow[] = [];
    let offset = 0;
    const breaks: PageBreaks = {
      head,
      ...(carry
        ? {
            carried: {
              cells: (label) => {
                const row = carry.row(label === 'out' ? T.carriedOut : T.carriedIn);
                return row ? cells(row) : null;
              },
              drawn: (k) => {
                const row = batch[k - offset];
                if (row) carry.add(row);
              },
            },
          }
        : {}),
    };
    const table = new PdfTableWriter(
      doc,
      columns.map((c) => ({
        width: c.share * CONTENT_WIDTH,
        align: c.kind === 'text' || c.kind === 'date' ? 'left' : 'right',
      })),
      breaks,
    );
    let first = true;
    for await (const rows of report.rows) {
      // A slow client: wait; a client gone: stop reading the book.
      if (!(await roomIn(out))) return;
      batch = rows;
      offset = first ? 1 : 0; // the heads, drawn with the first batch
      table.rows([...(first ? [head] : []), ...rows.map(cells)]);
      first = false;
    }
    if (first) table.rows([head]);
    doc.x = PDF_MARGIN;
    if (isFormal(h)) pdfSignatures(doc, h.signatories, CONTENT_WIDTH);
    doc.moveDown(1.5);
    doc.font('Helvetica-Oblique').fontSize(8).fillColor(COLORS.muted);
    doc.text(report.notice, PDF_MARGIN, undefined, { width: CONTENT_WIDTH, align: 'justify' });
    frame.finish();
  });
}

/** The line atop every page after the first: the report, the business and the period. */
function runningHead(report: ReportFile): string {
  const h = report.header;
  return [h.formal_title ?? h.title, h.tradename, periodText(report.code, h)].filter(Boolean).join(' — ');
}

/**
 * The totals carried from page to page on the journal and the ledger (LEDGER.md §Statements): Σ
 * debit and Σ credit of the lines drawn so far — the journal's from its first line, the ledger's
 * from its account's title — and, on the ledger, the running balance. Nothing is carried between
 * the ledger's accounts or after the journal's total.
 */
class Carried {
  private debit = 0;
  private credit = 0;
  private balance: number | null = null;
  private open = false;

  add(row: ReportRow): void {
    if (row.is_title) {
      [this.debit, this.credit, this.balance, this.open] = [0, 0, null, true];
      return;
    }
    if (row.is_total) {
      this.open = false;
      return;
    }
    this.open = true;
    this.debit += row.debit ?? 0;
    this.credit += row.credit ?? 0;
    if (row.balance !== undefined) this.balance = row.balance;
  }

  row(label: string): ReportRow | null {
    if (!this.open) return null;
    return {
      name: label,
      value: null,
      is_title: false,
      is_total: true,
      color: null,
      total_color: null,
      debit: this.debit,
      credit: this.credit,
      ...(this.balance === null ? {} : { balance: this.balance }),
    };
  }
}

/** A row's cells: titles and totals bold, red rows red, a title's number columns empty. */
function rowCells(columns: ReportColumn[], row: ReportRow, size: number): PdfCell[] {
  const bold = row.is_title || row.is_total;
  const red = row.color === REPORT_COLOR_RED || row.total_color === REPORT_COLOR_RED;
  return columns.map((c) => ({
    // A title row is a heading: no '—' in its number columns.
    text: row.is_title && c.kind !== 'text' ? '' : cellText(c.kind, c.value(row)),
    font: bold ? 'Helvetica-Bold' : 'Helvetica',
    size: c.small ? size - 1 : size,
    color: red ? RED : COLORS.text,
    ...(row.is_title ? { background: '#fafafa' } : {}),
  }));
}
