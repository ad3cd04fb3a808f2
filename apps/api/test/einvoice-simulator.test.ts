import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/modules/einvoice/build-document.ts';
import { readP12 } from '../src/modules/einvoice/certificate.ts';
import { signDocument } from '../src/modules/einvoice/sign-document.ts';
import type { RegisteredIssuer } from '../src/modules/einvoice/simulator/registered-issuer.ts';
import { RULES } from '../src/modules/einvoice/simulator/rules.ts';
import { validateSubmission } from '../src/modules/einvoice/simulator/validate-submission.ts';
import { SIGNATURE_POLICY } from '../src/modules/einvoice/xades-properties.ts';
import { makeTestP12 } from './einvoice-certificate-fixture.ts';
import {
  buildCreditNoteInput,
  buildInvoiceInput,
  buildPosInput,
  ISSUED_AT,
  invoiceResolution,
  posResolution,
  shop,
  software,
} from './einvoice-fixtures.ts';

// The simulator's validation core, one rule at a time: a document is changed before it is signed
// (so the signature holds and only the rule under test, plus what DIAN derives from the same
// value, fires), the issuer's registration is changed, or the ZIP is.

const testP12 = makeTestP12();
const certificate = readP12(testP12.p12, testP12.password);
const TODAY = '2026-05-04';

function issuer(overrides: Partial<RegisteredIssuer> = {}): RegisteredIssuer {
  return {
    nit: shop.nit,
    environment: 'pruebas',
    software,
    resolutions: [invoiceResolution, posResolution],
    acceptedIds: new Set(),
    ...overrides,
  };
}

async function zip(files: Record<string, string>): Promise<Uint8Array> {
  const archive = new JSZip();
  for (const [name, content] of Object.entries(files)) archive.file(name, content);
  return archive.generateAsync({ type: 'uint8array' });
}

const invoiceXml = buildDocument(buildInvoiceInput()).xml;
const sign = (xml: string, policy = SIGNATURE_POLICY) =>
  signDocument(xml, { certificate, signingTime: ISSUED_AT, policy });

async function submit(signedXml: string, registered = issuer(), today = TODAY) {
  return validateSubmission({
    zip: await zip({ 'fv09003730760002600000001.xml': signedXml }),
    issuer: registered,
    today,
  });
}

async function codesOf(signedXml: string, registered = issuer(), today = TODAY): Promise<string[]> {
  return (await submit(signedXml, registered, today)).violations.map((v) => v.code);
}

/** Replaces text inside the first occurrence of an element only (e.g. the first invoice line). */
function inFirst(xml: string, element: string, from: string, to: string): string {
  const start = xml.indexOf(`<${element}>`);
  const end = xml.indexOf(`</${element}>`, start) + element.length + 3;
  const part = xml.slice(start, end);
  expect(part).toContain(from);
  return xml.slice(0, start) + part.replace(from, to) + xml.slice(end);
}

function replaced(xml: string, from: string, to: string): string {
  expect(xml).toContain(from);
  return xml.replace(from, to);
}

describe('DIAN simulator: accepted documents', () => {
  it('accepts a signed factura, answering 00 with its CUFE', async () => {
    const built = buildDocument(buildInvoiceInput());
    const result = await submit(sign(built.xml));
    expect(result).toEqual({
      isValid: true,
      statusCode: '00',
      violations: [],
      documentId: 'SETP990000001',
      documentKey: built.key,
    });
  });

  it('accepts a documento POS and a nota crédito (CUDE with the PIN)', async () => {
    for (const input of [buildPosInput(), buildCreditNoteInput()]) {
      const built = buildDocument(input);
      const result = await submit(sign(built.xml));
      expect(result.violations).toEqual([]);
      expect(result.documentKey).toBe(built.key);
    }
  });
});

describe('DIAN simulator: each rejection rule with its Spanish message', () => {
  it('ZIP01: the ZIP must hold exactly one XML', async () => {
    const signed = sign(invoiceXml);
    const cases: Record<string, string>[] = [{ 'a.xml': signed, 'b.xml': signed }, { 'a.txt': signed }, {}];
    for (const files of cases) {
      const result = await validateSubmission({ zip: await zip(files), issuer: issuer(), today: TODAY });
      expect(result.violations).toEqual([RULES.zipOneXml]);
      expect(result.statusCode).toBe('99');
    }
    const notZip = await validateSubmission({ zip: Buffer.from(signed), issuer: issuer(), today: TODAY });
    expect(notZip.violations[0]?.message).toBe('El archivo ZIP debe contener exactamente un documento XML.');
  });

  it('ZB01: a document that breaks the schema (misplaced element) stops there', async () => {
    const swapped = invoiceXml.replace(
      /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(<cbc:IssueTime>[^<]*<\/cbc:IssueTime>)/,
      '$2$1',
    );
    const result = await submit(sign(swapped));
    expect(result.violations.map((v) => v.code)).toEqual(['ZB01']);
    expect(result.violations[0]?.message).toBe('Fallo en el esquema XML del archivo.');
    expect(result.violations[0]?.detail).toMatch(/IssueTime/);
  });

  it('ZE02: an amount changed after signing, or no signature at all', async () => {
    const tampered = replaced(
      sign(invoiceXml),
      '>83300.00</cbc:PayableAmount>',
      '>83301.00</cbc:PayableAmount>',
    );
    expect(await codesOf(tampered)).toContain('ZE02');
    const unsigned = await submit(invoiceXml);
    expect(unsigned.violations).toEqual([
      { ...RULES.signature, detail: 'el documento debe tener una firma' },
    ]);
  });

  it('ZE04: a valid signature under another policy hash', async () => {
    const otherPolicy = { ...SIGNATURE_POLICY, sha256: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' };
    expect(await codesOf(sign(invoiceXml, otherPolicy))).toEqual(['ZE04']);
  });

  it('FAB24b: software not the one registered (its security code no longer matches either)', async () => {
    const codes = await codesOf(sign(invoiceXml), issuer({ software: { ...software, id: 'otro-software' } }));
    expect(codes).toEqual(['FAB24b', 'FAB27b']);
  });

  it('FAB27b: SoftwareSecurityCode not computed with the registered PIN', async () => {
    expect(await codesOf(sign(invoiceXml), issuer({ software: { ...software, pin: '99999' } }))).toEqual([
      'FAB27b',
    ]);
  });

  it('FAD04: a pruebas document sent by an issuer in producción', async () => {
    expect(await codesOf(sign(invoiceXml), issuer({ environment: 'produccion' }))).toEqual(['FAD04']);
  });

  it('FAD06: CUFE not computed with the range technical key (and CUDE with the PIN)', async () => {
    const otherKey = { ...invoiceResolution, technicalKey: 'ffffffffffffffffffffffffffffffffffffffff' };
    expect(await codesOf(sign(invoiceXml), issuer({ resolutions: [otherKey, posResolution] }))).toEqual([
      'FAD06',
    ]);
    const pos = buildDocument(buildPosInput()).xml;
    const wrongCude = replaced(pos, `schemeName="CUDE-SHA384">`, `schemeName="CUDE-SHA384">0`);
    expect(await codesOf(sign(wrongCude))).toEqual(['FAD06']);
  });

  it('FAB05b: numbered under a resolution the issuer was not granted', async () => {
    expect(await codesOf(sign(invoiceXml), issuer({ resolutions: [posResolution] }))).toEqual(['FAB05b']);
  });

  it('FAB07b: a number outside the authorized range', async () => {
    const narrow = { ...invoiceResolution, to: 990000000 };
    const xml = replaced(invoiceXml, '<sts:To>995000000</sts:To>', '<sts:To>990000000</sts:To>');
    expect(await codesOf(sign(xml), issuer({ resolutions: [narrow] }))).toEqual(['FAB07b']);
  });

  it('FAB08b: issued after the resolution expired', async () => {
    const expired = { ...invoiceResolution, validTo: '2026-05-03' };
    expect(await codesOf(sign(invoiceXml), issuer({ resolutions: [expired] }))).toEqual(['FAB08b']);
  });

  it('FAD09e: IssueDate is not today in Bogotá (no back-dating)', async () => {
    const result = await submit(sign(invoiceXml), issuer(), '2026-05-05');
    expect(result.violations).toEqual([{ ...RULES.issueDate, detail: '2026-05-04 ≠ 2026-05-05' }]);
    expect(result.violations[0]?.message).toBe('La fecha de emisión debe ser la fecha actual en Bogotá.');
  });

  it('90: a number already accepted', async () => {
    const result = await submit(sign(invoiceXml), issuer({ acceptedIds: new Set(['SETP990000001']) }));
    expect(result.violations).toEqual([{ ...RULES.alreadyProcessed, detail: 'SETP990000001' }]);
  });

  it('FAV05: a line whose value is not quantity × price', async () => {
    const xml = inFirst(invoiceXml, 'cac:Price', '>10000.00<', '>10005.00<');
    expect(await codesOf(sign(xml))).toEqual(['FAV05']);
  });

  it('FAS07: a line tax that is not base × rate', async () => {
    // Line 1 (2 × 10.000 at 19 %) claims a base of 21.000 with the same 3.800 of IVA; the
    // document's subtotal and taxable base follow, so only the line's product is wrong.
    const base = '<cbc:TaxableAmount currencyID="COP">20000.00<';
    expect(invoiceXml.split(base)).toHaveLength(3); // the document's 19 % subtotal and line 1's
    const xml = replaced(
      invoiceXml.replaceAll(base, '<cbc:TaxableAmount currencyID="COP">21000.00<'),
      '<cbc:TaxExclusiveAmount currencyID="COP">34000.00<',
      '<cbc:TaxExclusiveAmount currencyID="COP">35000.00<',
    );
    expect(await codesOf(sign(xml))).toEqual(['FAS07']);
  });

  it('FAS05: a document subtotal that is not the sum of its lines at that rate', async () => {
    const xml = replaced(
      replaced(
        invoiceXml,
        '<cbc:TaxableAmount currencyID="COP">20000.00<',
        '<cbc:TaxableAmount currencyID="COP">20100.00<',
      ),
      '<cbc:TaxExclusiveAmount currencyID="COP">34000.00<',
      '<cbc:TaxExclusiveAmount currencyID="COP">34100.00<',
    );
    const result = await submit(sign(xml));
    expect(result.violations).toEqual([{ ...RULES.taxSubtotal, detail: '01 19 %' }]);
  });

  it('FAS01: a tax total that is not the sum of its subtotals', async () => {
    const xml = replaced(
      invoiceXml,
      '<cbc:TaxAmount currencyID="COP">4300.00</cbc:TaxAmount>',
      '<cbc:TaxAmount currencyID="COP">4301.00</cbc:TaxAmount>',
    );
    // IVA enters the CUFE and the total with taxes, so those fail with it.
    expect(await codesOf(sign(xml))).toEqual(['FAD06', 'FAS01', 'FAU06']);
  });

  it('FAU02: a gross value that is not the sum of the lines', async () => {
    const xml = replaced(
      invoiceXml,
      '<cbc:LineExtensionAmount currencyID="COP">79000.00<',
      '<cbc:LineExtensionAmount currencyID="COP">79001.00<',
    );
    expect(await codesOf(sign(xml))).toEqual(['FAD06', 'FAU02', 'FAU06']);
  });

  it('FAU04: a taxable base that is not the sum of the bases under IVA', async () => {
    const xml = replaced(
      invoiceXml,
      '<cbc:TaxExclusiveAmount currencyID="COP">34000.00<',
      '<cbc:TaxExclusiveAmount currencyID="COP">79000.00<',
    );
    expect(await codesOf(sign(xml))).toEqual(['FAU04']);
  });

  it('FAU06 and FAU14: totals with taxes and payable that do not add up', async () => {
    const inclusive = replaced(
      invoiceXml,
      '<cbc:TaxInclusiveAmount currencyID="COP">83300.00<',
      '<cbc:TaxInclusiveAmount currencyID="COP">83301.00<',
    );
    expect(await codesOf(sign(inclusive))).toEqual(['FAU06', 'FAU14']);
    const payable = replaced(
      invoiceXml,
      '<cbc:PayableAmount currencyID="COP">83300.00<',
      '<cbc:PayableAmount currencyID="COP">83299.00<',
    );
    expect(await codesOf(sign(payable))).toEqual(['FAD06', 'FAU14']);
  });

  it('every rule in the list has a test above', async () => {
    const tested = [
      'ZIP01',
      'ZB01',
      'ZE02',
      'ZE04',
      'FAB24b',
      'FAB27b',
      'FAD04',
      'FAD06',
      'FAB05b',
      'FAB07b',
      'FAB08b',
      'FAD09e',
      '90',
      'FAV05',
      'FAS07',
      'FAS05',
      'FAS01',
      'FAU02',
      'FAU04',
      'FAU06',
      'FAU14',
    ];
    expect(
      Object.values(RULES)
        .map((rule) => rule.code)
        .sort(),
    ).toEqual([...tested].sort());
  });
});
