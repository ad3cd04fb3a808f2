import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DianSimulator,
  sendDueDocuments,
  useEinvoiceProvider,
  validateXsd,
} from '../src/modules/einvoice/index.ts';
import { makeTestP12 } from './einvoice-certificate-fixture.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, JUAN, newService, salePayload } from './incomes-fixtures.ts';

// Issue 28 item 5: the buyer's AttachedDocument of an accepted document — the signed invoice and
// DIAN's ApplicationResponse in a UBL container that validates — and nobody else's.
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T15:00:00Z' });
  api = apiOf(t);
  useEinvoiceProvider(t.deps, new DianSimulator(() => t.clock.now()));
});
afterAll(() => t.close());

async function invoicingShop(): Promise<CreatedUser> {
  const cert = makeTestP12({ password: 'clave' });
  const u = await createUser(t);
  await api(u, 'PUT', '/api/einvoice/settings/', {
    enabled: true,
    software_id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
    pin: '73915',
    certificate: { p12_base64: cert.p12.toString('base64'), password: cert.password },
  });
  await api(u, 'POST', '/api/einvoice/resolutions/', {
    document_type: '01',
    resolution_number: '18760000001',
    prefix: 'SETP',
    range_from: 990000000,
    range_to: 995000000,
    valid_from: '2026-01-01',
    valid_to: '2027-12-31',
    technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  });
  return u;
}

describe('AttachedDocument', () => {
  it("holds the signed invoice and DIAN's answer, validates against UBL 2.1, and is the owner's only", async () => {
    const u = await invoicingShop();
    const item = await newService(t, u, 'Asesoría', 90_000);
    const sale = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload('2026-03-10', [{ inventory_id: item.id, quantity: 1, value: 90_000 }], { client: JUAN }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const [doc] = (await api(u, 'GET', `/api/einvoice/documents/?income_id=${sale.json().id}`)).json() as {
      id: number;
    }[];
    const url = `/api/einvoice/documents/${doc?.id}/attached-document/`;

    const early = await api(u, 'GET', url);
    expect(early.statusCode).toBe(400);

    await sendDueDocuments(t.deps, log);
    const res = await api(u, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="adSETP990000000.xml"');
    const xml = res.body;
    expect(await validateXsd(xml)).toEqual({ valid: true, errors: [] });
    // A misplaced element fails: ParentDocumentID after the parties.
    const parent = '<cbc:ParentDocumentID>SETP990000000</cbc:ParentDocumentID>';
    const misplaced = xml.replace(parent, '').replace('<cac:Attachment>', `${parent}<cac:Attachment>`);
    expect((await validateXsd(misplaced)).valid).toBe(false);
    const signed = /<cbc:Description><!\[CDATA\[([\s\S]*?)\]\]><\/cbc:Description>/.exec(xml)?.[1] ?? '';
    expect(signed).toContain('<ds:Signature');
    expect(signed).toContain('<cbc:ID>SETP990000000</cbc:ID>');
    expect(xml).toContain('<cbc:DocumentType>ApplicationResponse</cbc:DocumentType>');
    expect(xml).toContain('<cbc:ParentDocumentID>SETP990000000</cbc:ParentDocumentID>');
    expect(xml).toContain('Juan Pérez');

    const other = await createUser(t);
    expect((await api(other, 'GET', url)).statusCode).toBe(404);
  });
});
