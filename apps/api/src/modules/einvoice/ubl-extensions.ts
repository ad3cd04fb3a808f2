import { nitCheckDigit } from '@cc/shared';
import type { Resolution, Software } from './types.ts';
import { DIAN_AGENCY, DIAN_NIT } from './ubl-names.ts';
import { add, type XmlNode } from './ubl-writer.ts';

// ext:UBLExtensions with its first extension, sts:DianExtensions (docs/einvoicing.md §The document). The
// second extension, holding ds:Signature, is added by the signer: an unsigned draft carries one
// extension only, because an empty ExtensionContent is not valid UBL.

export type DianExtensionsData = {
  /** Facturas and documentos POS: the numbering resolution; notes have none. */
  resolution: Resolution | null;
  software: Software;
  securityCode: string;
  qrCode: string;
};

export function writeUblExtensions(root: XmlNode, data: DianExtensionsData): void {
  const extensions = add(root, 'ext:UBLExtensions');
  const content = add(add(extensions, 'ext:UBLExtension'), 'ext:ExtensionContent');
  const dian = add(content, 'sts:DianExtensions');
  if (data.resolution) writeInvoiceControl(dian, data.resolution);
  const source = add(dian, 'sts:InvoiceSource');
  add(source, 'cbc:IdentificationCode', 'CO', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
  });
  const provider = add(dian, 'sts:SoftwareProvider');
  // The provider's NIT carries its check digit in schemeID and "31" (NIT) in schemeName.
  add(provider, 'sts:ProviderID', data.software.providerNit, {
    ...DIAN_AGENCY,
    schemeID: nitCheckDigit(data.software.providerNit),
    schemeName: '31',
  });
  add(provider, 'sts:SoftwareID', data.software.id, { ...DIAN_AGENCY });
  add(dian, 'sts:SoftwareSecurityCode', data.securityCode, { ...DIAN_AGENCY });
  add(add(dian, 'sts:AuthorizationProvider'), 'sts:AuthorizationProviderID', DIAN_NIT, {
    ...DIAN_AGENCY,
    schemeID: nitCheckDigit(DIAN_NIT),
    schemeName: '31',
  });
  add(dian, 'sts:QRCode', data.qrCode);
}

function writeInvoiceControl(dian: XmlNode, resolution: Resolution): void {
  const control = add(dian, 'sts:InvoiceControl');
  add(control, 'sts:InvoiceAuthorization', resolution.number);
  const period = add(control, 'sts:AuthorizationPeriod');
  add(period, 'cbc:StartDate', resolution.validFrom);
  add(period, 'cbc:EndDate', resolution.validTo);
  const range = add(control, 'sts:AuthorizedInvoices');
  if (resolution.prefix) add(range, 'sts:Prefix', resolution.prefix);
  add(range, 'sts:From', String(resolution.from));
  add(range, 'sts:To', String(resolution.to));
}
