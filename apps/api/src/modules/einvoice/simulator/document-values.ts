import { DOMParser, type Element } from '@xmldom/xmldom';

// The values the simulator checks, read from a submitted document (already valid against the
// XSD, so the structure is known). Amounts stay as written: the keys are recomputed from the
// document's own text, and the arithmetic parses it exactly (decimal.ts).

export type TaxTotalValues = {
  schemeId: string;
  amount: string;
  subtotals: { taxable: string; amount: string; percent: string }[];
};

export type LineValues = {
  quantity: string;
  lineExtension: string;
  priceAmount: string;
  baseQuantity: string;
  taxTotals: TaxTotalValues[];
};

export type DocumentValues = {
  kind: 'factura' | 'pos' | 'nota-credito';
  id: string;
  uuid: string;
  issueDate: string;
  issueTime: string;
  environment: string;
  invoiceControl: { authorization: string; prefix: string; from: string; to: string } | null;
  softwareId: string;
  providerId: string;
  securityCode: string;
  supplierNit: string;
  buyerId: string;
  lineExtension: string;
  taxExclusive: string;
  taxInclusive: string;
  payable: string;
  /** AllowanceTotalAmount, ChargeTotalAmount, PrepaidAmount: '0' when absent. */
  allowances: string;
  charges: string;
  prepaid: string;
  taxTotals: TaxTotalValues[];
  lines: LineValues[];
};

function children(parent: Element, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === localName,
  );
}

/** The first element down a path of direct children, or null. */
function find(parent: Element | null, ...path: string[]): Element | null {
  let current = parent;
  for (const name of path) {
    if (!current) return null;
    current = children(current, name)[0] ?? null;
  }
  return current;
}

function text(parent: Element | null, ...path: string[]): string {
  return find(parent, ...path)?.textContent?.trim() ?? '';
}

function taxTotals(parent: Element): TaxTotalValues[] {
  return children(parent, 'TaxTotal').map((total) => {
    const subtotals = children(total, 'TaxSubtotal');
    return {
      schemeId: text(subtotals[0] ?? null, 'TaxCategory', 'TaxScheme', 'ID'),
      amount: text(total, 'TaxAmount'),
      subtotals: subtotals.map((s) => ({
        taxable: text(s, 'TaxableAmount'),
        amount: text(s, 'TaxAmount'),
        percent: text(s, 'TaxCategory', 'Percent'),
      })),
    };
  });
}

export function readDocumentValues(xml: string): DocumentValues {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root) throw new Error('XML sin elemento raíz');
  const isNote = root.localName === 'CreditNote';
  const dian = find(root, 'UBLExtensions', 'UBLExtension', 'ExtensionContent', 'DianExtensions');
  const control = find(dian, 'InvoiceControl');
  const customer = find(root, 'AccountingCustomerParty', 'Party');
  const typeCode = text(root, isNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode');
  return {
    kind: isNote ? 'nota-credito' : typeCode === '20' ? 'pos' : 'factura',
    id: text(root, 'ID'),
    uuid: text(root, 'UUID'),
    issueDate: text(root, 'IssueDate'),
    issueTime: text(root, 'IssueTime'),
    environment: text(root, 'ProfileExecutionID'),
    invoiceControl: control
      ? {
          authorization: text(control, 'InvoiceAuthorization'),
          prefix: text(control, 'AuthorizedInvoices', 'Prefix'),
          from: text(control, 'AuthorizedInvoices', 'From'),
          to: text(control, 'AuthorizedInvoices', 'To'),
        }
      : null,
    softwareId: text(dian, 'SoftwareProvider', 'SoftwareID'),
    providerId: text(dian, 'SoftwareProvider', 'ProviderID'),
    securityCode: text(dian, 'SoftwareSecurityCode'),
    supplierNit: text(root, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme', 'CompanyID'),
    buyerId: text(customer, 'PartyTaxScheme', 'CompanyID') || text(customer, 'PartyIdentification', 'ID'),
    lineExtension: text(root, 'LegalMonetaryTotal', 'LineExtensionAmount'),
    taxExclusive: text(root, 'LegalMonetaryTotal', 'TaxExclusiveAmount'),
    taxInclusive: text(root, 'LegalMonetaryTotal', 'TaxInclusiveAmount'),
    payable: text(root, 'LegalMonetaryTotal', 'PayableAmount'),
    allowances: text(root, 'LegalMonetaryTotal', 'AllowanceTotalAmount') || '0',
    charges: text(root, 'LegalMonetaryTotal', 'ChargeTotalAmount') || '0',
    prepaid: text(root, 'LegalMonetaryTotal', 'PrepaidAmount') || '0',
    taxTotals: taxTotals(root),
    lines: children(root, isNote ? 'CreditNoteLine' : 'InvoiceLine').map((line) => ({
      quantity: text(line, isNote ? 'CreditedQuantity' : 'InvoicedQuantity'),
      lineExtension: text(line, 'LineExtensionAmount'),
      priceAmount: text(line, 'Price', 'PriceAmount'),
      baseQuantity: text(line, 'Price', 'BaseQuantity') || '1',
      taxTotals: taxTotals(line),
    })),
  };
}
