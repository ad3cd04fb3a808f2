import { abs, formatDecimal, mulDiv, parseDecimal as n, ONE, sum } from './decimal.ts';
import type { DocumentValues, TaxTotalValues } from './document-values.ts';
import { type RuleViolation, violation } from './rules.ts';

// The arithmetic of lines, taxes and totals. Sums must be exact; a line's product (quantity ×
// price, base × rate) may differ by up to one peso, the rounding of whole-peso lines the app
// itself produces (docs/accounting.md). The document's tax per rate is the sum of its lines' taxes at that
// rate, not its total base × rate again: per-line rounding adds up over many lines (found by the
// property test). The one-peso tolerance is ours; DIAN's is unconfirmed.
const TOLERANCE = ONE;
const HUNDRED = 100n * ONE;

type Sums = Map<string, { taxable: bigint; amount: bigint }>;

/** Taxable base and tax per tax scheme and rate ('01 19'). */
function sumsByRate(totals: TaxTotalValues[], into: Sums = new Map()): Sums {
  for (const total of totals) {
    for (const subtotal of total.subtotals) {
      const key = `${total.schemeId} ${formatDecimal(n(subtotal.percent))}`;
      const entry = into.get(key) ?? { taxable: 0n, amount: 0n };
      entry.taxable += n(subtotal.taxable);
      entry.amount += n(subtotal.amount);
      into.set(key, entry);
    }
  }
  return into;
}

function checkTaxTotals(totals: TaxTotalValues[], where: string, out: RuleViolation[]): void {
  for (const total of totals) {
    if (n(total.amount) !== sum(total.subtotals.map((s) => n(s.amount)))) {
      out.push(violation('taxTotal', `${where}: ${total.amount}`));
    }
  }
}

function checkLineRates(totals: TaxTotalValues[], where: string, out: RuleViolation[]): void {
  for (const subtotal of totals.flatMap((total) => total.subtotals)) {
    const expected = mulDiv(n(subtotal.taxable), n(subtotal.percent), HUNDRED);
    if (abs(n(subtotal.amount) - expected) > TOLERANCE) {
      out.push(
        violation('taxRate', `${where}: ${subtotal.taxable} × ${subtotal.percent} % ≠ ${subtotal.amount}`),
      );
    }
  }
}

function checkDocumentTaxes(values: DocumentValues, out: RuleViolation[]): void {
  checkTaxTotals(values.taxTotals, 'documento', out);
  const fromLines: Sums = new Map();
  for (const line of values.lines) sumsByRate(line.taxTotals, fromLines);
  const fromDocument = sumsByRate(values.taxTotals);
  for (const key of new Set([...fromLines.keys(), ...fromDocument.keys()])) {
    const a = fromLines.get(key);
    const b = fromDocument.get(key);
    if (a?.taxable !== b?.taxable || a?.amount !== b?.amount) out.push(violation('taxSubtotal', `${key} %`));
  }
}

export function checkArithmetic(values: DocumentValues): RuleViolation[] {
  const out: RuleViolation[] = [];
  values.lines.forEach((line, index) => {
    const where = `línea ${index + 1}`;
    const expected = mulDiv(n(line.priceAmount), n(line.quantity), n(line.baseQuantity));
    if (abs(n(line.lineExtension) - expected) > TOLERANCE) out.push(violation('lineAmount', where));
    checkTaxTotals(line.taxTotals, where, out);
    checkLineRates(line.taxTotals, where, out);
  });
  checkDocumentTaxes(values, out);

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
