import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { COLORS, PDF_MARGIN } from '../src/lib/pdf.ts';
import { type PdfCell, PdfTableWriter } from '../src/modules/reports/pdf-table.ts';

/**
 * Issue 12: the report PDFs draw their tables with PdfTableWriter instead of pdfkit's doc.table
 * (2.5–4× faster on a long book). It must write the very bytes the helper wrote with the styles
 * the reports used: the same document drawn both ways is compared byte for byte — header, title,
 * total and red rows, texts that wrap in a small font, pages that break mid-table, a table per
 * batch, and what follows the table (whose line height depends on the font the table leaves).
 */
const COLUMNS = [
  { width: 51.5, align: 'left' as const },
  { width: 134, align: 'left' as const },
  { width: 98, align: 'left' as const },
  { width: 77.25, align: 'right' as const },
  { width: 77.25, align: 'right' as const },
  { width: 77.25, align: 'right' as const },
];
const SIZE = 7.5;

function rows(n: number, from: number): PdfCell[][] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const title = i % 17 === 0;
    const bold = title || i % 23 === 0;
    const color = i % 11 === 0 ? '#c62828' : COLORS.text;
    const texts = [
      `0${1 + (i % 9)}/06/2026`,
      title
        ? `1105 Caja ${i}`
        : i % 13 === 0
          ? `Reverso Venta ${i} con una descripción larga que no cabe`
          : `Venta ${i}`,
      i % 3 === 0
        ? 'Juan Pérez Rodríguez de la Torre CC 1020304050'
        : i % 5 === 0
          ? ''
          : 'Consumidor final CC 222222222',
      title ? '' : `$ ${(i * 1375).toLocaleString('es-CO')}`,
      title ? '' : i % 2 ? '$ 0' : `$ ${(i * 731).toLocaleString('es-CO')}`,
      title ? '' : `-$ ${(i * 97).toLocaleString('es-CO')}`,
    ];
    return texts.map((text, c) => ({
      text,
      font: bold ? 'Helvetica-Bold' : 'Helvetica',
      size: c === 2 ? SIZE - 1 : SIZE,
      color,
      ...(title ? { background: '#fafafa' } : {}),
    }));
  });
}

const HEAD: PdfCell[] = ['Fecha', 'Nombre', 'Tercero', 'Débito', 'Crédito', 'Saldo'].map((text) => ({
  text,
  font: 'Helvetica-Bold',
  size: SIZE,
  color: 'black',
  background: COLORS.header,
}));

/** What file-pdf.ts drew with pdfkit's table helper before issue 12. */
function helperTable(doc: PDFKit.PDFDocument, data: PdfCell[][]): void {
  doc.table({
    columnStyles: COLUMNS.map((c) => ({ width: c.width, align: { x: c.align, y: 'center' } })),
    defaultStyle: { padding: 3, border: 0.5, borderColor: COLORS.line },
    data: data.map((row) =>
      row.map((c) => ({
        text: c.text,
        font: { src: c.font, size: c.size },
        ...(c.color === 'black' ? { type: 'TH' as const } : { textColor: c.color }),
        ...(c.background ? { backgroundColor: c.background } : {}),
      })),
    ),
  });
}

async function render(draw: (doc: PDFKit.PDFDocument, batches: PdfCell[][][]) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  doc.font('Helvetica').fontSize(9).text('Libro mayor', PDF_MARGIN, PDF_MARGIN).moveDown(1);
  doc.x = PDF_MARGIN;
  draw(doc, [[HEAD, ...rows(150, 0)], rows(7, 150), rows(120, 157)]);
  doc.moveDown(1.5);
  doc.font('Helvetica-Oblique').fontSize(8).text('Este informe es una ayuda.', PDF_MARGIN, undefined);
  doc.end();
  return done;
}

describe('the report PDF table (issue 12)', () => {
  it('writes the bytes doc.table wrote, over several pages and batches', async () => {
    const helper = await render((doc, batches) => {
      for (const b of batches) helperTable(doc, b);
    });
    const writer = await render((doc, batches) => {
      const table = new PdfTableWriter(doc, COLUMNS);
      for (const b of batches) table.rows(b);
    });
    expect((helper.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(3);
    expect(writer.equals(helper)).toBe(true);
  });
});
