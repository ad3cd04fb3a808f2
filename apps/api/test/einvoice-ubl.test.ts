import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/modules/einvoice/build-document.ts';
import { cufe } from '../src/modules/einvoice/keys.ts';
import { validateXsd } from '../src/modules/einvoice/validate-xsd.ts';
import {
  buildCreditNoteInput,
  buildInvoiceInput,
  buildPosInput,
  invoiceResolution,
} from './einvoice-fixtures.ts';

function text(xml: string, localName: string, index = 0): string | null {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  return doc.getElementsByTagNameNS('*', localName)[index]?.textContent ?? null;
}

describe('UBL 2.1 factura electrónica de venta (01)', () => {
  it('splits lines in whole pesos, totals per rate and writes the CUFE of its own values', () => {
    const built = buildDocument(buildInvoiceInput());
    // 2 × 10.000 at 19 %, 1 × 10.000 at 5 %, 3 × 15.000 excluido, 1 × 4.000 exento.
    expect(built.totals).toEqual({
      lineExtension: 79_000,
      taxExclusive: 34_000,
      iva: 4_300,
      taxInclusive: 83_300,
      payable: 83_300,
      ivaSubtotals: [
        { rate: 19, taxable: 20_000, tax: 3_800 },
        { rate: 5, taxable: 10_000, tax: 500 },
        { rate: 0, taxable: 4_000, tax: 0 },
      ],
    });
    expect(built.id).toBe('SETP990000001');
    expect(built.issueDate).toBe('2026-05-04');
    expect(built.issueTime).toBe('10:30:00-05:00');
    const expected = cufe(
      {
        number: 'SETP990000001',
        issueDate: '2026-05-04',
        issueTime: '10:30:00-05:00',
        lineExtension: 79_000,
        iva: 4_300,
        inc: 0,
        ica: 0,
        payable: 83_300,
        supplierNit: '900373076',
        buyerId: '890903938',
        environment: '2',
      },
      invoiceResolution.technicalKey,
    );
    expect(built.key).toBe(expected);
    expect(text(built.xml, 'UUID')).toBe(expected);
    expect(text(built.xml, 'QRCode')).toBe(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${expected}`,
    );
    expect(text(built.xml, 'InvoiceTypeCode')).toBe('01');
    expect(text(built.xml, 'PayableAmount')).toBe('83300.00');
    expect(built.xml).toContain('<sts:ProviderID schemeAgencyID="195"');
    expect(built.xml).toContain('schemeID="4" schemeName="31">900373076</sts:ProviderID>');
    expect(built.xml).toContain('schemeID="4" schemeName="31">800197268</sts:AuthorizationProviderID>');
  });

  it('validates against the UBL 2.1 + DIAN schemas', async () => {
    const result = await validateXsd(buildDocument(buildInvoiceInput()).xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('validates on credit, for a consumidor final, and in producción with the production QR', async () => {
    const built = buildDocument(
      buildInvoiceInput({
        buyer: null,
        environment: 'produccion',
        payment: { form: 'credito', methodCode: 'ZZZ', dueDate: '2026-06-03' },
      }),
    );
    expect(text(built.xml, 'QRCode')).toMatch(/^https:\/\/catalogo-vpfe\.dian\.gov\.co\/document\/searchqr/);
    expect(text(built.xml, 'ProfileExecutionID')).toBe('1');
    expect(built.xml).toContain('schemeName="13">222222222222</cbc:ID>');
    expect(text(built.xml, 'PaymentDueDate')).toBe('2026-06-03');
    expect((await validateXsd(built.xml)).errors).toEqual([]);
  });

  it('a shop that is not responsable de IVA charges none: no TaxTotal, TaxScheme ZZ', async () => {
    const input = buildInvoiceInput();
    const built = buildDocument({ ...input, shop: { ...input.shop, responsableIva: false } });
    expect(built.totals.iva).toBe(0);
    expect(built.totals.payable).toBe(79_000);
    expect(built.xml).not.toContain('cac:TaxTotal');
    expect((await validateXsd(built.xml)).errors).toEqual([]);
  });

  it('refuses a number outside the resolution or a date outside its validity', () => {
    expect(() => buildDocument(buildInvoiceInput({ number: 995000001 }))).toThrow(/fuera del rango/);
    expect(() =>
      buildDocument(buildInvoiceInput({ resolution: { ...invoiceResolution, validTo: '2026-05-03' } })),
    ).toThrow(/no está vigente/);
  });

  it('a misplaced element fails validation (IssueTime before IssueDate)', async () => {
    const xml = buildDocument(buildInvoiceInput()).xml;
    const date = /<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/.exec(xml)?.[0] as string;
    const time = /<cbc:IssueTime>[^<]*<\/cbc:IssueTime>/.exec(xml)?.[0] as string;
    const swapped = xml.replace(`${date}${time}`, `${time}${date}`);
    expect(swapped).not.toBe(xml);
    const result = await validateXsd(swapped);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/IssueTime/);
  });

  it('a misplaced DIAN extension element fails too (the driver schema checks ExtensionContent)', async () => {
    const xml = buildDocument(buildInvoiceInput()).xml;
    const qr = /<sts:QRCode>[^<]*<\/sts:QRCode>/.exec(xml)?.[0] as string;
    const moved = xml.replace(qr, '').replace('<sts:InvoiceSource>', `${qr}<sts:InvoiceSource>`);
    const result = await validateXsd(moved);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/QRCode/);
  });
});

describe('documento equivalente electrónico POS (20)', () => {
  it('takes the base out of prices with IVA, uses a CUDE and validates', async () => {
    const built = buildDocument(buildPosInput());
    // 2 × 3.000 with 19 %: base round(6.000 ÷ 1,19) = 5.042, IVA 958; 7.350 with 5 %: 7.000 + 350.
    expect(built.lines.map((l) => [l.base, l.iva, l.priceAmount, l.baseQuantity])).toEqual([
      [5_042, 958, 2_521, 1],
      [7_000, 350, 7_000, 1],
    ]);
    expect(built.totals.payable).toBe(13_350);
    expect(built.keyScheme).toBe('CUDE-SHA384');
    expect(text(built.xml, 'InvoiceTypeCode')).toBe('20');
    expect(text(built.xml, 'ID')).toBe('POS17');
    expect((await validateXsd(built.xml)).errors).toEqual([]);
  });

  it('a unit base that is not whole is priced for the whole quantity (BaseQuantity = quantity)', () => {
    const built = buildDocument(
      buildPosInput({ lines: [{ description: 'Chicle', quantity: 3, unitPrice: 1_000, ivaRate: 19 }] }),
    );
    expect(built.lines[0]).toMatchObject({ base: 2_521, iva: 479, priceAmount: 2_521, baseQuantity: 3 });
  });

  it('refuses a sale over 5 UVT before taxes ($261.870 in 2026): it must be a factura', () => {
    const line = { description: 'Televisor', quantity: 1, ivaRate: 19 as const };
    // Prices with IVA: 311.625 is 261.870 + 49.755, exactly 5 UVT before taxes, still a POS.
    expect(
      buildDocument(buildPosInput({ lines: [{ ...line, unitPrice: 311_625 }] })).totals.lineExtension,
    ).toBe(261_870);
    expect(() => buildDocument(buildPosInput({ lines: [{ ...line, unitPrice: 311_626 }] }))).toThrow(/5 UVT/);
  });
});

describe('nota crédito (91)', () => {
  it('references its factura, states the concept, uses a CUDE and validates', async () => {
    const built = buildDocument(buildCreditNoteInput());
    expect(text(built.xml, 'CreditNoteTypeCode')).toBe('91');
    expect(text(built.xml, 'CustomizationID')).toBe('20');
    expect(text(built.xml, 'ResponseCode')).toBe('1');
    expect(built.xml).toContain(
      `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>SETP990000001</cbc:ID><cbc:UUID schemeName="CUFE-SHA384">${'a'.repeat(96)}</cbc:UUID>`,
    );
    expect(built.xml).not.toContain('sts:InvoiceControl');
    expect(text(built.xml, 'CreditedQuantity')).toBe('1');
    expect(built.keyScheme).toBe('CUDE-SHA384');
    expect((await validateXsd(built.xml)).errors).toEqual([]);
  });
});
