// Namespaces and fixed values of DIAN's UBL 2.1 documents (docs/einvoicing.md §The document).
export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  attachedDocument: 'urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

export type Prefix = 'cac' | 'cbc' | 'ext' | 'sts';

/** DIAN as an identification agency (UN/EDIFACT 3055 code 195). */
export const DIAN_AGENCY = {
  schemeAgencyID: '195',
  schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)',
} as const;

/** AuthorizationProvider: DIAN itself, NIT 800197268-4. */
export const DIAN_NIT = '800197268';

export const CONSUMIDOR_FINAL = { id: '222222222222', name: 'Consumidor final', idType: '13' } as const;

const QR_BASE = {
  produccion: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=',
  pruebas: 'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=',
} as const;

/** sts:QRCode: DIAN's public look-up of the document by its CUFE/CUDE. */
export function qrUrl(environment: keyof typeof QR_BASE, key: string): string {
  return `${QR_BASE[environment]}${key}`;
}

export function environmentCode(environment: keyof typeof QR_BASE): '1' | '2' {
  return environment === 'produccion' ? '1' : '2';
}
