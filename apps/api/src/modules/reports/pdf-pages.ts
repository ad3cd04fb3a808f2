import { A4, COLORS, PDF_MARGIN, type Pdf } from '../../lib/pdf.ts';
import { REPORT_FILE_TEXT as T } from './texts.ts';

/** pdfkit's current font, whose dictionary the page count's form points to. */
type FontOf = { _font: { id: string; ref: () => PDFKit.PDFKitReference } };
type PageOf = { page: { xobjects: Record<string, PDFKit.PDFKitReference> } };

const FOOTER_SIZE = 8;
const RUNNING_SIZE = 8;
/** Baselines in the bottom and top margins, clear of the content (margins of 40 pt). */
const FOOTER_BASELINE = A4.height - 22;
const RUNNING_TOP = 20;
const FOLIO_NAME = 'CCFolio';

/**
 * The frame of every page of a report PDF (LEDGER.md §Statements, ADR 039): 'Página n de m' at the
 * foot and, from the second page on, the report's title line at the top. The PDF leaves as it is
 * drawn (a long book is never held whole), so m is not known while page n is written: each page
 * shows a small form XObject of its own, whose content — 'Página n de m', right-aligned — is
 * written when the document ends (`finish`). Only those few bytes per page wait for the end.
 */
export class PageFrame {
  private readonly folios: PDFKit.PDFKitReference[] = [];
  private readonly font: FontOf['_font'];

  constructor(
    private readonly doc: Pdf,
    private readonly running: string,
  ) {
    doc.font('Helvetica');
    this.font = (doc as unknown as FontOf)._font;
    this.frame();
    doc.on('pageAdded', () => this.frame());
  }

  /** Writes every page's 'Página n de m'; call once, after the last page is drawn. */
  finish(): void {
    const doc = this.doc;
    const state = doc as unknown as { _fontSource: string; _fontFamily: string; _fontSize: number };
    const before = { src: state._fontSource, family: state._fontFamily, size: state._fontSize };
    doc.font('Helvetica').fontSize(FOOTER_SIZE);
    const m = this.folios.length;
    for (const [i, folio] of this.folios.entries()) {
      const text = T.pageOf(i + 1, m);
      const width = doc.widthOfString(text);
      // The standard fonts are WinAnsi-encoded: Latin-1 bytes ('á' is E1).
      const hex = Buffer.from(text, 'latin1').toString('hex');
      folio.end(`0.4 0.4 0.4 rg BT /${this.font.id} ${FOOTER_SIZE} Tf ${-width} 0 Td <${hex}> Tj ET`);
    }
    doc.font(before.src, before.family, before.size);
  }

  /** The current page's foot (and running head after the first), leaving the document as it was. */
  private frame(): void {
    const doc = this.doc;
    const folio = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [-200, -4, 0, 12],
      Resources: { Font: { [this.font.id]: this.font.ref() } },
    });
    this.folios.push(folio);
    (doc as unknown as PageOf).page.xobjects[FOLIO_NAME] = folio;
    const right = A4.width - PDF_MARGIN;
    // pdfkit draws with y downwards: the form is flipped back so its text stands upright.
    doc.addContent(`q 1 0 0 -1 ${right} ${FOOTER_BASELINE} cm /${FOLIO_NAME} Do Q`);
    if (this.folios.length > 1) {
      const state = doc as unknown as { _fontSource: string; _fontFamily: string; _fontSize: number };
      const before = {
        x: doc.x,
        y: doc.y,
        src: state._fontSource,
        family: state._fontFamily,
        size: state._fontSize,
      };
      doc.save();
      // lineBreak: false — no wrapping, so text in the margin never starts a page of its own.
      doc.font('Helvetica').fontSize(RUNNING_SIZE).fillColor(COLORS.muted);
      doc.text(this.running, PDF_MARGIN, RUNNING_TOP, { lineBreak: false });
      doc.restore();
      doc.font(before.src, before.family, before.size);
      doc.x = before.x;
      doc.y = before.y;
    }
  }
}
