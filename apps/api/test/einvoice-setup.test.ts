import { EINVOICE_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  appSettings,
  einvoiceDocuments,
  einvoiceResolutions,
  einvoiceSettings,
} from '../src/db/schema/index.ts';
import { recordPendingDocument, signingSetup, takeNumber } from '../src/modules/einvoice/index.ts';
import { EINVOICE_KEY_SETTING } from '../src/modules/einvoice/secrets.ts';
import { makeTestP12, type TestP12 } from './einvoice-certificate-fixture.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf } from './incomes-fixtures.ts';

// Issue 28 items 1 and 3: the shop's set-up (secrets sealed, never served), its numbering
// resolutions, and that no shop reaches another's.
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let cert: TestP12;
const PIN = '73915';

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T15:00:00Z' });
  api = apiOf(t);
  cert = makeTestP12({ password: 'Contraseña-Única-42' });
});
afterAll(() => t.close());

const fullSettings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  environment: 'pruebas',
  software_id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
  test_set_id: '1c4c5fbc-7b9a-4a3c-9c2f-1b2c3d4e5f60',
  pin: PIN,
  certificate: { p12_base64: cert.p12.toString('base64'), password: cert.password },
  ...over,
});

const resolution = (over: Record<string, unknown> = {}) => ({
  document_type: '01',
  resolution_number: '18760000001',
  prefix: 'fe',
  range_from: 1,
  range_to: 1000,
  valid_from: '2026-01-01',
  valid_to: '2027-01-01',
  technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  ...over,
});

/** Every way a secret could show: as sent, and the certificate in base64. */
const secretsOf = () => [PIN, cert.password, cert.p12.toString('base64').slice(0, 60)];

describe('settings', () => {
  it('answers an empty set-up before the first save', async () => {
    const u = await createUser(t);
    const res = await api(u, 'GET', '/api/einvoice/settings/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enabled: false,
      has_pin: false,
      has_certificate: false,
      certificate: null,
    });
  });

  it('stores PIN, certificate and password sealed, and serves back only that they are there', async () => {
    const u = await createUser(t);
    const put = await api(u, 'PUT', '/api/einvoice/settings/', fullSettings());
    expect(put.statusCode, put.body).toBe(200);
    const get = await api(u, 'GET', '/api/einvoice/settings/');
    for (const res of [put, get]) {
      expect(res.json()).toEqual({
        enabled: true,
        environment: 'pruebas',
        software_id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
        test_set_id: '1c4c5fbc-7b9a-4a3c-9c2f-1b2c3d4e5f60',
        has_pin: true,
        pin_masked: '****5',
        has_certificate: true,
        certificate: {
          subject: 'CN=Tienda Doña Rosa prueba,O=Tienda Doña Rosa\\, S.A.S.,C=CO',
          issuer: 'CN=Tienda Doña Rosa prueba,O=Tienda Doña Rosa\\, S.A.S.,C=CO',
          valid_from: '2026-01-01T00:00:00.000Z',
          valid_to: '2028-01-01T00:00:00.000Z',
        },
        updated_at: expect.any(String),
      });
      for (const secret of secretsOf()) expect(res.body).not.toContain(secret);
    }
    // What the database holds is ciphertext: no secret in any column, as text or as bytes.
    const [row] = await t.deps.db.select().from(einvoiceSettings).where(eq(einvoiceSettings.userId, u.id));
    const stored = JSON.stringify(row);
    for (const secret of secretsOf()) expect(stored).not.toContain(secret);
    for (const sealed of [row?.pinSealed, row?.certificateSealed, row?.certificatePasswordSealed]) {
      expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
      const bytes = Buffer.from(String(sealed).split('.')[3] ?? '', 'base64url');
      expect(bytes.includes(Buffer.from(PIN))).toBe(false);
      expect(bytes.includes(cert.p12.subarray(0, 64))).toBe(false);
    }
    // …and it opens again for signing, with the installation's key.
    const setup = await signingSetup(t.deps, u.id);
    expect(setup?.software.pin).toBe(PIN);
    expect(setup?.certificate.certificatePem.replace(/\r/g, '')).toBe(cert.certificatePem.replace(/\r/g, ''));
    const [key] = await t.deps.db.select().from(appSettings).where(eq(appSettings.key, EINVOICE_KEY_SETTING));
    expect(key?.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the stored PIN and certificate when a later save leaves them out', async () => {
    const u = await createUser(t);
    await api(u, 'PUT', '/api/einvoice/settings/', fullSettings());
    const res = await api(u, 'PUT', '/api/einvoice/settings/', {
      ...fullSettings({ environment: 'produccion' }),
      pin: undefined,
      certificate: undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ environment: 'produccion', has_pin: true, has_certificate: true });
    expect((await signingSetup(t.deps, u.id))?.software.pin).toBe(PIN);
  });

  it('refuses a wrong certificate password, a file that is no .p12 and an expired certificate', async () => {
    const u = await createUser(t);
    const wrong = await api(
      u,
      'PUT',
      '/api/einvoice/settings/',
      fullSettings({ certificate: { p12_base64: cert.p12.toString('base64'), password: 'otra' } }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ certificate: ['La contraseña del certificado no es correcta.'] });
    const junk = await api(
      u,
      'PUT',
      '/api/einvoice/settings/',
      fullSettings({
        certificate: { p12_base64: Buffer.from('no soy un p12').toString('base64'), password: 'x' },
      }),
    );
    expect(junk.json()).toEqual({ certificate: ['El archivo no es un certificado .p12 válido.'] });
    const old = makeTestP12({ notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') });
    const expired = await api(
      u,
      'PUT',
      '/api/einvoice/settings/',
      fullSettings({ certificate: { p12_base64: old.p12.toString('base64'), password: old.password } }),
    );
    expect(expired.json()).toEqual({ certificate: ['El certificado está vencido.'] });
    // Nothing was saved by the refused requests.
    expect(await t.deps.db.select().from(einvoiceSettings).where(eq(einvoiceSettings.userId, u.id))).toEqual(
      [],
    );
  });

  it('needs SoftwareID, PIN and certificate to enable it; validates in Spanish', async () => {
    const u = await createUser(t);
    const res = await api(u, 'PUT', '/api/einvoice/settings/', { enabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      software_id: [EINVOICE_MSG.softwareId],
      pin: [EINVOICE_MSG.pin],
      certificate: [EINVOICE_MSG.certificate],
    });
    const bad = await api(u, 'PUT', '/api/einvoice/settings/', {
      environment: 'habilitacion',
      pin: 'con espacios',
      certificate: { p12_base64: '***', password: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      environment: [EINVOICE_MSG.environment],
      pin: [EINVOICE_MSG.pinInvalid],
      certificate: {
        p12_base64: [EINVOICE_MSG.certificateFile],
        password: [EINVOICE_MSG.certificatePassword],
      },
    });
    expect(bad.body).not.toContain('con espacios');
    // Saved disabled, a partial set-up is fine (the shop fills it in as DIAN answers).
    const draft = await api(u, 'PUT', '/api/einvoice/settings/', { enabled: false, software_id: 'abc' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ enabled: false, software_id: 'abc', has_pin: false });
  });

  it('never writes a secret to the log, even at trace level and on a refusal', async () => {
    const lines: string[] = [];
    const deps = { ...t.deps, config: { ...t.deps.config, logLevel: 'trace' } };
    const logged = await buildApp({
      deps,
      logger: true,
      logStream: { write: (l: string) => void lines.push(l) },
    });
    try {
      const u = await createUser(t);
      const send = (body: unknown) =>
        logged.inject({
          method: 'PUT',
          url: '/api/einvoice/settings/',
          headers: { ...u.auth, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      expect((await send(fullSettings())).statusCode).toBe(200);
      const wrong = fullSettings({
        certificate: { p12_base64: cert.p12.toString('base64'), password: 'Mala-Clave-9' },
      });
      expect((await send(wrong)).statusCode).toBe(400);
      expect((await send({ ...fullSettings(), pin: 'X Y' })).statusCode).toBe(400);
      expect(
        (await logged.inject({ method: 'GET', url: '/api/einvoice/settings/', headers: u.auth })).statusCode,
      ).toBe(200);
      const text = lines.join('');
      expect(text).toContain('/api/einvoice/settings/');
      for (const secret of [...secretsOf(), 'Mala-Clave-9', 'X Y']) expect(text).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('resolutions', () => {
  it('creates, lists, reads, edits and deletes a resolution', async () => {
    const u = await createUser(t);
    const created = await api(u, 'POST', '/api/einvoice/resolutions/', resolution());
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      ...resolution({ prefix: 'FE' }),
      next_number: 1,
      numbers_left: 1000,
      warnings: [],
    });
    expect((await api(u, 'GET', '/api/einvoice/resolutions/')).json()).toEqual([body]);
    expect((await api(u, 'GET', `/api/einvoice/resolutions/${body.id}/`)).json()).toEqual(body);
    const edited = await api(
      u,
      'PUT',
      `/api/einvoice/resolutions/${body.id}/`,
      resolution({ range_to: 2000 }),
    );
    expect(edited.json()).toMatchObject({ range_to: 2000, numbers_left: 2000 });
    expect((await api(u, 'DELETE', `/api/einvoice/resolutions/${body.id}/`)).statusCode).toBe(204);
    expect((await api(u, 'GET', '/api/einvoice/resolutions/')).json()).toEqual([]);
  });

  it('refuses invalid ranges and dates, a factura without technical key, in Spanish', async () => {
    const u = await createUser(t);
    const res = await api(
      u,
      'POST',
      '/api/einvoice/resolutions/',
      resolution({
        range_from: 50,
        range_to: 10,
        valid_from: '2026-05-01',
        valid_to: '2026-04-30',
        technical_key: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      range_to: [EINVOICE_MSG.rangeOrder],
      valid_to: [EINVOICE_MSG.validityOrder],
      technical_key: [EINVOICE_MSG.technicalKey],
    });
    const other = await api(
      u,
      'POST',
      '/api/einvoice/resolutions/',
      resolution({
        document_type: '03',
        prefix: 'FE-1',
        range_from: -1,
        valid_to: '2026-02-30',
        resolution_number: 'x',
      }),
    );
    expect(other.json()).toEqual({
      document_type: [EINVOICE_MSG.documentType],
      prefix: [EINVOICE_MSG.prefix],
      range_from: [EINVOICE_MSG.rangeNumber],
      valid_to: ['Fecha inválida (AAAA-MM-DD).'],
      resolution_number: [EINVOICE_MSG.resolutionNumber],
    });
    // A POS range needs no technical key (its CUDE is keyed by the PIN).
    const pos = await api(
      u,
      'POST',
      '/api/einvoice/resolutions/',
      resolution({ document_type: '20', technical_key: '' }),
    );
    expect(pos.statusCode, pos.body).toBe(201);
  });

  it('refuses a range overlapping another of its type and prefix; other prefixes and types may overlap', async () => {
    const u = await createUser(t);
    expect((await api(u, 'POST', '/api/einvoice/resolutions/', resolution())).statusCode).toBe(201);
    const overlap = await api(
      u,
      'POST',
      '/api/einvoice/resolutions/',
      resolution({ range_from: 1000, range_to: 1500 }),
    );
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({ range_from: [EINVOICE_MSG.overlap('18760000001', 'FE', 1, 1000)] });
    const after = await api(
      u,
      'POST',
      '/api/einvoice/resolutions/',
      resolution({ range_from: 1001, range_to: 1500 }),
    );
    expect(after.statusCode).toBe(201);
    expect(
      (await api(u, 'POST', '/api/einvoice/resolutions/', resolution({ prefix: 'SETP' }))).statusCode,
    ).toBe(201);
    expect(
      (await api(u, 'POST', '/api/einvoice/resolutions/', resolution({ document_type: '20' }))).statusCode,
    ).toBe(201);
    // Editing one into another's range is refused too; into its own range is fine.
    const id = after.json().id;
    const into = await api(
      u,
      'PUT',
      `/api/einvoice/resolutions/${id}/`,
      resolution({ range_from: 900, range_to: 1500 }),
    );
    expect(into.statusCode).toBe(400);
    expect(
      (
        await api(
          u,
          'PUT',
          `/api/einvoice/resolutions/${id}/`,
          resolution({ range_from: 1001, range_to: 1600 }),
        )
      ).statusCode,
    ).toBe(200);
    // Two overlapping ranges sent at once: one is refused.
    const both = await Promise.all(
      [1, 2].map(() =>
        api(u, 'POST', '/api/einvoice/resolutions/', resolution({ prefix: 'X', range_to: 10 })),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('once it has numbered, keeps type, prefix and start; cannot end before the last number; cannot be deleted', async () => {
    const u = await createUser(t);
    const id = (await api(u, 'POST', '/api/einvoice/resolutions/', resolution({ range_to: 100 }))).json().id;
    await t.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++)
        await recordPendingDocument(tx, u.id, await takeNumber(tx, u.id, '01', '2026-03-10'));
    });
    const moved = await api(
      u,
      'PUT',
      `/api/einvoice/resolutions/${id}/`,
      resolution({ range_to: 100, prefix: 'FV' }),
    );
    expect(moved.json()).toEqual({ validations_error: [EINVOICE_MSG.used(5)] });
    const short = await api(u, 'PUT', `/api/einvoice/resolutions/${id}/`, resolution({ range_to: 4 }));
    expect(short.json()).toEqual({ range_to: [EINVOICE_MSG.endBeforeUsed(5)] });
    const longer = await api(u, 'PUT', `/api/einvoice/resolutions/${id}/`, resolution({ range_to: 200 }));
    expect(longer.json()).toMatchObject({ next_number: 6, numbers_left: 195 });
    const del = await api(u, 'DELETE', `/api/einvoice/resolutions/${id}/`);
    expect(del.json()).toEqual({ validations_error: [EINVOICE_MSG.deleteUsed] });
  });

  it('lists today’s warnings: 10 days or 10 % of the range left', async () => {
    const u = await createUser(t);
    await api(u, 'POST', '/api/einvoice/resolutions/', resolution({ valid_to: '2026-03-20', range_to: 10 }));
    const [row] = await t.deps.db
      .select()
      .from(einvoiceResolutions)
      .where(eq(einvoiceResolutions.userId, u.id));
    await t.deps.db
      .update(einvoiceResolutions)
      .set({ nextNumber: 10 })
      .where(eq(einvoiceResolutions.id, row?.id ?? 0));
    const [listed] = (await api(u, 'GET', '/api/einvoice/resolutions/')).json();
    expect(listed.warnings).toEqual([
      'La resolución 18760000001 vence el 2026-03-20: quedan 10 días.',
      'A la resolución 18760000001 le queda 1 número de 10.',
    ]);
  });
});

describe('tenancy', () => {
  let a: CreatedUser;
  let b: CreatedUser;
  let resolutionId: number;
  let documentId: number;

  beforeAll(async () => {
    a = await createUser(t);
    b = await createUser(t);
    await api(a, 'PUT', '/api/einvoice/settings/', fullSettings());
    resolutionId = (await api(a, 'POST', '/api/einvoice/resolutions/', resolution())).json().id;
    documentId = await t.deps.db.transaction(async (tx) =>
      recordPendingDocument(tx, a.id, await takeNumber(tx, a.id, '01', '2026-03-10')),
    );
  });

  it('user B gets 404 for every one of A’s ids, and sees none of A’s set-up', async () => {
    const probes = [
      ['GET', `/api/einvoice/resolutions/${resolutionId}/`],
      ['PUT', `/api/einvoice/resolutions/${resolutionId}/`, resolution({ range_to: 5000 })],
      ['DELETE', `/api/einvoice/resolutions/${resolutionId}/`],
      ['GET', `/api/einvoice/documents/${documentId}/`],
    ] as const;
    for (const [method, url, body] of probes) {
      const res = await api(b, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api(b, 'GET', '/api/einvoice/resolutions/')).json()).toEqual([]);
    expect((await api(b, 'GET', '/api/einvoice/documents/')).json()).toEqual([]);
    const settings = await api(b, 'GET', '/api/einvoice/settings/');
    expect(settings.json()).toMatchObject({ has_pin: false, has_certificate: false, software_id: null });
    // B saving its own set-up leaves A's untouched; B numbering takes nothing of A's.
    await api(b, 'PUT', '/api/einvoice/settings/', { enabled: false, software_id: 'b' });
    expect((await api(a, 'GET', '/api/einvoice/settings/')).json()).toMatchObject({
      software_id: fullSettings().software_id,
    });
    await expect(
      t.deps.db.transaction((tx) => takeNumber(tx, b.id, '01', '2026-03-10')),
    ).rejects.toMatchObject({
      body: { validations_error: [EINVOICE_MSG.noResolution('01')] },
    });
    // A's rows are as they were, and A still reads them.
    expect((await api(a, 'GET', `/api/einvoice/resolutions/${resolutionId}/`)).json()).toMatchObject({
      range_to: 1000,
      next_number: 2,
    });
    expect((await api(a, 'GET', `/api/einvoice/documents/${documentId}/`)).json()).toMatchObject({
      number: 'FE1',
      status: 'pending',
      document_type: '01',
    });
  });

  it('a sealed secret copied into another shop’s row does not open there', async () => {
    const [rowA] = await t.deps.db.select().from(einvoiceSettings).where(eq(einvoiceSettings.userId, a.id));
    await t.deps.db
      .update(einvoiceSettings)
      .set({ pinSealed: rowA?.pinSealed ?? null })
      .where(eq(einvoiceSettings.userId, b.id));
    const res = await api(b, 'GET', '/api/einvoice/settings/');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(PIN);
  });

  it('every route needs a session', async () => {
    for (const url of ['/api/einvoice/settings/', '/api/einvoice/resolutions/', '/api/einvoice/documents/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('documents', () => {
  it('lists the shop’s documents, newest first', async () => {
    const u = await createUser(t);
    await api(
      u,
      'POST',
      '/api/einvoice/resolutions/',
      resolution({ prefix: 'SETP', range_from: 990000000, range_to: 995000000 }),
    );
    await t.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 2; i++)
        await recordPendingDocument(tx, u.id, await takeNumber(tx, u.id, '01', '2026-03-10'));
    });
    const list = (await api(u, 'GET', '/api/einvoice/documents/')).json();
    expect(list.map((d: { number: string }) => d.number).sort()).toEqual(['SETP990000000', 'SETP990000001']);
    const rows = await t.deps.db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.userId, u.id));
    expect(rows.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true);
  });
});
