import { createHash } from 'node:crypto';
import { type Amount, keyAmount } from './key-amount.ts';

// The document keys of docs/einvoicing.md §Keys: lowercase hex SHA-384 of fields concatenated without
// separators. CUFE (factura) ends in the numbering range's technical key; CUDE (nota crédito,
// documento POS) ends in the software PIN instead. The simulator recomputes them from a document's
// own values, so the amounts may be integer pesos or decimals as written.

/** '1' producción, '2' pruebas (ProfileExecutionID, UUID/@schemeID, TipoAmbiente). */
export type EnvironmentCode = '1' | '2';

export type KeyFields = {
  /** NumFac: the document's cbc:ID, prefix and number. */
  number: string;
  /** FecFac, 'YYYY-MM-DD'. */
  issueDate: string;
  /** HorFac, 'HH:MM:SS-05:00'. */
  issueTime: string;
  /** ValFac: LegalMonetaryTotal/LineExtensionAmount. */
  lineExtension: Amount;
  /** ValImp1, ValImp2, ValImp3: total IVA (01), INC (04), ICA (03); 0 when none. */
  iva: Amount;
  inc: Amount;
  ica: Amount;
  /** ValTot: LegalMonetaryTotal/PayableAmount. */
  payable: Amount;
  /** NitOFE: the issuer's NIT, digits only, no DV. */
  supplierNit: string;
  /** NumAdq: the buyer's identification, digits only, no DV (222222222222 for consumidor final). */
  buyerId: string;
  environment: EnvironmentCode;
};

/** The string hashed for a CUFE (secret = technical key) or a CUDE (secret = PIN). */
export function keySource(fields: KeyFields, secret: string): string {
  return [
    fields.number,
    fields.issueDate,
    fields.issueTime,
    keyAmount(fields.lineExtension),
    '01',
    keyAmount(fields.iva),
    '04',
    keyAmount(fields.inc),
    '03',
    keyAmount(fields.ica),
    keyAmount(fields.payable),
    fields.supplierNit,
    fields.buyerId,
    secret,
    fields.environment,
  ].join('');
}

export function sha384Hex(text: string): string {
  return createHash('sha384').update(text, 'utf8').digest('hex');
}

/** CUFE of a factura electrónica de venta: ClTec is the numbering range's technical key. */
export function cufe(fields: KeyFields, technicalKey: string): string {
  return sha384Hex(keySource(fields, technicalKey));
}

/** CUDE of a nota crédito / débito or documento equivalente POS: the software PIN replaces ClTec. */
export function cude(fields: KeyFields, pin: string): string {
  return sha384Hex(keySource(fields, pin));
}

/** SoftwareSecurityCode = SHA384(SoftwareID + PIN + NumFac). */
export function softwareSecurityCode(softwareId: string, pin: string, number: string): string {
  return sha384Hex(`${softwareId}${pin}${number}`);
}
