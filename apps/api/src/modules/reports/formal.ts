import {
  CUT_OFF_TEXT,
  certifies,
  identificationText,
  PERIOD_LABELS,
  type ReportHeader,
  SIGNATURE_TEXT,
  SIGNATURES,
  type Signatories,
} from '@cc/shared';
import { A4, COLORS, PDF_MARGIN, type Pdf } from '../../lib/pdf.ts';
import { cellText } from './format.ts';
import { REPORT_FILE_TEXT } from './texts.ts';

/**
 * The period line of the files: a balance is a cut-off ('Corte a 31/01/2026'), every other
 * report covers a period ('Periodo: 01/01/2026 a 31/01/2026').
 */
export function periodText(code: string, h: ReportHeader): string {
  if (code === 'balance' || code === 'inventory_valuation' || code === 'debts' || code === 'debtors') {
    return `${PERIOD_LABELS.cutoff} ${cellText('date', h.to_date)}`;
  }
  return `${PERIOD_LABELS.period}: ${cellText('date', h.from_date)} a ${cellText('date', h.to_date)}`;
}

/** The compared period, when there is one ('Comparado con: Periodo anterior, 01/12/2025 a 31/12/2025'). */
export function compareText(h: ReportHeader, code?: string): string | null {
  if (!h.compare) return null;
  // The balance is compared with an earlier cut-off: a date, not a range (ADR 039).
  if (h.compare.kind === 'cut_off') return CUT_OFF_TEXT.compared(cellText('date', h.compare.to_date));
  if (code === 'balance') {
    return `${REPORT_FILE_TEXT.comparedPrefix} ${CUT_OFF_TEXT.comparedKind(h.compare.label, cellText('date', h.compare.to_date))}`;
  }
  return REPORT_FILE_TEXT.compared(
    h.compare.label,
    cellText('date', h.compare.from_date),
    cellText('date', h.compare.to_date),
  );
}

/** Whether a report is a formal statement that a legal representative and a contador sign. */
export const isFormal = (h: ReportHeader) => Boolean(h.formal_title);

const SIGNATURE_WIDTH = 200;

/**
 * The two signature blocks, left and right, line by line: the signer's name, the role, the
 * identification and (the contador) the T.P.; an unnamed signer keeps the blank of the first
 * release ('T.P. ____________').
 */
export function signatureColumns(s: Signatories | undefined): { left: string[]; right: string[] } {
  const legal = s?.legal_rep;
  const accountant = s?.accountant;
  return {
    left: legal
      ? [legal.name, SIGNATURES.legal, identificationText(legal.identification)]
      : [SIGNATURES.legal],
    right: accountant
      ? [
          accountant.name,
          SIGNATURES.accountant,
          identificationText(accountant.identification),
          SIGNATURE_TEXT.card(accountant.card),
        ]
      : [SIGNATURES.accountant, `${SIGNATURES.card} ____________`],
  };
}

/**
 * The foot of a formal statement (and of the notes): the certification of Ley 222 de 1995 art. 37
 * when both signers are stated, then a line over each signer's block.
 */
export function pdfSignatures(doc: Pdf, s: Signatories | undefined, width = A4.width - 2 * PDF_MARGIN): void {
  const certified = certifies(s);
  if (doc.y > A4.height - PDF_MARGIN - (certified ? 190 : 120)) doc.addPage();
  if (certified) {
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(COLORS.text);
    doc.text(SIGNATURE_TEXT.certificationTitle, PDF_MARGIN, undefined, { width });
    doc.font('Helvetica').fontSize(9);
    doc.text(SIGNATURE_TEXT.certification, PDF_MARGIN, undefined, { width, align: 'justify' });
  }
  const y = doc.y + 50;
  const right = A4.width - PDF_MARGIN - SIGNATURE_WIDTH;
  doc.lineWidth(0.7).strokeColor(COLORS.text);
  doc
    .moveTo(PDF_MARGIN, y)
    .lineTo(PDF_MARGIN + SIGNATURE_WIDTH, y)
    .stroke();
  doc
    .moveTo(right, y)
    .lineTo(right + SIGNATURE_WIDTH, y)
    .stroke();
  const { left, right: rightLines } = signatureColumns(s);
  const block = (lines: string[], x: number) => {
    doc.y = y + 4;
    for (const [i, line] of lines.entries()) {
      doc
        .font(i === 0 && lines.length > 2 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor(COLORS.text);
      doc.text(line, x, undefined, { width: SIGNATURE_WIDTH });
    }
    return doc.y;
  };
  const bottom = Math.max(block(left, PDF_MARGIN), block(rightLines, right));
  doc.font('Helvetica').fontSize(9);
  doc.x = PDF_MARGIN;
  doc.y = bottom;
  doc.moveDown(1);
}
