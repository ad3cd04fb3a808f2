import { MSG } from '@cc/shared';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const huge = 'x'.repeat(200_000);
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

  it('public profile ids out of range are 400', async () => {
    for (const id of ['99999999999999999999', '-1', '1.5', '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/profiles/public/${id}` });
      expect(res.statusCode).toBe(400);
    }
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
