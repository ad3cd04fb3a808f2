import { EINVOICE_STATUS_LABEL, type EinvoiceStatus, slashDate } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { einvoiceResolutions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { bogotaDateTime } from './bogota-time.ts';
import { saleDocumentRow } from './documents.ts';
import { readDocumentValues } from './simulator/document-values.ts';

// The representación gráfica of a sale's electronic document (issue 28 item 2): what its PDF
// prints besides the sale — the title, the number with its prefix, CUFE/CUDE, the QR, the numbering
// resolution and the document's state with DIAN. The incomes module draws it.

export const REPRESENTATION_TEXT = {
  title: { '01': 'FACTURA ELECTRÓNICA DE VENTA', '20': 'DOCUMENTO EQUIVALENTE ELECTRÓNICO POS' },
  fileTitle: { '01': 'Factura electrónica de venta', '20': 'Documento equivalente electrónico POS' },
  resolution: (r: {
    number: string;
    validFrom: string;
    validTo: string;
    prefix: string;
    from: number;
    to: number;
  }) =>
    `Autorización de numeración de facturación DIAN N.º ${r.number} del ${slashDate(r.validFrom)}, vigente hasta el ${slashDate(r.validTo)}. Prefijo ${r.prefix || 'sin prefijo'}, del ${r.from} al ${r.to}.`,
  status: (label: string) => `Estado ante la DIAN: ${label}`,
  keyLabel: { '01': 'CUFE', '20': 'CUDE' },
  issued: (date: string, time: string) => `Fecha y hora de expedición: ${slashDate(date)} ${time}`,
} as const;

export type SaleRepresentation = {
  documentType: '01' | '20';
  title: string;
  fileTitle: string;
  /** Prefix + number. */
  number: string;
  status: EinvoiceStatus;
  statusLabel: string;
  errors: string[];
  keyLabel: string;
  key: string | null;
  issued: string | null;
  resolution: string;
  /** What the QR carries (DIAN.md's fields; their list is unconfirmed against the annex). */
  qrText: string | null;
};

/** The QR's PNG for the PDF. Medium error correction: readable from a phone on a printed ticket. */
export const qrPng = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });

/** The QR's text: the document's own values, one `Name=value` per line, then DIAN's search URL. */
function qrTextOf(signedXml: string, qrUrl: string): string {
  const v = readDocumentValues(signedXml);
  const tax = (scheme: string) => v.taxTotals.find((t) => t.schemeId === scheme)?.amount ?? '0.00';
  const others = v.taxTotals
    .filter((t) => t.schemeId !== '01')
    .reduce((sum, t) => sum + Math.round(Number(t.amount) * 100), 0);
  return [
    `NumFac=${v.id}`,
    `FecFac=${v.issueDate}`,
    `HorFac=${v.issueTime}`,
    `NitFac=${v.supplierNit}`,
    `DocAdq=${v.buyerId}`,
    `ValFac=${v.lineExtension}`,
    `ValIva=${tax('01')}`,
    `ValOtroIm=${(others / 100).toFixed(2)}`,
    `ValTolFac=${v.payable}`,
    `CUFE=${v.uuid}`,
    qrUrl,
  ].join('\n');
}

/** The sale's electronic document as its PDF shows it, or null for a sale without one. */
export async function saleRepresentation(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  incomeId: number,
): Promise<SaleRepresentation | null> {
  const doc = await saleDocumentRow(deps, userId, incomeId);
  if (!doc || (doc.documentType !== '01' && doc.documentType !== '20')) return null;
  const [r] = await deps.db
    .select()
    .from(einvoiceResolutions)
    .where(and(eq(einvoiceResolutions.userId, userId), eq(einvoiceResolutions.id, doc.resolutionId)));
  const type = doc.documentType;
  const qrText = doc.signedXml && doc.qrCode ? qrTextOf(doc.signedXml, doc.qrCode) : null;
  const issued = doc.issuedAt ? bogotaDateTime(doc.issuedAt) : null;
  return {
    documentType: type,
    title: REPRESENTATION_TEXT.title[type],
    fileTitle: REPRESENTATION_TEXT.fileTitle[type],
    number: `${doc.prefix}${doc.number}`,
    status: doc.status,
    statusLabel: EINVOICE_STATUS_LABEL[doc.status],
    errors: doc.errors,
    keyLabel: REPRESENTATION_TEXT.keyLabel[type],
    key: doc.documentKey,
    issued: issued ? REPRESENTATION_TEXT.issued(issued.date, issued.time) : null,
    resolution: r
      ? REPRESENTATION_TEXT.resolution({
          number: r.resolutionNumber,
          validFrom: r.validFrom,
          validTo: r.validTo,
          prefix: r.prefix,
          from: r.rangeFrom,
          to: r.rangeTo,
        })
      : '',
    qrText,
  };
}
