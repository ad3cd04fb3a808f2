import { PERIOD_LABELS, type ReportHeader, SIGNATURES } from '@cc/shared';
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
export function compareText(h: ReportHeader): string | null {
  if (!h.compare) return null;
  return REPORT_FILE_TEXT.compared(
    h.compare.label,
    cellText('date', h.compare.from_date),
    cellText('date', h.compare.to_date),
  );
}

/** Whether a report is a formal statement that a legal representative and a contador sign. */
export const isFormal = (h: ReportHeader) => Boolean(h.formal_title);

const SIGNATURE_WIDTH = 200;

/** Two signature lines at the foot: 'Representante legal' and 'Contador' with 'T.P.'. */
export function pdfSignatures(doc: Pdf): void {
  if (doc.y > A4.height - PDF_MARGIN - 110) doc.addPage();
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
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.text);
  doc.text(SIGNATURES.legal, PDF_MARGIN, y + 4, { width: SIGNATURE_WIDTH });
  doc.text(SIGNATURES.accountant, right, y + 4, { width: SIGNATURE_WIDTH });
  doc.text(`${SIGNATURES.card} ____________`, right, doc.y + 2, { width: SIGNATURE_WIDTH });
  doc.x = PDF_MARGIN;
  doc.moveDown(1);
}
