import { describe, expect, it } from 'vitest';
import { computeLine, computeTotals, posCeiling } from '../src/modules/einvoice/document-amounts.ts';
import { formatDecimal, parseDecimal } from '../src/modules/einvoice/simulator/decimal.ts';

// Whole-peso lines as docs/accounting.md §Taxes splits them, and the simulator's exact decimals.
describe('line amounts in whole pesos', () => {
  const line = { description: 'x', quantity: 1, unitPrice: 50, ivaRate: 19 as const };

  it('prices without IVA: IVA = round(base × rate), half up', () => {
    expect(computeLine(line, false, true)).toMatchObject({ base: 50, iva: 10 }); // 9,5 → 10
    expect(computeLine({ ...line, unitPrice: 10, ivaRate: 5 }, false, true)).toMatchObject({
      base: 10,
      iva: 1,
    });
    expect(computeLine({ ...line, unitPrice: 52 }, false, true)).toMatchObject({ base: 52, iva: 10 }); // 9,88
  });

  it('prices with IVA: base = round(T ÷ 1,19), IVA the rest, so base + IVA = T', () => {
    expect(computeLine({ ...line, quantity: 2, unitPrice: 11_900 }, true, true)).toMatchObject({
      base: 20_000,
      iva: 3_800,
    });
    expect(computeLine({ ...line, unitPrice: 10_500, ivaRate: 5 }, true, true)).toMatchObject({
      base: 10_000,
      iva: 500,
    });
  });

  it('exento and excluido carry no IVA; a shop that is not responsable charges none', () => {
    expect(computeLine({ ...line, ivaRate: 0 }, false, true)).toMatchObject({ rate: 0, iva: 0 });
    expect(computeLine({ ...line, ivaRate: 'excluido' }, true, true)).toMatchObject({
      rate: 'excluido',
      base: 50,
    });
    expect(computeLine(line, true, false)).toMatchObject({ rate: 'excluido', base: 50, iva: 0 });
  });

  it('refuses fractional or negative pesos and quantities', () => {
    expect(() => computeLine({ ...line, unitPrice: 10.5 }, false, true)).toThrow();
    expect(() => computeLine({ ...line, quantity: 0 }, false, true)).toThrow();
    expect(() => computeLine({ ...line, quantity: -1 }, false, true)).toThrow();
  });

  it('totals: TaxExclusive is the base under IVA only, one subtotal per rate', () => {
    const lines = [
      computeLine({ ...line, unitPrice: 100 }, false, true),
      computeLine({ ...line, unitPrice: 200 }, false, true),
      computeLine({ ...line, unitPrice: 300, ivaRate: 'excluido' }, false, true),
    ];
    expect(computeTotals(lines)).toEqual({
      lineExtension: 600,
      taxExclusive: 300,
      iva: 57,
      taxInclusive: 657,
      payable: 657,
      ivaSubtotals: [{ rate: 19, taxable: 300, tax: 57 }],
    });
  });

  it('the POS ceiling is 5 UVT of the year, unknown years refused', () => {
    expect(posCeiling(2026)).toBe(261_870);
    expect(posCeiling(2025)).toBe(248_995);
    expect(() => posCeiling(2030)).toThrow('No está configurada la UVT de 2030.');
  });
});

describe('exact decimals of the simulator', () => {
  it('reads amounts as written, to the millionth', () => {
    expect(parseDecimal('83300.00')).toBe(83_300_000_000n);
    expect(parseDecimal('0.5')).toBe(500_000n);
    expect(parseDecimal('19')).toBe(19_000_000n);
    expect(parseDecimal('-1.25')).toBe(-1_250_000n);
    expect(parseDecimal('1.2500000')).toBe(1_250_000n);
    expect(() => parseDecimal('1.0000001')).toThrow();
    expect(() => parseDecimal('1,5')).toThrow();
    expect(() => parseDecimal('')).toThrow();
    expect(formatDecimal(parseDecimal('19.00'))).toBe('19');
    expect(formatDecimal(parseDecimal('19.50'))).toBe('19.5');
    expect(formatDecimal(parseDecimal('-0.25'))).toBe('-0.25');
  });
});
