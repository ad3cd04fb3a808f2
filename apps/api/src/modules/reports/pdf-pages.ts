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
const TOTAL_NAME = 'CCPageTotal';

/**
 * The frame of every page of a report PDF (LEDGER.md §Statements, ADR 039): 'Página n de m' at the
 * foot and, from the second page on, the report's title line at the top. The PDF leaves as it is
 * drawn (a long book is never held whole), so m is not known while page n is written: each page
 * draws 'Página n de ' itself and, after it, a form XObject that every page shares and whose
 * content — the number of pages — is written once, when the document ends (`finish`).
 */
export class PageFrame {
  private pages = 0;
  private readonly total: PDFKit.PDFKitReference;
  private readonly fontId: string;

  constructor(
    private readonly doc: Pdf,
    private readonly running: string,
  ) {
    doc.font('Helvetica');
    const font = (doc as unknown as FontOf)._font;
    this.fontId = font.id;
    this.total = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, -4, 80, 12],
      Resources: { Font: { [font.id]: font.ref() } },
    });
    this.frame();
    doc.on('pageAdded', () => this.frame());
  }

  /** Writes the page count into the shared form; call once, after the last page is drawn. */
  finish(): void {
    const gray = '0.4 0.4 0.4 rg';
    this.total.end(`${gray} BT /${this.fontId} ${FOOTER_SIZE} Tf 0 0 Td (${this.pages}) Tj ET`);
  }

  /** The current page's foot (and running head after the first), leaving the document as it was. */
  private frame(): void {
    this.pages += 1;
    const doc = this.doc;
    const state = doc as unknown as { _fontSource: string; _fontFamily: string; _fontSize: number };
    const before = { x: doc.x, y: doc.y, src: state._fontSource, family: state._fontFamily, size: state._fontSize };
    doc.save();
    doc.font('Helvetica').fontSize(FOOTER_SIZE).fillColor(COLORS.muted);
    const text = T.pageOf(this.pages);
    const right = A4.width - PDF_MARGIN - 14;
    // lineBreak: false — no wrapping, so text in the margin never starts a page of its own.
    doc.text(text, right - doc.widthOfString(text), FOOTER_BASELINE, { lineBreak: false, baseline: 'alphabetic' });
    (doc as unknown as PageOf).page.xobjects[TOTAL_NAME] = this.total;
    // pdfkit draws with y downwards: the form is flipped back so its text stands upright.
    doc.addContent(`q 1 0 0 -1 ${right} ${FOOTER_BASELINE} cm /${TOTAL_NAME} Do Q`);
    if (this.pages > 1) {
      doc.fontSize(RUNNING_SIZE).text(this.running, PDF_MARGIN, RUNNING_TOP, { lineBreak: false });
    }
    doc.restore();
    doc.font(before.src, before.family, before.size);
    doc.x = before.x;
    doc.y = before.y;
  }
}
