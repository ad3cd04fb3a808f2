import { Writable } from 'node:stream';
import { MSG } from '@cc/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema/index.ts';
import { registerErrorHandler } from '../src/lib/error-handler.ts';
import { NUL_CHARACTER } from '../src/lib/nul-guard.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

let t: TestApp;
let u: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await createUser(t);
});
afterAll(() => t.close());

type Target = { name: string; method: 'POST' | 'PUT' | 'PATCH'; url: string; auth?: boolean };
const TARGETS: Target[] = [
  { name: 'register', method: 'POST', url: '/api/register/' },
  { name: 'login', method: 'POST', url: '/api/login/' },
  { name: 'reset request', method: 'POST', url: '/api/reset/' },
  { name: 'reset confirm', method: 'PUT', url: '/api/reset/' },
  { name: 'profile update', method: 'PATCH', url: '/api/profiles/', auth: true },
];

function send(target: Target, raw: string, contentType = 'application/json') {
  const opts: InjectOptions = {
    method: target.method,
    url: target.url,
    headers: { 'content-type': contentType, ...(target.auth ? u.auth : {}) },
    payload: raw,
  };
  return t.app.inject(opts);
}

// Far beyond every field limit, yet the whole body stays under the 1 MiB JSON body limit.
const huge = 'x'.repeat(60_000);
const BAD_BODIES: [string, string][] = [
  ['malformed JSON', '{"email": "a@b.co", "password": '],
  ['a bare string', '"hola"'],
  ['a number', '42'],
  ['null', 'null'],
  ['an empty array', '[]'],
  ['an array of objects', '[{"email":"a@b.co","password":"12345678"}]'],
  ['an empty object', '{}'],
  [
    'wrong types everywhere',
    JSON.stringify({
      email: 12,
      password: true,
      password_confirmation: [],
      first_name: {},
      city: 'Medellín',
      terms_and_conds: 'sí',
      token: 5,
      tradename: ['a'],
      user: 'Ana',
      economic_activity: { id: 1 },
      state: -4,
    }),
  ],
  [
    'oversize strings',
    JSON.stringify({
      email: `${huge}@example.com`,
      password: huge,
      password_confirmation: huge,
      first_name: huge,
      last_name: huge,
      tradename: huge,
      phone: huge,
      cellphone: huge,
      identification_number: huge,
      address: huge,
      token: huge,
      altcha: huge,
      user: { first_name: huge, last_name: huge, email: huge },
    }),
  ],
  [
    'absurd numbers',
    JSON.stringify({ city: 1e308, identification_type: -0, economic_activity: 3.5, state: 2 ** 53 }),
  ],
  [
    'nested arrays instead of objects',
    JSON.stringify({ user: [], tradename: 'a', email: [[]], password: [{}] }),
  ],
  ['a prototype-pollution attempt', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
];

describe('bad input never causes a 500 (register, login, reset, profile)', () => {
  for (const target of TARGETS) {
    it.each(BAD_BODIES)(`${target.name}: %s → 400`, async (_name, raw) => {
      const res = await send(target, raw);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(typeof body).toBe('object');
      if (raw.startsWith('{"email": "a@b.co", "password": '))
        expect(body).toEqual({ detail: MSG.malformedJson });
    });
  }

  it.each(TARGETS)('$name: an empty JSON body or a foreign content type is a 4xx', async (target) => {
    const empty = await send(target, '');
    expect(empty.statusCode).toBe(400);
    const text = await send(target, 'email=a@b.co', 'text/plain');
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('garbage Authorization headers get 401, not 500', async () => {
    for (const authorization of [
      'Token',
      `Token ${'a'.repeat(5000)}`,
      'Bearer abc',
      'Token ../../etc',
      '\u0000',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/profiles/', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('public profile ids out of range name nobody: 404', async () => {
    for (const id of ['99999999999999999999', '-1', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/profiles/public/${id}` });
      expect(res.statusCode).toBe(404);
    }
    // A NUL byte anywhere in a request is refused before routing (lib/nul-guard.ts).
    const nul = await t.app.inject({ method: 'GET', url: '/api/profiles/public/%00' });
    expect(nul.statusCode).toBe(400);
  });

  it('random JSON documents never produce a 5xx (property test)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TARGETS), fc.jsonValue({ maxDepth: 3 }), async (target, value) => {
        const res = await send(target, JSON.stringify(value));
        return res.statusCode >= 400 && res.statusCode < 500;
      }),
      { numRuns: 150 },
    );
  });

  it('random objects with the right keys but random values never produce a 5xx', async () => {
    const anyValue = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    const keys = [
      'email',
      'password',
      'password_confirmation',
      'first_name',
      'last_name',
      'tradename',
      'phone',
      'cellphone',
      'identification_type',
      'identification_number',
      'economic_activity',
      'address',
      'city',
      'state',
      'terms_and_conds',
      'personal_data',
      'token',
      'altcha',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TARGETS),
        fc.dictionary(fc.constantFrom(...keys), anyValue),
        async (target, value) => {
          const res = await send(target, JSON.stringify(value));
          return res.statusCode < 500;
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('values PostgreSQL cannot store', () => {
  const register = {
    email: 'nul@example.com',
    password: 'Segura123',
    password_confirmation: 'Segura123',
    first_name: 'Ana\u0000María',
    last_name: 'Pérez',
    tradename: 'Tienda',
    phone: '6041234567',
    cellphone: '3001234567',
    identification_type: 13,
    identification_number: '4400110',
    economic_activity: 4711,
    address: 'Calle 1',
    city: 5001,
    terms_and_conds: true,
    personal_data: true,
  };

  it('a NUL character is a 400 on the field that holds it, and nothing is stored', async () => {
    const before = (await t.deps.db.select({ id: users.id }).from(users)).length;
    const res = await send(TARGETS[0] as Target, JSON.stringify(register));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [NUL_CHARACTER] });
    expect((await t.deps.db.select({ id: users.id }).from(users)).length).toBe(before);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'a\u0000@b.co', password: 'x' },
    });
    expect(login.json()).toEqual({ email: [NUL_CHARACTER] });
    const nested = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/',
      headers: u.auth,
      payload: { user: { first_name: 'x\u0000' } },
    });
    expect(nested.json()).toEqual({ user: { first_name: [NUL_CHARACTER] } });
    const query = await t.app.inject({ method: 'GET', url: '/api/subscriptions/?x=%00' });
    expect(query.json()).toEqual({ x: [NUL_CHARACTER] });
  });

  it('accepts other unicode (accents, ñ, emoji) untouched', async () => {
    const res = await send(
      TARGETS[0] as Target,
      JSON.stringify({
        ...register,
        email: 'unicode@example.com',
        first_name: 'Ñandú 😀',
        identification_number: '4400111',
      }),
    );
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'unicode@example.com', password: 'Segura123' },
    });
    expect(me.json().user.first_name).toBe('Ñandú 😀');
  });

  it('an id beyond PostgreSQL integer is a 404 in Spanish, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/states/9999999999/cities' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No encontrado.' });
  });

  it('a JSON body over 1 MiB is a 413 in Spanish', async () => {
    const res = await send(TARGETS[1] as Target, JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'El cuerpo de la petición es demasiado grande.' });
  });
});

describe('error handler safety net', () => {
  // A bare Fastify with the app's error handler, running raw SQL on the test database.
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      stream: new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    },
  });
  registerErrorHandler(app);
  app.get('/out-of-range', async () => t.deps.db.execute(sql`select ${'99999999999'}::int as n`));
  app.get('/division', async () => t.deps.db.execute(sql`select 1 / ${0}::int as n`));
  afterAll(() => app.close());

  it('answers 400 when the database refuses a value, and logs the query without its parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/out-of-range' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Alguno de los datos enviados no es válido.' });
    const logged = lines.find((l) => l.includes('database refused a value')) ?? '';
    const entry = JSON.parse(logged);
    expect(entry).toMatchObject({
      level: 40,
      dbError: { code: '22003', query: 'select $1::int as n' },
    });
    // PGlite's and drizzle's errors both carry the parameter values: they must not reach the log.
    expect(entry.dbError).not.toHaveProperty('params');
    expect(logged).not.toContain('params');
  });

  it('keeps computation errors as 500 with the generic text', async () => {
    const res = await app.inject({ method: 'GET', url: '/division' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: MSG.internalError });
    expect(lines.some((l) => l.includes('unhandled error'))).toBe(true);
  });
});

describe('request log', () => {
  it('never holds the token of a password-reset link', async () => {
    const lines: string[] = [];
    const stream = {
      write(line: string) {
        lines.push(line);
      },
    };
    const logged = await buildApp({ deps: t.deps, logger: true, logStream: stream });
    try {
      await logged.inject({ method: 'GET', url: '/changepassword/SecretoDelEnlace123?x=1' });
      const text = lines.join('');
      expect(text).toContain('/changepassword/[redacted]');
      expect(text).not.toContain('SecretoDelEnlace123');
    } finally {
      await logged.close();
    }
  });
});
