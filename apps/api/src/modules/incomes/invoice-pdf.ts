import {
  formatCOP,
  INCOME_MSG,
  type IncomeDetail,
  invoiceFileName,
  PAYMENT_METHOD_LABEL,
  PAYMENT_TYPE_LABEL,
  padNumber,
  slashDate,
} from '@cc/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { documentTypes, profiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { COLORS, PDF_MARGIN, PDF_MIME, type Pdf, pdfTable, readPdfImage, renderPdf } from '../../lib/pdf.ts';
import { qrPng, type SaleRepresentation, saleRepresentation } from '../einvoice/index.ts';
import { getIncome } from './queries.ts';
import { INVOICE_TEXT as T } from './texts.ts';

/** '2026-01-10' → '10/01/2026': dd/mm/aaaa, as every date the app shows (issue 30 item 7). */
const spanishDate = slashDate;
const CONTENT_WIDTH = 515;

function paymentLabel(sale: IncomeDetail): string {
  if (sale.payment_type === 'CREDITO') return PAYMENT_TYPE_LABEL.CREDITO;
  return T.cash(sale.payment_method ? PAYMENT_METHOD_LABEL[sale.payment_method] : '');
}

/** Non-empty lines only: a missing phone leaves no blank row. */
function lines(doc: Pdf, texts: (string | false | null | undefined)[], x: number, width: number): void {
  for (const t of texts) if (t) doc.text(t, x, undefined, { width });
}

function drawHeader(
  doc: Pdf,
  sale: IncomeDetail,
  logo: Buffer | null,
  docAbbr: (id: number) => string,
  einvoice: SaleRepresentation | null,
): void {
  const p = sale.user.profile;
  const top = PDF_MARGIN;
  let x = PDF_MARGIN;
  if (logo) {
    doc.image(logo, PDF_MARGIN, top, { fit: [80, 80] });
    x += 95;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(p.tradename, x, top, { width: 300 - (x - PDF_MARGIN) });
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
  const phones = [p.phone && T.phone(p.phone), p.cellphone && T.cellphone(p.cellphone)]
    .filter(Boolean)
    .join(' · ');
  lines(
    doc,
    [
      `${docAbbr(p.identification_type.id)} ${p.identification_number}`,
      p.address,
      p.city && `${p.city.name}, ${p.city.state.name}`,
      phones,
    ],
    x,
    300 - (x - PDF_MARGIN),
  );
  const leftBottom = Math.max(doc.y, logo ? top + 80 : 0);

  const boxX = PDF_MARGIN + 320;
  doc.fillColor(COLORS.text).font('Helvetica-Bold').fontSize(13);
  doc.text(einvoice?.title ?? T.title, boxX, top, { width: 195, align: 'right' });
  doc.fontSize(11).text(T.number(einvoice?.number ?? padNumber(sale.number)), boxX, undefined, {
    width: 195,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(9);
  doc.text(T.date(spanishDate(sale.date)), boxX, undefined, { width: 195, align: 'right' });
  doc.text(T.paymentForm(paymentLabel(sale)), boxX, undefined, { width: 195, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 18;
}

function drawClient(doc: Pdf, sale: IncomeDetail, docAbbr: (id: number) => string): void {
  const c = sale.client;
  doc.x = PDF_MARGIN;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.text).text(T.client);
  doc.font('Helvetica').fontSize(9);
  const phones = [c.phone && T.phone(c.phone), c.cellphone && T.cellphone(c.cellphone)]
    .filter(Boolean)
    .join(' · ');
  lines(
    doc,
    [c.name, `${docAbbr(c.doc_type.id)} ${c.doc_number}`, c.address, c.city?.name, phones, c.email],
    PDF_MARGIN,
    CONTENT_WIDTH,
  );
  doc.moveDown(1);
}

function drawTotals(doc: Pdf, sale: IncomeDetail): void {
  doc.moveDown(0.5);
  const rows: [string, number][] = [
    [T.total, sale.value],
    [T.paid, sale.payment],
    [T.balance, sale.balance],
  ];
  for (const [label, value] of rows) {
    doc.font(label === T.total ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(`${label}: ${formatCOP(value)}`, PDF_MARGIN, undefined, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
  }
  doc.moveDown(1);
}

/**
 * The representación gráfica's block (issue 28): state with DIAN (and its errors), CUFE/CUDE,
 * issue instant, the QR and the numbering resolution.
 */
async function drawEinvoice(doc: Pdf, e: SaleRepresentation): Promise<void> {
  const png = e.qrText ? await qrPng(e.qrText) : null;
  const top = doc.y;
  const textWidth = png ? CONTENT_WIDTH - 110 : CONTENT_WIDTH;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.text).text(T.einvoice, PDF_MARGIN, top);
  doc.font('Helvetica').fontSize(8);
  lines(
    doc,
    [
      e.resolution,
      e.issued,
      e.key && `${e.keyLabel}: ${e.key}`,
      `Estado ante la DIAN: ${e.statusLabel}`,
      ...e.errors,
    ],
    PDF_MARGIN,
    textWidth,
  );
  if (png) doc.image(png, PDF_MARGIN + CONTENT_WIDTH - 100, top, { fit: [100, 100] });
  doc.y = Math.max(doc.y, png ? top + 105 : 0) + 10;
}

/**
 * Everything an invoice is drawn from, as read now: the sale (its client, lines, payments and
 * the seller's profile), the document-type abbreviations, the logo's key and the day printed in
 * the footer. Equal contents draw the same PDF, so a hash of this is the PDF's version (the
 * shared links' cache, share-links/invoice-cache.ts). A voided sale is refused, as a download.
 */
export async function invoiceContent(deps: AppDeps, userId: number, id: number) {
  const sale = await getIncome(deps, userId, id);
  if (sale.deleted) throw AppError.rule(INCOME_MSG.voided.download);
  const [docTypes, [profile]] = await Promise.all([
    deps.db
      .select({ id: documentTypes.id, abbr: documentTypes.abbreviation })
      .from(documentTypes)
      .where(inArray(documentTypes.id, [sale.client.doc_type.id, sale.user.profile.identification_type.id]))
      .orderBy(documentTypes.id),
    deps.db.select({ logo: profiles.logo }).from(profiles).where(eq(profiles.userId, userId)),
  ]);
  // The electronic document as it stands (its state changes as DIAN answers: a new version).
  const einvoice = await saleRepresentation(deps, userId, id);
  // A new logo is stored under a new random key (lib/storage.ts): the key stands for its bytes.
  return { userId, sale, docTypes, logo: profile?.logo ?? null, day: today(deps.clock), einvoice };
}
export type InvoiceContent = Awaited<ReturnType<typeof invoiceContent>>;

/**
 * GET /api/incomes/{id}/pdf: the A4 invoice 'Factura 0007.pdf' — seller (logo, tradename,
 * identification, address, phones), client, lines, totals, payments received and the balance.
 * A voided sale is not downloadable. A logo that cannot be read leaves the invoice without one.
 */
export async function invoicePdf(deps: AppDeps, userId: number, id: number, log?: FastifyBaseLogger) {
  return renderInvoice(deps, await invoiceContent(deps, userId, id), log);
}

/** The invoice PDF of contents read by invoiceContent. */
export async function renderInvoice(deps: AppDeps, content: InvoiceContent, log?: FastifyBaseLogger) {
  const { sale, docTypes, day } = content;
  const docAbbr = (docId: number) => docTypes.find((d) => d.id === docId)?.abbr ?? '';
  const logo = content.logo ? await readPdfImage(deps.config.uploadsDir, content.logo, content.userId) : null;
  if (content.logo && !logo)
    log?.warn({ logo: content.logo }, 'invoice without its logo: the file is unreadable');

  const { einvoice } = content;
  const title = einvoice ? `${einvoice.fileTitle} ${einvoice.number}` : T.fileTitle(padNumber(sale.number));
  const body = await renderPdf({ title, author: sale.user.profile.tradename }, async (doc) => {
    drawHeader(doc, sale, logo, docAbbr, einvoice);
    drawClient(doc, sale, docAbbr);
    pdfTable(
      doc,
      [
        { header: T.line.item, width: 235 },
        { header: T.line.quantity, width: 60, align: 'right' },
        { header: T.line.unitValue, width: 110, align: 'right' },
        { header: T.line.total, width: 110, align: 'right' },
      ],
      sale.details.map((d) => [
        d.name,
        String(d.quantity),
        formatCOP(d.unit_value),
        formatCOP(d.total_value),
      ]),
    );
    drawTotals(doc, sale);
    if (einvoice) await drawEinvoice(doc, einvoice);
    const payments = sale.payments.filter((p) => !p.deleted);
    if (payments.length) {
      doc.font('Helvetica-Bold').fontSize(10).text(T.payments, PDF_MARGIN);
      doc.moveDown(0.3);
      pdfTable(
        doc,
        [
          { header: T.payment.reference, width: 80 },
          { header: T.payment.date, width: 130 },
          { header: T.payment.method, width: 115 },
          { header: T.payment.value, width: 190, align: 'right' },
        ],
        payments.map((p) => [
          p.reference,
          spanishDate(p.date),
          PAYMENT_METHOD_LABEL[p.payment_method],
          formatCOP(p.value),
        ]),
      );
      doc.moveDown(1);
    }
    if (sale.observations) {
      doc.font('Helvetica-Bold').fontSize(10).text(T.observations, PDF_MARGIN);
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(sale.observations, PDF_MARGIN, undefined, { width: CONTENT_WIDTH });
      doc.moveDown(1);
    }
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(T.footer(spanishDate(day)), PDF_MARGIN, undefined, {
        width: CONTENT_WIDTH,
        align: 'center',
      });
  });
  return { name: invoiceFileName(sale.number), type: PDF_MIME, body };
}
