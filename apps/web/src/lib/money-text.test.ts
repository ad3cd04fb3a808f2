import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, MONEY_MAX_DIGITS, moneyDigits, pastedPesos, sameAmount } from './money-text.ts';

describe('money as people type it', () => {
  it('groups thousands with dots', () => {
    expect(groupThousands('500000')).toBe('500.000');
    expect(groupThousands('16000')).toBe('16.000');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1234567')).toBe('1.234.567');
    expect(groupThousands('')).toBe('');
  });

  it('reads pasted amounts in the ways Colombians write them', () => {
    expect(pastedPesos('500.000')).toBe('500000');
    expect(pastedPesos('$ 500.000')).toBe('500000');
    expect(pastedPesos('$\u00a01.500.000,00')).toBe('1500000');
    expect(pastedPesos('1,500,000.00')).toBe('1500000');
    expect(pastedPesos('500000')).toBe('500000');
    expect(pastedPesos('2500,5')).toBe('2501');
    expect(pastedPesos('2500,49')).toBe('2500');
    expect(pastedPesos('COP 12.000')).toBe('12000');
  });

  it('refuses what is not an amount', () => {
    expect(pastedPesos('abc')).toBeNull();
    expect(pastedPesos('-500')).toBeNull();
    expect(pastedPesos('5.00.000')).toBeNull();
    expect(pastedPesos('')).toBeNull();
    expect(pastedPesos('9'.repeat(MONEY_MAX_DIGITS + 1))).toBeNull();
  });

  it('a displayed amount pasted back is the same amount (any whole peso)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
        expect(pastedPesos(groupThousands(String(n)))).toBe(String(n));
        expect(pastedPesos(`$ ${groupThousands(String(n))}`)).toBe(String(n));
      }),
    );
  });

  it('form values become digits; a cleared field and 0 mean the same amount', () => {
    expect(moneyDigits(16000)).toBe('16000');
    expect(moneyDigits('016000')).toBe('16000');
    expect(moneyDigits('')).toBe('');
    expect(moneyDigits(null)).toBe('');
    expect(moneyDigits(-1)).toBe('');
    expect(moneyDigits('12a')).toBe('');
    expect(sameAmount('', '0')).toBe(true);
    expect(sameAmount('16000', '160000')).toBe(false);
  });
});
