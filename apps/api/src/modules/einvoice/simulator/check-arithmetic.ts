import { abs, mulDiv, parseDecimal as n, ONE, sum } from './decimal.ts';
import type { DocumentValues, TaxTotalValues } from './document-values.ts';
import { type RuleViolation, violation } from './rules.ts';

// The arithmetic of lines, taxes and totals. Sums must be exact; a product (quantity × price,
// base × rate) may differ by up to one peso, the rounding of whole-peso lines that the app itself
// produces (a base taken out of a price with IVA). The tolerance is ours: DIAN's is unconfirmed.
const TOLERANCE = ONE;
const HUNDRED = 100n * ONE;

function checkTaxTotals(totals: TaxTotalValues[], where: string, out: RuleViolation[]): void {
  for (const total of totals) {
    if (n(total.amount) !== sum(total.subtotals.map((s) => n(s.amount)))) {
      out.push(violation('taxTotal', `${where}: ${total.amount}`));
    }
    for (const subtotal of total.subtotals) {
      const expected = mulDiv(n(subtotal.taxable), n(subtotal.percent), HUNDRED);
      if (abs(n(subtotal.amount) - expected) > TOLERANCE) {
        out.push(
          violation('taxRate', `${where}: ${subtotal.taxable} × ${subtotal.percent} % ≠ ${subtotal.amount}`),
        );
      }
    }
  }
}

export function checkArithmetic(values: DocumentValues): RuleViolation[] {
  const out: RuleViolation[] = [];
  values.lines.forEach((line, index) => {
    const where = `línea ${index + 1}`;
    const expected = mulDiv(n(line.priceAmount), n(line.quantity), n(line.baseQuantity));
    if (abs(n(line.lineExtension) - expected) > TOLERANCE) out.push(violation('lineAmount', where));
    checkTaxTotals(line.taxTotals, where, out);
  });
  checkTaxTotals(values.taxTotals, 'documento', out);

  const lineExtension = n(values.lineExtension);
  if (lineExtension !== sum(values.lines.map((line) => n(line.lineExtension)))) {
    out.push(violation('lineExtension', values.lineExtension));
  }
  // TaxExclusiveAmount: the base of the lines under IVA (excluded lines are not part of it).
  const ivaBases = values.taxTotals
    .filter((total) => total.schemeId === '01')
    .flatMap((total) => total.subtotals.map((s) => n(s.taxable)));
  if (n(values.taxExclusive) !== sum(ivaBases)) out.push(violation('taxExclusive', values.taxExclusive));
  const taxes = sum(values.taxTotals.map((total) => n(total.amount)));
  const taxInclusive = n(values.taxInclusive);
  if (taxInclusive !== lineExtension + taxes) out.push(violation('taxInclusive', values.taxInclusive));
  const payable = taxInclusive - n(values.allowances) + n(values.charges) - n(values.prepaid);
  if (n(values.payable) !== payable) out.push(violation('payable', values.payable));
  return out;
}
