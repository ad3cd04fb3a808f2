import { existsSync, mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@cc/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { badImages, PNG_SIGNATURE } from './helpers/images.ts';
import { salePayload } from './incomes-fixtures.ts';

/**
 * Every route in the OpenAPI document, hit with malformed JSON, wrong types, missing fields,
 * oversize strings and odd ids by an authenticated subscriber: the answer is never a 5xx.
 * New modules are covered as soon as they are registered.
 */
let t: TestApp;
let user: CreatedUser;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

// 9999999999 is a safe integer beyond PostgreSQL's integer: only a bounded schema stops it.
const ODD_IDS = ['1', '0', '-1', 'abc', '1.5', '9999999999', '99999999999999999999', '%27%20OR%201=1'];
const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);
const LONG = 'x'.repeat(100_000);

const BODIES: { name: string; payload: string; type: string }[] = [
  { name: 'malformed JSON', payload: '{"a": ', type: 'application/json' },
  { name: 'JSON array', payload: '[1,2,3]', type: 'application/json' },
  { name: 'JSON null', payload: 'null', type: 'application/json' },
  { name: 'JSON string', payload: '"hola"', type: 'application/json' },
  { name: 'empty object', payload: '{}', type: 'application/json' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 5,
      password: [],
      value: 'mucho',
      category: { a: 1 },
      date: 20260101,
      details: 'x',
      quantity: -3,
      client: 7,
      id: 'abc',
      inventory_id: '1; DROP TABLE users',
    }),
    type: 'application/json',
  },
  {
    name: 'oversize strings',
    payload: JSON.stringify({
      name: LONG,
      email: LONG,
      description: LONG,
      observations: LONG,
      tradename: LONG,
    }),
    type: 'application/json',
  },
  {
    // PostgreSQL text cannot hold U+0000.
    name: 'NUL characters',
    payload: JSON.stringify({
      name: 'a\u0000b',
      email: 'a\u0000@b.co',
      description: '\u0000',
      tradename: 'x\u0000',
      date: '2026-01-01\u0000',
      details: [{ name: '\u0000' }],
    }),
    type: 'application/json',
  },
  { name: 'form body', payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  {
    name: 'broken multipart',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    type: 'multipart/form-data; boundary=x',
  },
];

describe('no route answers 5xx to bad input', () => {
  it('knows the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('odd ids and bad bodies on every route', async () => {
    const failures: string[] = [];
    for (const r of routes) {
      if (r.path.startsWith('/api/docs')) continue;
      for (const id of ODD_IDS) {
        const bodies = r.method === 'GET' || r.method === 'DELETE' ? [undefined] : BODIES;
        for (const body of bodies) {
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: fill(r.path, id),
            headers: { ...user.auth, ...(body ? { 'content-type': body.type } : {}) },
            ...(body ? { payload: body.payload } : {}),
          });
          if (res.statusCode >= 500)
            failures.push(`${r.method} ${fill(r.path, id)} [${body?.name}] → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('odd query strings on every GET route', async () => {
    const failures: string[] = [];
    const queries = [
      'type=NOPE',
      'limit=-1&offset=abc',
      'limit=99999999999',
      'summary=maybe',
      'from_date=2026-13-45&to_date=ayer',
      'category=%00',
      'name=%00&q=%00&search=%00',
      `name=${'n'.repeat(5000)}`,
      'doc_type=x&doc_number=',
      'a[b]=1&a[c]=2',
    ];
    for (const r of routes.filter((x) => x.method === 'GET' && !x.path.startsWith('/api/docs'))) {
      for (const q of queries) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${fill(r.path, '1')}?${q}`,
          headers: user.auth,
        });
        if (res.statusCode >= 500) failures.push(`GET ${r.path}?${q} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('random JSON bodies on every write route', async () => {
    const writes = routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.jsonValue({ maxDepth: 3 }), async (r, body) => {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: fill(r.path, '1'),
          headers: { ...user.auth, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, `${r.method} ${r.path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(
          500,
        );
      }),
      { numRuns: 300 },
    );
  });
});

/** The file fields of the upload forms: the commerce logo and the inventory image. */
const FILE_FIELDS = ['logo', 'inventory_image'];

/** A browser-like multipart form: valid item fields, so an image is all that can be wrong. */
async function form(field: string, name: string, data: Buffer) {
  const body = new FormData();
  body.append('category', 'SERVICIO');
  body.append('name', 'Servicio de prueba');
  body.append('sale_value', '1000');
  body.append(field, new Blob([data], { type: 'image/png' }), name);
  const res = new Response(body);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? '',
  };
}

/** Every stored upload (logos, inventory images). */
const storedFiles = () =>
  ['logos', 'inventory'].flatMap((folder) => {
    const dir = path.join(t.deps.config.uploadsDir, folder);
    return existsSync(dir) ? readdirSync(dir) : [];
  });

describe('no upload answers 5xx or keeps a bad image', () => {
  // Not only the upload routes: any write route may be sent a file, and none may fail on it.
  const writes = () => routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');
  // The upload forms themselves, each with its file field: there a bad file must be refused.
  const UPLOADS = new Set([
    'PATCH /api/profiles/ logo',
    'POST /api/inventories/ inventory_image',
    'PATCH /api/inventories/{id}/ inventory_image',
  ]);
  let uploader: CreatedUser;
  let item: number;
  /** A new subscriber with one service: logout and password changes among the routes end a token. */
  async function freshUploader() {
    uploader = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventories/',
      headers: uploader.auth,
      payload: { category: 'SERVICIO', name: 'Corte de cabello', sale_value: 5000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    item = res.json().id;
  }
  const signedIn = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/profiles/', headers: uploader.auth })).statusCode === 200;
  beforeEach(freshUploader);

  it('corrupt, truncated, oversized and non-image files in every file field of every write route', async () => {
    const files = await badImages();
    // Over the 5 MB cap: the multipart limit stops it, but only where a handler reads the file.
    const heavy = {
      name: 'pesada.png',
      data: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(MAX_UPLOAD_BYTES)]),
    };
    const failures: string[] = [];
    for (const r of writes()) {
      for (const field of FILE_FIELDS) {
        if (!(await signedIn())) await freshUploader();
        const where = `${r.method} ${r.path} ${field}`;
        for (const file of UPLOADS.has(where) ? [...files, heavy] : files) {
          const body = await form(field, file.name, file.data);
          const res = await t.app.inject({
            method: r.method as 'POST',
            url: fill(r.path, String(item)),
            headers: { ...uploader.auth, 'content-type': body.type },
            payload: body.payload,
          });
          // On an upload form the refusal must name the file, not only another field.
          const refused = res.statusCode === 400 && field in (res.json() as object);
          if (res.statusCode >= 500 || (UPLOADS.has(where) && !refused))
            failures.push(`${where}=${file.name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(storedFiles()).toEqual([]);
  }, 240_000);

  it('every GET route, the invoice PDF included, with any of those files already stored as the logo', async () => {
    // Stored before uploads were decoded, or damaged on disk since: reading must not fail either.
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/incomes/',
      headers: uploader.auth,
      payload: salePayload('2026-01-15', [{ inventory_id: item, quantity: 1, value: 5000 }]),
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const id = String(sale.json().id);
    // Token refresh revokes the token in use; it reads no image.
    const gets = routes.filter(
      (r) => r.method === 'GET' && !r.path.startsWith('/api/docs') && r.path !== '/api/token/refresh',
    );
    const logos = path.join(t.deps.config.uploadsDir, 'logos');
    mkdirSync(logos, { recursive: true });
    const failures: string[] = [];
    for (const file of await badImages()) {
      writeFileSync(path.join(logos, file.name), file.data);
      await t.deps.db
        .update(profiles)
        .set({ logo: `logos/${file.name}` })
        .where(eq(profiles.userId, uploader.id));
      for (const r of gets) {
        const res = await t.app.inject({ method: 'GET', url: fill(r.path, id), headers: uploader.auth });
        if (res.statusCode >= 500) failures.push(`GET ${r.path} logo=${file.name} → ${res.statusCode}`);
      }
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/incomes/${id}/pdf`,
        headers: uploader.auth,
      });
      expect(pdf.statusCode, file.name).toBe(200);
      unlinkSync(path.join(logos, file.name));
    }
    await t.deps.db.update(profiles).set({ logo: null }).where(eq(profiles.userId, uploader.id));
    expect(failures).toEqual([]);
  }, 180_000);

  it('random bytes behind an image signature, on the upload routes', async () => {
    const signatures = [
      PNG_SIGNATURE,
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from('GIF89a'),
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
    ];
    const uploads = [
      { method: 'PATCH' as const, url: '/api/profiles/', field: 'logo' },
      { method: 'POST' as const, url: '/api/inventories/', field: 'inventory_image' },
      { method: 'PATCH' as const, url: `/api/inventories/${item}/`, field: 'inventory_image' },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...uploads),
        fc.constantFrom(...signatures),
        fc.uint8Array({ maxLength: 2048 }),
        async (u, signature, tail) => {
          const body = await form(u.field, 'azar.png', Buffer.concat([signature, tail]));
          const res = await t.app.inject({
            method: u.method,
            url: u.url,
            headers: { ...uploader.auth, 'content-type': body.type },
            payload: body.payload,
          });
          // A lenient decoder may find a picture in the noise; failing is what must not happen.
          expect(res.statusCode, `${u.method} ${u.url} ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
