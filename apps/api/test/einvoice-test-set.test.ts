import { EINVOICE_TEST_SET_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoiceDocuments } from '../src/db/schema/index.ts';
import { DianSimulator, TEST_SET_SIZE, useEinvoiceProvider } from '../src/modules/einvoice/index.ts';
import { HttpProvider } from '../src/modules/einvoice/provider/provider-http.ts';
import { makeTestP12, type TestP12 } from './einvoice-certificate-fixture.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, type Json } from './incomes-fixtures.ts';

// Issue 28 item 1: the habilitación test set run from the app, against the simulator.
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let cert: TestP12;
let sim: DianSimulator;
const TEST_SET_ID = '1c4c5fbc-7b9a-4a3c-9c2f-1b2c3d4e5f60';

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T15:00:00Z' });
  api = apiOf(t);
  cert = makeTestP12({ password: 'clave' });
  sim = new DianSimulator(() => t.clock.now());
  useEinvoiceProvider(t.deps, sim);
});
afterAll(() => t.close());

async function habilitacionShop(settings: Json = {}): Promise<CreatedUser> {
  const u = await createUser(t);
  const put = await api(u, 'PUT', '/api/einvoice/settings/', {
    enabled: false,
    environment: 'pruebas',
    software_id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
    test_set_id: TEST_SET_ID,
    pin: '73915',
    certificate: { p12_base64: cert.p12.toString('base64'), password: cert.password },
    ...settings,
  });
  expect(put.statusCode, put.body).toBe(200);
  const res = await api(u, 'POST', '/api/einvoice/resolutions/', {
    document_type: '01',
    resolution_number: '18760000001',
    prefix: 'SETP',
    range_from: 990000000,
    range_to: 995000000,
    valid_from: '2026-01-01',
    valid_to: '2027-12-31',
    technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  });
  expect(res.statusCode, res.body).toBe(201);
  return u;
}

describe('the habilitación test set', () => {
  it('sends the set with the TestSetId and completes; the numbers are taken, no sale document is written', async () => {
    const u = await habilitacionShop();
    const res = await api(u, 'POST', '/api/einvoice/test-set/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: TEST_SET_SIZE, accepted: TEST_SET_SIZE, errors: [], complete: true });
    expect(sim.testSets.get(TEST_SET_ID)).toBe(TEST_SET_SIZE);
    const [resolution] = (await api(u, 'GET', '/api/einvoice/resolutions/')).json() as Json[];
    expect(resolution?.next_number).toBe(990000000 + TEST_SET_SIZE);
    expect(
      await t.deps.db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.userId, u.id)),
    ).toEqual([]);
  });

  it('a document DIAN could not take is reported, and the set is not complete', async () => {
    const u = await habilitacionShop();
    sim.inject({ httpStatus: 503 });
    const res = await api(u, 'POST', '/api/einvoice/test-set/');
    expect(res.json()).toMatchObject({
      sent: TEST_SET_SIZE - 1,
      accepted: TEST_SET_SIZE - 1,
      complete: false,
    });
    expect(res.json().errors).toEqual(['SETP990000000: El simulador respondió HTTP 503.']);
  });

  it('needs the TestSetId and the pruebas environment', async () => {
    const noId = await habilitacionShop({ test_set_id: null });
    const res = await api(noId, 'POST', '/api/einvoice/test-set/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ test_set_id: [EINVOICE_TEST_SET_MSG.testSetId] });
    const prod = await habilitacionShop({ environment: 'produccion' });
    const refused = await api(prod, 'POST', '/api/einvoice/test-set/');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(EINVOICE_TEST_SET_MSG.notPruebas);
    const bare = await createUser(t);
    expect(JSON.stringify((await api(bare, 'POST', '/api/einvoice/test-set/')).json())).toContain(
      EINVOICE_TEST_SET_MSG.setupIncomplete,
    );
  });

  it('an authorized provider runs the habilitación itself', async () => {
    const u = await habilitacionShop();
    useEinvoiceProvider(t.deps, new HttpProvider({ baseUrl: 'http://127.0.0.1:1', token: 't', fetch }));
    try {
      const res = await api(u, 'POST', '/api/einvoice/test-set/');
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(EINVOICE_TEST_SET_MSG.notSupported);
    } finally {
      useEinvoiceProvider(t.deps, sim);
    }
  });
});
