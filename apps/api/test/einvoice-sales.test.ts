import { EINVOICE_MSG } from '@cc/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { einvoiceDocuments, incomes } from '../src/db/schema/index.ts';
import {
  DianSimulator,
  EINVOICE_RETRY,
  SENDER_MSG,
  type SimulatorFault,
  sendDueDocuments,
  useEinvoiceProvider,
} from '../src/modules/einvoice/index.ts';
import { RULES } from '../src/modules/einvoice/simulator/rules.ts';
import { makeTestP12, type TestP12 } from './einvoice-certificate-fixture.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, type Json, JUAN, newService, salePayload } from './incomes-fixtures.ts';

// Issue 28 items 2–3: a sale of a shop that invoices electronically takes its document's number in
// its own transaction; the sender builds, signs and sends it to the (simulated) DIAN, retries
// without ever producing two accepted documents, and settles it accepted or rejected.
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let cert: TestP12;
let sim: DianSimulator;
const TODAY = '2026-03-10';
const NOW = '2026-03-10T15:00:00Z';
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const TECH_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = apiOf(t);
  cert = makeTestP12({ password: 'clave-del-certificado' });
  sim = new DianSimulator(() => t.clock.now());
  useEinvoiceProvider(t.deps, sim);
});
afterAll(() => t.close());

const send = () => sendDueDocuments(t.deps, log);
/** The sender serves every shop: earlier tests' documents are put out of its way. */
const quiet = () =>
  t.deps.db
    .update(einvoiceDocuments)
    .set({ nextAttemptAt: null })
    .where(eq(einvoiceDocuments.status, 'pending'));

async function invoicingShop(opts: { pos?: boolean; identification?: string } = {}): Promise<CreatedUser> {
  const u = await createUser(t);
  const put = await api(u, 'PUT', '/api/einvoice/settings/', {
    enabled: true,
    environment: 'pruebas',
    software_id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
    pin: '73915',
    certificate: { p12_base64: cert.p12.toString('base64'), password: cert.password },
  });
  expect(put.statusCode, put.body).toBe(200);
  const factura = await api(u, 'POST', '/api/einvoice/resolutions/', {
    document_type: '01',
    resolution_number: '18760000001',
    prefix: 'SETP',
    range_from: 990000000,
    range_to: 995000000,
    valid_from: '2026-01-01',
    valid_to: '2027-12-31',
    technical_key: TECH_KEY,
  });
  expect(factura.statusCode, factura.body).toBe(201);
  if (opts.pos) {
    const pos = await api(u, 'POST', '/api/einvoice/resolutions/', {
      document_type: '20',
      resolution_number: '18760000002',
      prefix: 'POS',
      range_from: 1,
      range_to: 5000,
      valid_from: '2026-01-01',
      valid_to: '2027-12-31',
    });
    expect(pos.statusCode, pos.body).toBe(201);
  }
  return u;
}

async function sell(u: CreatedUser, value: number, overrides: Json = {}) {
  const item = await newService(t, u, `Servicio ${value}`, value);
  return api(
    u,
    'POST',
    '/api/incomes/',
    salePayload(TODAY, [{ inventory_id: item.id, quantity: 1, value }], overrides),
  );
}

const documentsOf = (userId: number) =>
  t.deps.db
    .select()
    .from(einvoiceDocuments)
    .where(eq(einvoiceDocuments.userId, userId))
    .orderBy(asc(einvoiceDocuments.number));

async function pdfText(u: CreatedUser, saleId: number) {
  const res = await api(u, 'GET', `/api/incomes/${saleId}/pdf`);
  expect(res.statusCode, res.body).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  try {
    const { text } = await parser.getText();
    const images = (res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
    return {
      text: text.replace(/\s+/g, ' '),
      disposition: String(res.headers['content-disposition']),
      images,
    };
  } finally {
    await parser.destroy();
  }
}

describe('numbering a sale', () => {
  it('a shop without electronic invoicing sells as before, with a "Comprobante de venta" PDF', async () => {
    const u = await createUser(t);
    const sale = await sell(u, 50_000);
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await documentsOf(u.id)).toEqual([]);
    const pdf = await pdfText(u, sale.json().id);
    expect(pdf.text).toContain('COMPROBANTE DE VENTA');
    expect(pdf.text).not.toMatch(/FACTURA|CUFE/);
    expect(pdf.images).toBe(0);
    expect(pdf.disposition).toContain('filename="Factura 0001.pdf"');
  });

  it('takes the factura number in the sale, pending, and refuses the sale when no resolution numbers it', async () => {
    const u = await invoicingShop();
    const sale = await sell(u, 300_000);
    expect(sale.statusCode, sale.body).toBe(201);
    const [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({
      incomeId: sale.json().id,
      documentType: '01',
      prefix: 'SETP',
      number: 990000000,
      status: 'pending',
    });

    const bare = await createUser(t);
    await api(bare, 'PUT', '/api/einvoice/settings/', {
      enabled: true,
      software_id: 'sw',
      pin: '1',
      certificate: { p12_base64: cert.p12.toString('base64'), password: cert.password },
    });
    const refused = await sell(bare, 10_000);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(EINVOICE_MSG.noResolution('01'));
    const written = await t.deps.db.select().from(incomes).where(eq(incomes.userId, bare.id));
    expect(written).toEqual([]);
  });

  it('a sale of at most 5 UVT before taxes is a POS document of its own range; above, a factura', async () => {
    const u = await invoicingShop({ pos: true });
    const ceiling = 5 * 52_374;
    expect((await sell(u, ceiling)).statusCode).toBe(201);
    expect((await sell(u, ceiling + 1)).statusCode).toBe(201);
    expect((await sell(u, 1_000)).statusCode).toBe(201);
    const docs = (await documentsOf(u.id)).map((d) => `${d.documentType} ${d.prefix}${d.number}`);
    expect(docs.sort()).toEqual(['01 SETP990000000', '20 POS1', '20 POS2']);
  });

  it('an e-invoiced sale can be neither edited nor voided (a nota crédito corrects it); others can', async () => {
    const u = await invoicingShop();
    const sale = await sell(u, 40_000);
    const id = sale.json().id;
    const locked = EINVOICE_MSG.saleLocked('SETP990000000');
    const edit = await api(u, 'PATCH', `/api/incomes/${id}/`, { observations: 'otra' });
    expect(edit.statusCode).toBe(400);
    expect(JSON.stringify(edit.json())).toContain(locked);
    const voided = await api(u, 'DELETE', `/api/incomes/${id}/`);
    expect(voided.statusCode).toBe(400);
    expect(JSON.stringify(voided.json())).toContain(locked);
    const [row] = await t.deps.db
      .select()
      .from(incomes)
      .where(and(eq(incomes.userId, u.id), eq(incomes.id, id)));
    expect(row).toMatchObject({ deleted: false, observations: '' });

    const plain = await createUser(t);
    const other = await sell(plain, 40_000);
    expect(
      (await api(plain, 'PATCH', `/api/incomes/${other.json().id}/`, { observations: 'otra' })).statusCode,
    ).toBe(200);
    expect((await api(plain, 'DELETE', `/api/incomes/${other.json().id}/`)).statusCode).toBe(204);
  });

  it('50 concurrent sales take a gap-free sequence of numbers, one document each', async () => {
    const u = await invoicingShop();
    const item = await newService(t, u, 'Corte', 20_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(
          u,
          'POST',
          '/api/incomes/',
          salePayload(TODAY, [{ inventory_id: item.id, quantity: 1, value: 20_000 }]),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const docs = await documentsOf(u.id);
    expect(docs.map((d) => d.number)).toEqual(Array.from({ length: 50 }, (_, i) => 990000000 + i));
    expect(new Set(docs.map((d) => d.incomeId)).size).toBe(50);
  });
});

describe('sending to the simulator', () => {
  beforeEach(quiet);
  it('accepts a valid sale: signed once, CUFE on the row, the PDF as representación gráfica', async () => {
    const u = await invoicingShop();
    const sale = await sell(u, 120_000, { client: JUAN });
    const before = sim.acceptedCount;
    const report = await send();
    expect(report.accepted).toBeGreaterThanOrEqual(1);
    const [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({
      status: 'accepted',
      statusCode: '00',
      errors: [],
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(doc?.documentKey).toMatch(/^[0-9a-f]{96}$/);
    expect(doc?.signedXml).toContain('<ds:Signature');
    expect(doc?.applicationResponse).toContain(doc?.documentKey);
    expect(sim.acceptedCount).toBe(before + 1);

    const pdf = await pdfText(u, sale.json().id);
    expect(pdf.text).toContain('FACTURA ELECTRÓNICA DE VENTA');
    expect(pdf.text).toContain('N.º SETP990000000');
    expect(pdf.text.replace(/\s/g, '')).toContain(`CUFE:${doc?.documentKey}`); // wrapped on two lines
    expect(pdf.text).toContain(
      'Autorización de numeración de facturación DIAN N.º 18760000001 del 01/01/2026',
    );
    expect(pdf.text).toContain('Estado ante la DIAN: Aceptada');
    expect(pdf.images).toBeGreaterThan(0); // the QR (and its alpha mask)
    expect(pdf.disposition).toContain('filename="Factura 0001.pdf"');

    const listed = await api(u, 'GET', `/api/einvoice/documents/?income_id=${sale.json().id}`);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        status: 'accepted',
        number: 'SETP990000000',
        document_key: doc?.documentKey,
        qr_url: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${doc?.documentKey}`,
      }),
    ]);
  });

  it('503 twice, then accepted: retried 5 s apart, exactly one accepted document', async () => {
    const u = await invoicingShop();
    await sell(u, 80_000);
    const before = sim.acceptedCount;
    sim.inject({ httpStatus: 503 }, { httpStatus: 503 });
    await send();
    let [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({ status: 'pending', attempts: 1 });
    expect(doc?.errors[0]).toContain('HTTP 503');
    const key = doc?.documentKey;
    // Not due before 5 s.
    await send();
    expect((await documentsOf(u.id))[0]?.attempts).toBe(1);
    t.clock.set(new Date(t.clock.now().getTime() + EINVOICE_RETRY.delayMs).toISOString());
    await send();
    [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({ status: 'pending', attempts: 2 });
    t.clock.set(new Date(t.clock.now().getTime() + EINVOICE_RETRY.delayMs).toISOString());
    await send();
    [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({ status: 'accepted', attempts: 3, documentKey: key });
    expect(sim.acceptedCount).toBe(before + 1);
    t.clock.set(NOW);
  });

  it('a lost answer, then the retry: GetStatus finds it accepted with the same CUFE, no second document', async () => {
    const u = await invoicingShop();
    await sell(u, 45_000);
    const before = sim.acceptedCount;
    sim.inject('lost');
    await send();
    let [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({ status: 'pending', attempts: 1 });
    expect(sim.acceptedCount).toBe(before + 1);
    t.clock.set(new Date(t.clock.now().getTime() + EINVOICE_RETRY.delayMs).toISOString());
    await send();
    [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({ status: 'accepted', attempts: 2, errors: [] });
    expect(sim.acceptedCount).toBe(before + 1);
    t.clock.set(NOW);
  });

  it('the same bytes sent twice (a concurrent resend) answer rule 90 and GetStatus settles it accepted', async () => {
    const u = await invoicingShop();
    await sell(u, 33_000);
    sim.inject('lost');
    await send();
    const [doc] = await documentsOf(u.id);
    const before = sim.acceptedCount;
    // The resend brings it due at once; the sender's status-first is skipped by making it look new.
    await t.deps.db
      .update(einvoiceDocuments)
      .set({ attempts: 0, nextAttemptAt: t.clock.now() })
      .where(and(eq(einvoiceDocuments.userId, u.id), eq(einvoiceDocuments.id, doc?.id ?? 0)));
    await send();
    const [after] = await documentsOf(u.id);
    expect(after).toMatchObject({ status: 'accepted', documentKey: doc?.documentKey });
    expect(sim.acceptedCount).toBe(before);
  });

  it('rejected with DIAN-like rules in Spanish, shown on the sale; re-sent after the fix and accepted', async () => {
    const u = await invoicingShop();
    const sale = await sell(u, 70_000);
    sim.inject({ httpStatus: 503 });
    await send(); // built and signed with the right technical key; no answer
    const [res] = (await api(u, 'GET', '/api/einvoice/resolutions/')).json() as Json[];
    const wrongKey: Json = { ...res, technical_key: 'otra-clave-tecnica' };
    for (const k of ['id', 'next_number', 'numbers_left', 'warnings', 'created_at', 'updated_at', 'used'])
      delete wrongKey[k];
    expect((await api(u, 'PUT', `/api/einvoice/resolutions/${res?.id}/`, wrongKey)).statusCode).toBe(200);
    // The next day: the document signed yesterday no longer has today's IssueDate either.
    t.clock.set('2026-03-11T15:00:00Z');
    await send();
    let [doc] = await documentsOf(u.id);
    expect(doc?.status).toBe('rejected');
    expect(doc?.errors).toEqual(
      expect.arrayContaining([
        `${RULES.documentKey.code}: ${RULES.documentKey.message}`,
        `${RULES.issueDate.code}: ${RULES.issueDate.message}`,
      ]),
    );
    const pdf = await pdfText(u, sale.json().id);
    expect(pdf.text).toContain('Rechazada');
    expect(pdf.text).toContain(RULES.documentKey.message);

    // The fix: the technical key as DIAN granted it; the re-send rebuilds (today's date, new CUFE).
    wrongKey.technical_key = TECH_KEY;
    expect((await api(u, 'PUT', `/api/einvoice/resolutions/${res?.id}/`, wrongKey)).statusCode).toBe(200);
    const resend = await api(u, 'POST', `/api/einvoice/documents/${doc?.id}/resend/`);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toMatchObject({ status: 'pending', document_key: null });
    await send();
    [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({ status: 'accepted', number: 990000000, errors: [] });
    expect(doc?.issuedAt?.toISOString()).toBe('2026-03-11T15:00:00.000Z');
    t.clock.set(NOW);
  });

  it('whatever the faults (503, 500, 403, lost answers), a document ends accepted exactly once, with one key', async () => {
    const fault = fc.oneof(
      fc.constant<SimulatorFault>('lost'),
      fc.constantFrom(500, 503, 507, 508, 403).map((httpStatus): SimulatorFault => ({ httpStatus })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fault, { maxLength: 4 }), async (faults) => {
        await quiet();
        sim.clearFaults();
        const u = await invoicingShop();
        await sell(u, 25_000);
        const before = sim.acceptedCount;
        sim.inject(...faults);
        const keys = new Set<string>();
        for (let tick = 0; tick < 10; tick++) {
          await send();
          const [doc] = await documentsOf(u.id);
          if (doc?.documentKey) keys.add(doc.documentKey);
          if (doc?.status !== 'pending') break;
          t.clock.set(new Date(t.clock.now().getTime() + EINVOICE_RETRY.delayMs).toISOString());
        }
        const [doc] = await documentsOf(u.id);
        const lost = faults.indexOf('lost');
        expect(doc?.status).toBe('accepted');
        expect(keys.size).toBe(1);
        expect(sim.acceptedCount).toBe(before + 1);
        // Each fault up to the first lost answer costs an attempt; after a lost one GetStatus settles it.
        expect(doc?.attempts).toBe(lost === -1 ? faults.length + 1 : lost + 2);
        sim.clearFaults();
        t.clock.set(NOW);
      }),
      { numRuns: 6 },
    );
  });

  it('keeps a document pending while the set-up is incomplete, with the reason', async () => {
    const u = await invoicingShop();
    await sell(u, 10_000);
    // The certificate removed behind the API's back (the API cannot leave an enabled set-up without one).
    await t.deps.db.execute(
      sql`UPDATE einvoice_settings SET certificate_sealed = NULL, certificate_password_sealed = NULL WHERE user_id = ${u.id}`,
    );
    await send();
    const [doc] = await documentsOf(u.id);
    expect(doc).toMatchObject({ status: 'pending', errors: [SENDER_MSG.setupIncomplete] });
  });
});

describe('tenancy of the new routes', () => {
  it("another shop's documents are not listed by sale, nor re-sent (404)", async () => {
    const owner = await invoicingShop();
    const sale = await sell(owner, 10_000);
    const [doc] = await documentsOf(owner.id);
    const other = await invoicingShop();
    const listed = await api(other, 'GET', `/api/einvoice/documents/?income_id=${sale.json().id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([]);
    expect((await api(other, 'POST', `/api/einvoice/documents/${doc?.id}/resend/`)).statusCode).toBe(404);
    expect((await api(other, 'GET', `/api/incomes/${sale.json().id}/pdf`)).statusCode).toBe(404);
    expect((await api(owner, 'GET', '/api/einvoice/documents/?income_id=abc')).statusCode).toBe(400);
  });
});
