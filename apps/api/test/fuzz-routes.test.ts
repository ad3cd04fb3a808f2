import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

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
