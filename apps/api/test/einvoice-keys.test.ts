import { nitCheckDigit } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { keyAmount } from '../src/modules/einvoice/key-amount.ts';
import { cude, cufe, keySource, softwareSecurityCode } from '../src/modules/einvoice/keys.ts';

// The three vectors of docs/einvoicing.md §Keys (recomputed there with sha384sum): fields in, hex out.
describe('CUFE and CUDE: the test vectors of docs/einvoicing.md', () => {
  it('CUFE of a factura (integer pesos in, technical key as ClTec)', () => {
    const fields = {
      number: '323200000129',
      issueDate: '2019-01-16',
      issueTime: '10:53:10-05:00',
      lineExtension: 1_500_000,
      iva: 285_000,
      inc: 0,
      ica: 0,
      payable: 1_785_000,
      supplierNit: '700085371',
      buyerId: '800199436',
      environment: '1' as const,
    };
    const technicalKey = '693ff6f2a553c3646a063436fd4dd9ded0311471';
    expect(keySource(fields, technicalKey)).toBe(
      '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711',
    );
    expect(cufe(fields, technicalKey)).toBe(
      '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4',
    );
  });

  it('CUDE of a note (integer pesos, the PIN in place of ClTec)', () => {
    const fields = {
      number: '8110007871',
      issueDate: '2019-01-12',
      issueTime: '07:00:00-05:00',
      lineExtension: 5000,
      iva: 950,
      inc: 0,
      ica: 0,
      payable: 5950,
      supplierNit: '900373076',
      buyerId: '8355990',
      environment: '1' as const,
    };
    expect(cude(fields, '12301')).toBe(
      '907e4444decc9e59c160a2fb3b6659b33dc5b632a5008922b9a62f83f757b1c448e47f5867f2b50dbdb96f48c7681168',
    );
  });

  it('CUDE with centavos as written in a document, in pruebas', () => {
    const fields = {
      number: '8110007871',
      issueDate: '2019-02-20',
      issueTime: '16:46:55-05:00',
      lineExtension: '235.28',
      iva: '19.00',
      inc: '0',
      ica: '8.28',
      payable: '262.56',
      supplierNit: '900373076',
      buyerId: '8355990',
      environment: '2' as const,
    };
    const expected =
      '955327eb55f8bdf16d069358a063d87e1577a292cb088ec186ed60bbc38e750b7b3980659b278ead789b95f9c51a9ef7';
    expect(cude(fields, '12345')).toBe(expected);
    // Extra decimals are truncated, not rounded: 235.2899 is still 235.28 and 262.569 still 262.56.
    expect(cude({ ...fields, lineExtension: '235.2899', payable: '262.569' }, '12345')).toBe(expected);
  });
});

describe('amounts in the keys', () => {
  it('truncates to two decimals, never rounds', () => {
    expect(keyAmount('262.569')).toBe('262.56');
    expect(keyAmount('0.999')).toBe('0.99');
    expect(keyAmount('19')).toBe('19.00');
    expect(keyAmount('19.5')).toBe('19.50');
    expect(keyAmount('007.10')).toBe('7.10');
    expect(keyAmount(1_785_000)).toBe('1785000.00');
    expect(keyAmount(0)).toBe('0.00');
  });

  it('refuses what is not an amount: fractional or negative pesos, thousands separators', () => {
    expect(() => keyAmount(10.5)).toThrow();
    expect(() => keyAmount(-1)).toThrow();
    expect(() => keyAmount('1,000.00')).toThrow();
    expect(() => keyAmount('1.000,00')).toThrow();
  });
});

describe('SoftwareSecurityCode and NIT check digit', () => {
  it('is SHA384(SoftwareID + PIN + NumFac) (expected value from sha384sum)', () => {
    expect(softwareSecurityCode('56f2ae4e-9812-4fad-9255-08fcfcd5ccb0', '12345', 'SETP990000001')).toBe(
      'e4f5e14d6adb376a11a8a52d3dfcea101879296296762903b24eeaf2b41a8b108776ed7cd49b78ab2ddb32aab1183b15',
    );
  });

  it("computes DIAN's DV: 800197268-4 (DIAN itself), 890903938-8", () => {
    expect(nitCheckDigit('800197268')).toBe('4');
    expect(nitCheckDigit('890903938')).toBe('8');
    expect(() => nitCheckDigit('90037307-6')).toThrow();
  });
});
