import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type PDFDocumentClass from 'pdfkit';
import { pdfImage } from './images.ts';

export type Pdf = PDFKit.PDFDocument;
export const PDF_MIME = 'application/pdf';
/** A4 in PDF points (what pdfkit's 'A4' size is). */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const PDF_MARGIN = 40;
export const COLORS = { text: '#222222', muted: '#666666', line: '#cccccc', header: '#f0f0f0' } as const;

/** pdfkit (~26 MB resident with its fonts) is loaded by the first PDF, not by every start (ADR 029). */
let pdfkit: Promise<typeof PDFDocumentClass> | undefined;

async function newPdf(info: { title: string; author?: string }): Promise<Pdf> {
  pdfkit ??= import('pdfkit').then((m) => m.default);
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    info: { Title: info.title, Author: info.author ?? 'Cuentas Claras', Creator: 'Cuentas Claras' },
  });
  doc.font('Helvetica').fontSize(10).fillColor(COLORS.text);
  return doc;
}

/**
 * An A4 document as a stream the reply pipes to the client: pdfkit emits each page once it is
 * finished, so a long report leaves as it is drawn instead of being gathered first. A failure
 * while drawing destroys the stream (a cut download).
 */
export function pdfStream(
  info: { title: string; author?: string },
  /** `out` is what the client reads: a long document waits for it (backpressure.ts). */
  draw: (doc: Pdf, out: PassThrough) => void | Promise<void>,
): Readable {
  const out = new PassThrough();
  (async () => {
    const doc = await newPdf(info);
    doc.pipe(out);
    await draw(doc, out);
    if (!out.destroyed) doc.end(); // a client gone mid-way: nothing more to write
  })().catch((err: Error) => out.destroy(err));
  return out;
}

/**
 * Renders an A4 document with the standard Helvetica fonts (WinAnsi covers Spanish: á, ñ, ¿, ¡)
 * and returns it as one buffer (a one-page invoice: small, and its length is known up front).
 */
export async function renderPdf(
  info: { title: string; author?: string },
  draw: (doc: Pdf) => void | Promise<void>,
): Promise<Buffer> {
  const doc = await newPdf(info);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' | 'center' };

/**
 * A bordered table at the current position with a shaded header row; pdfkit continues it on
 * the next page when it runs out of room. Leaves doc.y under the table.
 */
export function pdfTable(doc: Pdf, columns: PdfColumn[], rows: string[][]): void {
  doc.x = PDF_MARGIN;
  doc.font('Helvetica').fontSize(9);
  doc.table({
    columnStyles: columns.map((c) => ({ width: c.width, align: { x: c.align ?? 'left', y: 'center' } })),
    defaultStyle: { padding: 4, border: 0.5, borderColor: COLORS.line },
    data: [
      columns.map((c) => ({
        text: c.header,
        type: 'TH' as const,
        backgroundColor: COLORS.header,
        font: { src: 'Helvetica-Bold', size: 9 },
      })),
      ...rows,
    ],
  });
  doc.font('Helvetica').fontSize(10);
  doc.x = PDF_MARGIN;
}

/**
 * Reads an uploaded image for embedding: only inside `root` (no path escapes), decoded in full
 * and re-encoded as a JPEG pdfkit embeds without decoding (see pdfImage). A missing or
 * unreadable file is null, so the document renders without it rather than failing. `owner`: the
 * user whose image it is, so one shop's images never wait behind another's (ADR 013).
 */
export async function readPdfImage(root: string, key: string, owner?: number): Promise<Buffer | null> {
  const base = path.resolve(root);
  const file = path.resolve(base, key);
  if (!file.startsWith(base + path.sep)) return null;
  const data = await readFile(file).catch(() => null);
  return data ? pdfImage(data, owner) : null;
}
