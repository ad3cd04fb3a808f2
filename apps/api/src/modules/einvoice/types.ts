// What the builder needs to write a document: plain data the sale (and the shop's e-invoicing
// set-up) hand over. Money is integer pesos; the instant of issue is converted to Bogotá time.

export type Environment = 'produccion' | 'pruebas';

/** IVA of an item: 19 %, 5 %, 0 % (exento, still under IVA) or excluido (outside IVA). */
export type IvaRate = 19 | 5 | 0 | 'excluido';

/** DIAN's Departamentos / Municipio codes (DANE DIVIPOLA) and the address line. */
export type Address = {
  cityCode: string;
  cityName: string;
  departmentCode: string;
  departmentName: string;
  line: string;
};

/** TipoDocumento codes a buyer may be identified with (Anexo Técnico, table 13.2.1). */
export type IdType = '11' | '12' | '13' | '21' | '22' | '31' | '41' | '42' | '47' | '50' | '91';

export type Shop = {
  /** NIT, digits only, without the check digit (it is computed). */
  nit: string;
  legalName: string;
  tradeName?: string;
  /** AdditionalAccountID: 1 persona jurídica, 2 persona natural. */
  personType: 'juridica' | 'natural';
  /** TaxLevelCode responsibilities: O-13, O-15, O-23, O-47 (Régimen Simple), R-99-PN… */
  taxLevelCodes: string[];
  /** Responsable de IVA (TaxScheme 01) or not (ZZ). */
  responsableIva: boolean;
  address: Address;
  email?: string;
  phone?: string;
};

export type Buyer = {
  idType: IdType;
  /** Digits only; for a NIT (31) without the check digit. */
  id: string;
  name: string;
  personType: 'juridica' | 'natural';
  taxLevelCodes?: string[];
  responsableIva?: boolean;
  address?: Address;
  email?: string;
};

/** The numbering resolution DIAN granted for a document type (GetNumberingRange answers it). */
export type Resolution = {
  number: string;
  prefix: string;
  from: number;
  to: number;
  /** 'YYYY-MM-DD'. */
  validFrom: string;
  validTo: string;
  /** ClTec: the CUFE's secret. */
  technicalKey: string;
};

/** The software registered with DIAN (software propio: the shop is its own provider). */
export type Software = { id: string; pin: string; providerNit: string };

export type LineInput = {
  description: string;
  /** The shop's product code (SellersItemIdentification), optional. */
  code?: string;
  quantity: number;
  /** Integer pesos per unit, with or without IVA as the document's pricesIncludeIva says. */
  unitPrice: number;
  ivaRate: IvaRate;
};

/** PaymentMeans: form 1 contado / 2 crédito, MediosPago code (10 efectivo, 47 transferencia…). */
export type Payment = { form: 'contado' | 'credito'; methodCode: string; dueDate?: string };

type DocumentCommon = {
  shop: Shop;
  /** null: consumidor final (222222222222). */
  buyer: Buyer | null;
  environment: Environment;
  software: Software;
  /** The instant the document is issued (and signed): IssueDate/IssueTime in Bogotá. */
  issuedAt: Date;
  /** Prices typed with IVA included (the shop's profile): each line's base is taken out of it. */
  pricesIncludeIva: boolean;
  lines: LineInput[];
  payment: Payment;
  notes?: string[];
};

export type InvoiceInput = DocumentCommon & { kind: 'factura'; resolution: Resolution; number: number };

export type PosInput = DocumentCommon & { kind: 'pos'; resolution: Resolution; number: number };

/** Concepto de corrección: 1 devolución parcial, 2 anulación, 3 rebaja, 4 ajuste de precio, 5 otros. */
export type CreditNoteConcept = 1 | 2 | 3 | 4 | 5;

export type CreditNoteInput = DocumentCommon & {
  kind: 'nota-credito';
  /** Notes need no DIAN resolution: their own prefix and consecutive number. */
  prefix: string;
  number: number;
  concept: CreditNoteConcept;
  reason: string;
  /** The factura it corrects (BillingReference). */
  invoice: { id: string; cufe: string; issueDate: string };
};

export type DocumentInput = InvoiceInput | PosInput | CreditNoteInput;
