import type { IvaRate, LineInput } from './types.ts';

// The figures a document shows, in integer pesos. Each line splits into base and IVA in whole
// pesos exactly as the ledger posts the sale (docs/accounting.md §Taxes): prices with IVA → base =
// round(T ÷ (1 + rate)), IVA = T − base; prices without → IVA = round(base × rate). So the
// document's totals are the sale's totals to the peso.

export type TaxedRate = Exclude<IvaRate, 'excluido'>;

export type ComputedLine = LineInput & {
  /** The rate applied: 'excluido' for every line of a shop that is not responsable de IVA. */
  rate: IvaRate;
  /** LineExtensionAmount: the line's value before IVA. */
  base: number;
  iva: number;
  /** Price/PriceAmount for Price/BaseQuantity units (the whole line when the unit base is not whole). */
  priceAmount: number;
  baseQuantity: number;
};

export type IvaSubtotal = { rate: TaxedRate; taxable: number; tax: number };

export type DocumentTotals = {
  lineExtension: number;
  /** TaxExclusiveAmount: the base of the lines under IVA (excluidas are not part of it). */
  taxExclusive: number;
  iva: number;
  taxInclusive: number;
  payable: number;
  /** One TaxSubtotal per IVA rate present, highest rate first. */
  ivaSubtotals: IvaSubtotal[];
};

/** Half-up division of non-negative integers (no floating point on money). */
function roundDiv(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${what} inválido: ${value}`);
}

export function computeLine(line: LineInput, pricesIncludeIva: boolean, chargesIva: boolean): ComputedLine {
  assertWhole(line.unitPrice, 'Precio');
  assertWhole(line.quantity, 'Cantidad');
  if (line.quantity === 0) throw new Error('Cantidad inválida: 0');
  const gross = line.quantity * line.unitPrice;
  assertWhole(gross, 'Valor de la línea');
  const rate: IvaRate = chargesIva ? line.ivaRate : 'excluido';
  let base = gross;
  let iva = 0;
  if (rate !== 'excluido' && rate > 0) {
    if (pricesIncludeIva) {
      base = roundDiv(gross * 100, 100 + rate);
      iva = gross - base;
    } else {
      iva = roundDiv(gross * rate, 100);
    }
  }
  const wholeUnit = base % line.quantity === 0;
  return {
    ...line,
    rate,
    base,
    iva,
    priceAmount: wholeUnit ? base / line.quantity : base,
    baseQuantity: wholeUnit ? 1 : line.quantity,
  };
}

export function computeTotals(lines: ComputedLine[]): DocumentTotals {
  const byRate = new Map<TaxedRate, IvaSubtotal>();
  let lineExtension = 0;
  for (const line of lines) {
    lineExtension += line.base;
    if (line.rate === 'excluido') continue;
    const subtotal = byRate.get(line.rate) ?? { rate: line.rate, taxable: 0, tax: 0 };
    subtotal.taxable += line.base;
    subtotal.tax += line.iva;
    byRate.set(line.rate, subtotal);
  }
  const ivaSubtotals = [...byRate.values()].sort((a, b) => b.rate - a.rate);
  const iva = ivaSubtotals.reduce((sum, s) => sum + s.tax, 0);
  const taxExclusive = ivaSubtotals.reduce((sum, s) => sum + s.taxable, 0);
  const taxInclusive = lineExtension + iva;
  return { lineExtension, taxExclusive, iva, taxInclusive, payable: taxInclusive, ivaSubtotals };
}

/** UVT by year (docs/accounting.md §Taxes) for the documento POS ceiling of 5 UVT per sale before taxes. */
const UVT_BY_YEAR: Record<number, number> = { 2025: 49_799, 2026: 52_374 };

export function posCeiling(year: number): number {
  const uvt = UVT_BY_YEAR[year];
  if (uvt === undefined) throw new Error(`No está configurada la UVT de ${year}.`);
  return 5 * uvt;
}

/** Amount as a document writes it from integer pesos: '1785000.00'. */
export function pesos(value: number): string {
  assertWhole(value, 'Valor');
  return `${value}.00`;
}
