import { REPORT_COLOR_RED, type Report } from '@cc/shared';
import { COLORS, PDF_MARGIN, renderPdf } from '../../lib/pdf.ts';
import { REPORT_COLUMNS } from './columns.ts';
import { cellText, generatedAtText } from './format.ts';

const CONTENT_WIDTH = 515;
const RED = '#c62828';

/** The A4 PDF of the results, balance and indicators reports: header, table, legal notice. */
export function reportPdf(report: Report): Promise<Buffer> {
  const h = report.header;
  const columns = REPORT_COLUMNS[report.code];
  return renderPdf({ title: h.title, author: h.tradename || 'Cuentas Claras' }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor(COLORS.text).text(h.title, PDF_MARGIN, PDF_MARGIN);
    doc.font('Helvetica').fontSize(10);
    if (h.tradename) doc.text(h.tradename);
    if (h.identification) doc.text(h.identification);
    doc.fillColor(COLORS.muted).fontSize(9);
    doc.text(`Desde ${cellText('date', h.from_date)} hasta ${cellText('date', h.to_date)}`);
    doc.text(`Generado: ${generatedAtText(h.generated_at)}`);
    doc.fillColor(COLORS.text).moveDown(1);

    doc.x = PDF_MARGIN;
    doc.table({
      columnStyles: columns.map((c) => ({
        width: c.share * CONTENT_WIDTH,
        align: { x: c.kind === 'text' || c.kind === 'date' ? 'left' : 'right', y: 'center' },
      })),
      defaultStyle: { padding: 4, border: 0.5, borderColor: COLORS.line },
      data: [
        columns.map((c) => ({
          text: c.header,
          type: 'TH' as const,
          backgroundColor: COLORS.header,
          font: { src: 'Helvetica-Bold', size: 9 },
        })),
        ...report.rows.map((row) => {
          const bold = row.is_title || row.is_total;
          const red = row.color === REPORT_COLOR_RED || row.total_color === REPORT_COLOR_RED;
          return columns.map((c) => ({
            text: cellText(c.kind, c.value(row)),
            font: { src: bold ? 'Helvetica-Bold' : 'Helvetica', size: c.small ? 8 : 9 },
            textColor: red ? RED : COLORS.text,
            ...(row.is_title ? { backgroundColor: '#fafafa' } : {}),
          }));
        }),
      ],
    });
    doc.x = PDF_MARGIN;
    doc.moveDown(1.5);
    doc.font('Helvetica-Oblique').fontSize(8).fillColor(COLORS.muted);
    doc.text(report.notice, PDF_MARGIN, undefined, { width: CONTENT_WIDTH, align: 'justify' });
  });
}
