import { and, eq } from 'drizzle-orm';
import { einvoiceDocuments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { bogotaDateTime } from './bogota-time.ts';
import { readDocumentValues } from './simulator/document-values.ts';
import { NS } from './ubl-names.ts';
import { add, createRoot, serialize, type XmlNode } from './ubl-writer.ts';

// The AttachedDocument the buyer receives (issue 28 item 5): a UBL container holding the signed
// document and DIAN's ApplicationResponse as text, with who sends and who receives. Built from
// the accepted document's own bytes, so it quotes exactly what DIAN validated.

export const ATTACHED_MSG = {
  notAccepted:
    'El documento aún no ha sido aceptado por la DIAN: no tiene documento adjunto para el comprador.',
} as const;

function party(parent: XmlNode, name: 'cac:SenderParty' | 'cac:ReceiverParty', id: string, label: string) {
  const scheme = add(add(parent, name), 'cac:PartyTaxScheme');
  add(scheme, 'cbc:RegistrationName', label);
  add(scheme, 'cbc:CompanyID', id, {
    schemeAgencyID: '195',
    schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)',
  });
  const tax = add(scheme, 'cac:TaxScheme');
  add(tax, 'cbc:ID', 'ZZ');
  add(tax, 'cbc:Name', 'No aplica');
}

/** The container of an accepted document, at `at` (its own IssueDate/IssueTime). */
export function attachedDocumentXml(input: {
  signedXml: string;
  applicationResponse: string;
  environment: '1' | '2';
  supplierName: string;
  buyerName: string;
  at: Date;
}): string {
  const v = readDocumentValues(input.signedXml);
  const { date, time } = bogotaDateTime(input.at);
  const root = createRoot(NS.attachedDocument, 'AttachedDocument');
  add(root, 'cbc:UBLVersionID', 'UBL 2.1');
  add(root, 'cbc:CustomizationID', 'Documentos adjuntos');
  add(root, 'cbc:ProfileID', 'Factura Electrónica de Venta');
  add(root, 'cbc:ProfileExecutionID', input.environment);
  add(root, 'cbc:ID', v.id);
  add(root, 'cbc:IssueDate', date);
  add(root, 'cbc:IssueTime', time);
  add(root, 'cbc:DocumentType', 'Contenedor de Factura Electrónica');
  add(root, 'cbc:ParentDocumentID', v.id);
  party(root, 'cac:SenderParty', v.supplierNit, input.supplierName);
  party(root, 'cac:ReceiverParty', v.buyerId, input.buyerName);
  const attached = add(add(root, 'cac:Attachment'), 'cac:ExternalReference');
  add(attached, 'cbc:MimeCode', 'text/xml');
  add(attached, 'cbc:EncodingCode', 'UTF-8');
  add(attached, 'cbc:Description').dat(input.signedXml);
  const line = add(root, 'cac:ParentDocumentLineReference');
  add(line, 'cbc:LineID', '1');
  const reference = add(line, 'cac:DocumentReference');
  add(reference, 'cbc:ID', v.id);
  add(reference, 'cbc:UUID', v.uuid, { schemeName: v.kind === 'factura' ? 'CUFE-SHA384' : 'CUDE-SHA384' });
  add(reference, 'cbc:IssueDate', v.issueDate);
  add(reference, 'cbc:DocumentType', 'ApplicationResponse');
  const response = add(add(reference, 'cac:Attachment'), 'cac:ExternalReference');
  add(response, 'cbc:MimeCode', 'text/xml');
  add(response, 'cbc:EncodingCode', 'UTF-8');
  add(response, 'cbc:Description').dat(input.applicationResponse);
  const verification = add(reference, 'cac:ResultOfVerification');
  add(verification, 'cbc:ValidatorID', 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales');
  add(verification, 'cbc:ValidationResultCode', '02');
  add(verification, 'cbc:ValidationDate', date);
  add(verification, 'cbc:ValidationTime', time);
  return serialize(root);
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** GET /einvoice/documents/:id/attached-document/: the user's accepted document's container. */
export async function attachedDocument(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  id: number,
): Promise<{ name: string; body: string }> {
  const d = einvoiceDocuments;
  const [doc] = await deps.db
    .select()
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.id, id)));
  if (!doc) throw AppError.notFound();
  if (doc.status !== 'accepted' || !doc.signedXml || !doc.applicationResponse || !doc.updatedAt) {
    throw AppError.rule(ATTACHED_MSG.notAccepted);
  }
  const values = readDocumentValues(doc.signedXml);
  const names = /<cbc:RegistrationName>([^<]*)<\/cbc:RegistrationName>/g;
  // The supplier's party comes first in the document, the customer's last.
  const found = Array.from(doc.signedXml.matchAll(names), (m) => unescapeXml(m[1] ?? ''));
  const supplierName = found[0] ?? '';
  const buyerName = found.at(-1) ?? '';
  const body = attachedDocumentXml({
    signedXml: doc.signedXml,
    applicationResponse: doc.applicationResponse,
    environment: values.environment === '1' ? '1' : '2',
    supplierName,
    buyerName,
    at: doc.updatedAt,
  });
  return { name: `ad${values.id}.xml`, body };
}
