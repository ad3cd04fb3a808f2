import type { Readable } from 'node:stream';
import { FORMAL_TITLES, formatCOP, NOTES_TEXT as N, REPORT_NOTICE, slashDate } from '@cc/shared';
import { COLORS, PDF_MARGIN, type Pdf, pdfStream } from '../../lib/pdf.ts';
import { pdfSignatures } from './formal.ts';
import { generatedAtText } from './format.ts';
import type { NoteBreakdown, Notes } from './notes.ts';
import { PageFrame } from './pdf-pages.ts';
import { type PdfCell, PdfTableWriter } from './pdf-table.ts';
import { REPORT_FILE_TEXT as T } from './texts.ts';

const WIDTH = 515;
const SIZE = 9;
const COLUMNS = [
  { width: WIDTH * 0.14, align: 'left' as const },
  { width: WIDTH * 0.6, align: 'left' as const },
  { width: WIDTH * 0.26, align: 'right' as const },
];

const cell = (text: string, bold = false, background?: string): PdfCell => ({
  text,
  font: bold ? 'Helvetica-Bold' : 'Helvetica',
  size: SIZE,
  color: COLORS.text,
  ...(background ? { background } : {}),
});
const HEAD = [N.code, N.account, N.value].map((t) => cell(t, true, COLORS.header));

/**
 * 'Notas a los estados financieros' as an A4 PDF (LEDGER.md §Statements): the entity, the basis
 * of preparation (NIIF para microempresas, Anexo 3 del DUR 2420 de 2015), the accounting
 * policies, a note per line of the balance and of the results with its accounts, the signers and
 * the legal notice; every page numbered 'n de m'.
 */
export function notesPdf(notes: Notes): Readable {
  const h = notes.header;
  return pdfStream({ title: N.title, author: h.tradename || T.brand }, async (doc) => {
    const frame = new PageFrame(doc, `${N.title} — ${h.tradename} — ${N.cutOff(slashDate(h.to_date))}`);
    doc.font('Helvetica-Bold').fontSize(15).fillColor(COLORS.text).text(N.title, PDF_MARGIN, PDF_MARGIN);
    doc.font('Helvetica').fontSize(10);
    if (h.tradename) doc.text(h.tradename);
    if (h.identification) doc.text(h.identification);
    doc.fillColor(COLORS.muted).fontSize(9);
    doc.text(N.cutOff(slashDate(h.to_date)));
    doc.text(N.period(slashDate(h.from_date), slashDate(h.to_date)));
    doc.text(T.generated(generatedAtText(h.generated_at)));
    doc.fillColor(COLORS.text).moveDown(1);

    heading(doc, N.entity);
    const E = N.entityLines;
    for (const [label, value] of [
      [E.name, notes.entity.tradename],
      [E.identification, notes.entity.identification],
      [E.activity, notes.entity.activity],
      [E.address, notes.entity.address],
      [E.city, notes.entity.city],
    ] as const) {
      paragraph(doc, `${label}: ${value || '—'}`);
    }
    heading(doc, N.basis);
    paragraph(doc, N.basisText);
    heading(doc, N.policies);
    for (const policy of N.policyTexts) paragraph(doc, `• ${policy}`);

    let n = 4;
    heading(doc, N.breakdown(n++, FORMAL_TITLES.balance ?? N.balanceBreakdown));
    if (notes.balance.length === 0) paragraph(doc, N.noMovements);
    for (const note of notes.balance)
      breakdown(doc, `${n - 1}.${notes.balance.indexOf(note) + 1} ${note.title}`, note);
    heading(doc, N.breakdown(n, FORMAL_TITLES.results ?? N.resultsBreakdown));
    if (notes.results.length === 0) paragraph(doc, N.noActivity);
    for (const [i, note] of notes.results.entries()) breakdown(doc, `${n}.${i + 1} ${note.title}`, note);

    doc.x = PDF_MARGIN;
    pdfSignatures(doc, notes.signatories, WIDTH);
    doc.moveDown(1.5);
    doc.font('Helvetica-Oblique').fontSize(8).fillColor(COLORS.muted);
    doc.text(REPORT_NOTICE, PDF_MARGIN, undefined, { width: WIDTH, align: 'justify' });
    frame.finish();
  });
}

function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.text);
  doc.text(text, PDF_MARGIN, undefined, { width: WIDTH });
  doc.moveDown(0.3);
}

function paragraph(doc: Pdf, text: string): void {
  doc.font('Helvetica').fontSize(SIZE).fillColor(COLORS.text);
  doc.text(text, PDF_MARGIN, undefined, { width: WIDTH, align: 'justify' });
  doc.moveDown(0.2);
}

/** One statement line: its accounts (or categories) and the total the statement shows. */
function breakdown(doc: Pdf, title: string, note: NoteBreakdown): void {
  // A note's title never stays alone at the foot of a page.
  if (doc.y > doc.page.maxY() - 60) doc.addPage();
  doc.moveDown(0.4);
  doc
    .font('Helvetica-Bold')
    .fontSize(SIZE + 0.5)
    .fillColor(COLORS.text);
  doc.text(title, PDF_MARGIN, undefined, { width: WIDTH });
  doc.moveDown(0.2);
  doc.x = PDF_MARGIN;
  const table = new PdfTableWriter(doc, COLUMNS, { head: HEAD });
  table.rows([
    HEAD,
    ...note.lines.map((l) => [cell(l.code), cell(l.name), cell(formatCOP(l.value))]),
    [cell(''), cell(N.total, true), cell(formatCOP(note.total), true)],
  ]);
  doc.x = PDF_MARGIN;
  if (note.remark) {
    doc.moveDown(0.2);
    paragraph(doc, note.remark);
  }
}
