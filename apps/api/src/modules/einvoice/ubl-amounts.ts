import { type ComputedLine, type DocumentTotals, pesos } from './document-amounts.ts';
import { add, type XmlNode } from './ubl-writer.ts';

// TaxTotal (one per tax, a TaxSubtotal per rate), LegalMonetaryTotal and the document lines.
// Amounts are integer pesos written with two decimals, all in COP.

const COP = { currencyID: 'COP' };

function money(parent: XmlNode, qname: `cbc:${string}`, value: number): void {
  add(parent, qname, pesos(value), COP);
}

function writeIvaSubtotal(total: XmlNode, taxable: number, tax: number, rate: number): void {
  const subtotal = add(total, 'cac:TaxSubtotal');
  money(subtotal, 'cbc:TaxableAmount', taxable);
  money(subtotal, 'cbc:TaxAmount', tax);
  const category = add(subtotal, 'cac:TaxCategory');
  add(category, 'cbc:Percent', `${rate}.00`);
  const scheme = add(category, 'cac:TaxScheme');
  add(scheme, 'cbc:ID', '01');
  add(scheme, 'cbc:Name', 'IVA');
}

/** The document's IVA: one TaxTotal with a TaxSubtotal per rate; none when no line is under IVA. */
export function writeTaxTotals(root: XmlNode, totals: DocumentTotals): void {
  if (totals.ivaSubtotals.length === 0) return;
  const total = add(root, 'cac:TaxTotal');
  money(total, 'cbc:TaxAmount', totals.iva);
  for (const s of totals.ivaSubtotals) writeIvaSubtotal(total, s.taxable, s.tax, s.rate);
}

export function writeMonetaryTotal(root: XmlNode, totals: DocumentTotals): void {
  const total = add(root, 'cac:LegalMonetaryTotal');
  money(total, 'cbc:LineExtensionAmount', totals.lineExtension);
  money(total, 'cbc:TaxExclusiveAmount', totals.taxExclusive);
  money(total, 'cbc:TaxInclusiveAmount', totals.taxInclusive);
  money(total, 'cbc:PayableAmount', totals.payable);
}

/** InvoiceLine (factura, POS) or CreditNoteLine, whose quantity is CreditedQuantity. */
export function writeLines(root: XmlNode, lines: ComputedLine[], kind: 'invoice' | 'creditNote'): void {
  lines.forEach((line, index) => {
    const node = add(root, kind === 'invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine');
    add(node, 'cbc:ID', String(index + 1));
    // unitCode 94: "unidad" (UN/ECE rec. 20), the only unit the app sells in.
    add(node, kind === 'invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', String(line.quantity), {
      unitCode: '94',
    });
    money(node, 'cbc:LineExtensionAmount', line.base);
    if (line.rate !== 'excluido') {
      const tax = add(node, 'cac:TaxTotal');
      money(tax, 'cbc:TaxAmount', line.iva);
      writeIvaSubtotal(tax, line.base, line.iva, line.rate);
    }
    const item = add(node, 'cac:Item');
    add(item, 'cbc:Description', line.description);
    if (line.code) add(add(item, 'cac:SellersItemIdentification'), 'cbc:ID', line.code);
    const price = add(node, 'cac:Price');
    money(price, 'cbc:PriceAmount', line.priceAmount);
    add(price, 'cbc:BaseQuantity', String(line.baseQuantity), { unitCode: '94' });
  });
}
