import { bogotaDateTime } from './bogota-time.ts';
import {
  type ComputedLine,
  computeLine,
  computeTotals,
  type DocumentTotals,
  posCeiling,
} from './document-amounts.ts';
import { cude, cufe, softwareSecurityCode } from './keys.ts';
import type { CreditNoteInput, DocumentInput, InvoiceInput, PosInput } from './types.ts';
import { writeLines, writeMonetaryTotal, writeTaxTotals } from './ubl-amounts.ts';
import { writeUblExtensions } from './ubl-extensions.ts';
import { CONSUMIDOR_FINAL, environmentCode, NS, qrUrl } from './ubl-names.ts';
import { writeCustomer, writeSupplier } from './ubl-parties.ts';
import { add, createRoot, serialize, type XmlNode } from './ubl-writer.ts';

// Builds the unsigned UBL 2.1 document (factura 01, documento equivalente POS 20, nota crédito
// 91) with its CUFE/CUDE, SoftwareSecurityCode and QR, in XSD element order. signDocument() adds
// the XAdES signature as the second UBLExtension.

export type BuiltDocument = {
  xml: string;
  /** cbc:ID: prefix and number (NumFac). */
  id: string;
  /** CUFE (factura) or CUDE (POS, nota crédito). */
  key: string;
  keyScheme: 'CUFE-SHA384' | 'CUDE-SHA384';
  qrCode: string;
  issueDate: string;
  issueTime: string;
  lines: ComputedLine[];
  totals: DocumentTotals;
};

const PROFILE = {
  factura: 'DIAN 2.1: Factura Electrónica de Venta',
  // (unconfirmed against the Anexo del documento equivalente electrónico v1.0)
  pos: 'DIAN 2.1: documento equivalente electrónico del tipo tiquete de máquina registradora con sistema P.O.S.',
  'nota-credito': 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta',
} as const;

const TYPE_CODE = { factura: '01', pos: '20', 'nota-credito': '91' } as const;

export function buildDocument(input: DocumentInput): BuiltDocument {
  const { date, time } = bogotaDateTime(input.issuedAt);
  const prefix = input.kind === 'nota-credito' ? input.prefix : input.resolution.prefix;
  const id = `${prefix}${input.number}`;
  if (input.kind !== 'nota-credito') assertInResolution(input, date);
  if (input.lines.length === 0) throw new Error('El documento no tiene líneas.');
  if (input.payment.form === 'credito' && !input.payment.dueDate) {
    throw new Error('Una venta a crédito necesita la fecha de vencimiento.');
  }

  const lines = input.lines.map((line) =>
    computeLine(line, input.pricesIncludeIva, input.shop.responsableIva),
  );
  const totals = computeTotals(lines);
  if (input.kind === 'pos' && totals.lineExtension > posCeiling(Number(date.slice(0, 4)))) {
    throw new Error('La venta supera 5 UVT antes de impuestos: debe expedirse factura electrónica.');
  }

  const environment = environmentCode(input.environment);
  const keyFields = {
    number: id,
    issueDate: date,
    issueTime: time,
    lineExtension: totals.lineExtension,
    iva: totals.iva,
    inc: 0,
    ica: 0,
    payable: totals.payable,
    supplierNit: input.shop.nit,
    buyerId: input.buyer?.id ?? CONSUMIDOR_FINAL.id,
    environment,
  };
  const isCufe = input.kind === 'factura';
  const key = isCufe ? cufe(keyFields, input.resolution.technicalKey) : cude(keyFields, input.software.pin);
  const keyScheme = isCufe ? 'CUFE-SHA384' : 'CUDE-SHA384';
  const qrCode = qrUrl(input.environment, key);

  const isNote = input.kind === 'nota-credito';
  const root = createRoot(isNote ? NS.creditNote : NS.invoice, isNote ? 'CreditNote' : 'Invoice');
  writeUblExtensions(root, {
    resolution: isNote ? null : input.resolution,
    software: input.software,
    securityCode: softwareSecurityCode(input.software.id, input.software.pin, id),
    qrCode,
  });
  add(root, 'cbc:UBLVersionID', 'UBL 2.1');
  // 10: operación estándar; 20: nota crédito that references its factura.
  add(root, 'cbc:CustomizationID', isNote ? '20' : '10');
  add(root, 'cbc:ProfileID', PROFILE[input.kind]);
  add(root, 'cbc:ProfileExecutionID', environment);
  add(root, 'cbc:ID', id);
  add(root, 'cbc:UUID', key, { schemeID: environment, schemeName: keyScheme });
  add(root, 'cbc:IssueDate', date);
  add(root, 'cbc:IssueTime', time);
  add(root, isNote ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', TYPE_CODE[input.kind]);
  for (const note of input.notes ?? []) add(root, 'cbc:Note', note);
  add(root, 'cbc:DocumentCurrencyCode', 'COP', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listID: 'ISO 4217 Alpha',
  });
  add(root, 'cbc:LineCountNumeric', String(lines.length));
  if (isNote) writeCorrectedInvoice(root, input);
  writeSupplier(root, input.shop);
  writeCustomer(root, input.buyer);
  writePaymentMeans(root, input);
  writeTaxTotals(root, totals);
  writeMonetaryTotal(root, totals);
  writeLines(root, lines, isNote ? 'creditNote' : 'invoice');

  return {
    xml: serialize(root),
    id,
    key,
    keyScheme,
    qrCode,
    issueDate: date,
    issueTime: time,
    lines,
    totals,
  };
}

function assertInResolution(input: InvoiceInput | PosInput, date: string): void {
  const { resolution, number } = input;
  if (!Number.isSafeInteger(number) || number < resolution.from || number > resolution.to) {
    throw new Error(
      `El número ${number} está fuera del rango autorizado (${resolution.from}–${resolution.to}).`,
    );
  }
  if (date < resolution.validFrom || date > resolution.validTo) {
    throw new Error(`La resolución ${resolution.number} no está vigente el ${date}.`);
  }
}

/** DiscrepancyResponse (the concept of the correction) and BillingReference (the factura's CUFE). */
function writeCorrectedInvoice(root: XmlNode, input: CreditNoteInput): void {
  const discrepancy = add(root, 'cac:DiscrepancyResponse');
  add(discrepancy, 'cbc:ReferenceID', input.invoice.id);
  add(discrepancy, 'cbc:ResponseCode', String(input.concept));
  add(discrepancy, 'cbc:Description', input.reason);
  const reference = add(add(root, 'cac:BillingReference'), 'cac:InvoiceDocumentReference');
  add(reference, 'cbc:ID', input.invoice.id);
  add(reference, 'cbc:UUID', input.invoice.cufe, { schemeName: 'CUFE-SHA384' });
  add(reference, 'cbc:IssueDate', input.invoice.issueDate);
}

function writePaymentMeans(root: XmlNode, input: DocumentInput): void {
  const means = add(root, 'cac:PaymentMeans');
  add(means, 'cbc:ID', input.payment.form === 'contado' ? '1' : '2');
  add(means, 'cbc:PaymentMeansCode', input.payment.methodCode);
  if (input.payment.form === 'credito' && input.payment.dueDate) {
    add(means, 'cbc:PaymentDueDate', input.payment.dueDate);
  }
}
