import { nitCheckDigit } from '@cc/shared';
import type { Address, Buyer, IdType, Shop } from './types.ts';
import { CONSUMIDOR_FINAL, DIAN_AGENCY } from './ubl-names.ts';
import { add, type QName, type XmlNode } from './ubl-writer.ts';

// AccountingSupplierParty (the shop, which issues and signs) and AccountingCustomerParty (the
// buyer, or the consumidor final 222222222222). Element order follows UBL's PartyType.

type PartyData = {
  personType: 'juridica' | 'natural';
  idType: IdType;
  id: string;
  legalName: string;
  tradeName?: string;
  taxLevelCodes: string[];
  responsableIva: boolean;
  address?: Address;
  email?: string;
  phone?: string;
};

export function writeSupplier(root: XmlNode, shop: Shop): void {
  writeParty(root, 'cac:AccountingSupplierParty', { ...shop, idType: '31', id: shop.nit }, false);
}

export function writeCustomer(root: XmlNode, buyer: Buyer | null): void {
  const data: PartyData = buyer
    ? {
        ...buyer,
        legalName: buyer.name,
        taxLevelCodes: buyer.taxLevelCodes?.length ? buyer.taxLevelCodes : ['R-99-PN'],
        responsableIva: buyer.responsableIva ?? false,
      }
    : {
        personType: 'natural',
        idType: CONSUMIDOR_FINAL.idType,
        id: CONSUMIDOR_FINAL.id,
        legalName: CONSUMIDOR_FINAL.name,
        taxLevelCodes: ['R-99-PN'],
        responsableIva: false,
      };
  writeParty(root, 'cac:AccountingCustomerParty', data, true);
}

/** Identification attributes: a NIT (31) carries its check digit in schemeID. */
function idAttributes(data: PartyData): Record<string, string> {
  const attrs: Record<string, string> = { ...DIAN_AGENCY, schemeName: data.idType };
  if (data.idType === '31') attrs.schemeID = nitCheckDigit(data.id);
  return attrs;
}

function writeParty(root: XmlNode, wrapper: QName, data: PartyData, withIdentification: boolean): void {
  const outer = add(root, wrapper);
  add(outer, 'cbc:AdditionalAccountID', data.personType === 'juridica' ? '1' : '2');
  const party = add(outer, 'cac:Party');
  if (withIdentification) add(add(party, 'cac:PartyIdentification'), 'cbc:ID', data.id, idAttributes(data));
  add(add(party, 'cac:PartyName'), 'cbc:Name', data.tradeName || data.legalName);
  if (data.address) writeAddress(add(party, 'cac:PhysicalLocation'), 'cac:Address', data.address);

  const taxScheme = add(party, 'cac:PartyTaxScheme');
  add(taxScheme, 'cbc:RegistrationName', data.legalName);
  add(taxScheme, 'cbc:CompanyID', data.id, idAttributes(data));
  // listName 48: responsable de IVA; 49: no responsable.
  add(taxScheme, 'cbc:TaxLevelCode', data.taxLevelCodes.join(';'), {
    listName: data.responsableIva ? '48' : '49',
  });
  if (data.address) writeAddress(taxScheme, 'cac:RegistrationAddress', data.address);
  const scheme = add(taxScheme, 'cac:TaxScheme');
  add(scheme, 'cbc:ID', data.responsableIva ? '01' : 'ZZ');
  add(scheme, 'cbc:Name', data.responsableIva ? 'IVA' : 'No aplica');

  const legal = add(party, 'cac:PartyLegalEntity');
  add(legal, 'cbc:RegistrationName', data.legalName);
  add(legal, 'cbc:CompanyID', data.id, idAttributes(data));

  if (data.phone || data.email) {
    const contact = add(party, 'cac:Contact');
    if (data.phone) add(contact, 'cbc:Telephone', data.phone);
    if (data.email) add(contact, 'cbc:ElectronicMail', data.email);
  }
}

function writeAddress(parent: XmlNode, tag: QName, address: Address): void {
  const node = add(parent, tag);
  add(node, 'cbc:ID', address.cityCode);
  add(node, 'cbc:CityName', address.cityName);
  add(node, 'cbc:CountrySubentity', address.departmentName);
  add(node, 'cbc:CountrySubentityCode', address.departmentCode);
  add(add(node, 'cac:AddressLine'), 'cbc:Line', address.line);
  const country = add(node, 'cac:Country');
  add(country, 'cbc:IdentificationCode', 'CO');
  add(country, 'cbc:Name', 'Colombia', { languageID: 'es' });
}
