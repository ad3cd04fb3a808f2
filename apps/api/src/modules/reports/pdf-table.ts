import { COLORS, type Pdf } from '../../lib/pdf.ts';

/** A cell as the report PDF draws it. */
export type PdfCell = { text: string; font: string; size: number; color: string; background?: string };
export type PdfTableColumn = { width: number; align: 'left' | 'right' };

/** pdfkit's own record of the current font, which its table helper restores after each cell. */
type FontState = { _fontSource: string; _fontFamily: string; _fontSize: number };

const PADDING = 3;
const BORDER = 0.5;
/** `layout`: the box the text is laid out in (its bounds in the cell's width); `width`/`height`: its bounds in that box. */
type Bounds = { width: number; height: number; layout: { width: number; height: number } };
const NONE: Bounds = { width: 0, height: 0, layout: { width: 0, height: 0 } };

/**
 * What a long table repeats at a page break (ADR 039): its column heads at the top of every page
 * and, for the books, the carried totals — a 'Van' row at the foot of the page and a 'Vienen'
 * row under the heads of the next (`cells` null: nothing carried there, e.g. between two accounts
 * of the ledger). `drawn` hears of every row drawn, so the totals include exactly the rows above.
 */
export type PageBreaks = {
  head: PdfCell[];
  carried?: { cells: (label: 'out' | 'in') => PdfCell[] | null; drawn: (row: number) => void };
};

/**
 * The report table's rows drawn with the same drawing calls, in the same order, as pdfkit's
 * `doc.table` makes for our styles (padding 3, a 0.5 border in COLORS.line, text centred
 * vertically, left or right, clipped to its cell; a row as high as its tallest cell, moved whole to
 * a new page when it would reach the bottom margin) — so the file is byte for byte the one the
 * table helper wrote (checked on a synthetic month of 3,000 lines). What it skips is the helper's
 * overhead, most of a long book's PDF time (issue 12, a CPU profile of 5,000 lines): the style
 * merging of every cell (deepMerge) and the four text layouts per cell (the helper measures each
 * cell twice, twice each); here each distinct text is laid out twice once per document, the
 * bounds cached by font, size, width and text (a book repeats its account names, dates and
 * third parties on every page). Rows with row or column spans, other paddings or borders are not
 * supported: the reports have none.
 */
export class PdfTableWriter {
  private readonly bounds = new Map<string, Bounds>();
  private readonly xs: number[];

  /** The height a one-line carried row takes (measured on the first break). */
  private carriedHeight: number | null = null;

  constructor(
    private readonly doc: Pdf,
    private readonly columns: PdfTableColumn[],
    private readonly breaks?: PageBreaks,
  ) {
    let x = doc.x;
    this.xs = columns.map((c) => {
      const at = x;
      x += c.width;
      return at;
    });
  }

  /** Draws `rows` from doc.y down, continuing on new pages; leaves doc.y under the last row. */
  rows(rows: PdfCell[][]): void {
    const doc = this.doc;
    const left = this.xs[0] ?? doc.x;
    // The table helper sets each cell's font and puts the document's back after it: what follows
    // the table (moveDown, the notice) measures lines in the font it had before.
    const font = doc as unknown as FontState;
    const before = { src: font._fontSource, family: font._fontFamily, size: font._fontSize };
    let y = doc.y;
    const carried = this.breaks?.carried;
    for (const [k, row] of rows.entries()) {
      const height = this.heightOf(row);
      // Room is kept under every row for the 'Van' row the page may end with.
      const reserve = carried ? this.carriedRowHeight() : 0;
      if (y + height + reserve >= doc.page.maxY()) {
        const out = carried?.cells('out');
        if (out) y = this.draw(out, y);
        y = doc.page.margins.top;
        doc.continueOnNewPage();
        if (this.breaks) y = this.draw(this.breaks.head, y);
        const into = carried?.cells('in');
        if (into) y = this.draw(into, y);
      }
      y = this.draw(row, y);
      carried?.drawn(k);
      doc.x = left;
      doc.y = y;
    }
    doc.font(before.src, before.family, before.size);
  }

  private heightOf(row: PdfCell[]): number {
    return row.reduce((h, cell, i) => Math.max(h, this.measure(cell, i).height + 2 * PADDING), 0);
  }

  /** Draws one row at `y`; returns the y under it. */
  private draw(row: PdfCell[], y: number): number {
    const measured = row.map((cell, i) => this.measure(cell, i));
    const height = measured.reduce((h, b) => Math.max(h, b.height + 2 * PADDING), 0);
    for (const [i, cell] of row.entries()) this.cell(cell, i, y, height, measured[i] ?? NONE);
    return y + height;
  }

  private carriedRowHeight(): number {
    if (this.carriedHeight === null) {
      const sample = this.breaks?.head.map((c) => ({ ...c, text: c.text ? '$ 0' : '' })) ?? [];
      this.carriedHeight = this.heightOf(sample);
    }
    return this.carriedHeight;
  }

  /** The text's bounds as the table computes them: laid out in the cell's width, then in its own. */
  private measure(cell: PdfCell, i: number): Bounds {
    if (!cell.text) return NONE;
    const width = (this.columns[i]?.width ?? 0) - 2 * PADDING;
    const align = this.columns[i]?.align ?? 'left';
    const key = `${cell.font}|${cell.size}|${width}|${align}|${cell.text}`;
    const known = this.bounds.get(key);
    if (known) return known;
    const doc = this.doc.font(cell.font).fontSize(cell.size);
    const height = doc.page.height - doc.page.margins.top - doc.page.margins.bottom - 2 * PADDING;
    const options = { align, ellipsis: true, stroke: false, fill: true, rotation: 0 };
    const first = doc.boundsOfString(cell.text, 0, 0, { ...options, width, height });
    const layout = { width: first.width, height: first.height };
    const own = doc.boundsOfString(cell.text, 0, 0, { ...options, ...layout });
    const found = { width: own.width, height: own.height, layout };
    this.bounds.set(key, found);
    return found;
  }

  private cell(cell: PdfCell, i: number, y: number, height: number, text: Bounds): void {
    const doc = this.doc;
    const x = this.xs[i] ?? 0;
    const width = this.columns[i]?.width ?? 0;
    if (cell.background != null)
      doc.save().fillColor(cell.background).rect(x, y, width, height).fill().restore();
    doc.save().lineWidth(BORDER).strokeColor(COLORS.line).rect(x, y, width, height).stroke().restore();
    if (!cell.text) return;
    doc.font(cell.font).fontSize(cell.size);
    const [innerWidth, innerHeight] = [width - 2 * PADDING, height - 2 * PADDING];
    const align = this.columns[i]?.align ?? 'left';
    const dx = align === 'right' ? innerWidth - text.width : 0;
    const dy = (innerHeight - text.height) * 0.5;
    const [tx, ty] = [x + PADDING, y + PADDING];
    doc.save().rect(tx, ty, innerWidth, innerHeight).clip();
    doc.fillColor(cell.color).strokeColor('black');
    doc.text(cell.text, tx + dx, ty + dy, {
      align,
      ellipsis: true,
      stroke: false,
      fill: true,
      width: text.layout.width,
      height: text.layout.height,
      ...{ rotation: 0 }, // as the helper passes it (pdfkit's types do not list it)
    });
    doc.restore();
  }
}
