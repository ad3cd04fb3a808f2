import { MSG } from '@cc/shared';
import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, captchaUses, users } from '../src/db/schema/index.ts';
import {
  CAPTCHA_KEY_SETTING,
  captchaSecret,
  consumeCaptcha,
  createCaptchaChallenge,
} from '../src/lib/captcha.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { captcha: { required: true } } });
});
afterAll(() => t.close());

const R = MSG.register;
let seq = 0;
function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    email: `captcha${seq}@example.com`,
    password: 'Segura123',
    password_confirmation: 'Segura123',
    first_name: 'Marta',
    last_name: 'Gómez',
    tradename: 'Tienda',
    phone: '6041234567',
    cellphone: '3001234567',
    identification_type: 13,
    identification_number: `55${seq}00`,
    economic_activity: 4711,
    address: 'Calle 1',
    city: 5001,
    terms_and_conds: true,
    personal_data: true,
    ...overrides,
  };
}
const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/register/', payload: body });

/** What the widget posts: base64 JSON {challenge, solution}. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}
async function solvedFromServer(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge/' });
  return solve(res.json() as Challenge);
}
const userCount = async () => (await t.deps.db.select({ id: users.id }).from(users)).length;

describe('ALTCHA captcha on registration (captcha.required = true)', () => {
  it('serves a signed, expiring challenge with the configured cost, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32 });
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = body.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(500);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('refuses a registration without captcha: {altcha: ["Debe aceptar el captcha."]}', async () => {
    const before = await userCount();
    const res = await register(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ altcha: [R.captcha.text] });
    expect(await userCount()).toBe(before);
    expect((await register(payload({ altcha: '' }))).json()).toEqual({ altcha: [R.captcha.text] });
  });

  it('refuses forged payloads', async () => {
    const genuine = JSON.parse(Buffer.from(await solvedFromServer(), 'base64').toString());
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    const otherKey = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1000,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: 'not-our-secret',
      hmacKeySignatureSecret: 'not-our-secret-either',
    });
    const forged = [
      'no-es-base64-json',
      b64({ challenge: null, solution: null, test: true }),
      b64({ ...genuine, solution: { ...genuine.solution, derivedKey: 'ab'.repeat(32) } }),
      b64({
        ...genuine,
        challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, cost: 1 } },
      }),
      b64({ ...genuine, challenge: { ...genuine.challenge, signature: undefined } }),
      await solve(otherKey),
    ];
    const before = await userCount();
    for (const altcha of forged) {
      const res = await register(payload({ altcha }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ altcha: [R.captchaInvalid] });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses an expired challenge', async () => {
    const expired = await createCaptchaChallenge(await captchaSecret(t.deps), {
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await register(payload({ altcha: await solve(expired) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ altcha: [R.captchaInvalid] });
  });

  it('accepts a solved challenge once; a reused one is refused', async () => {
    const altcha = await solvedFromServer();
    const ok = await register(payload({ altcha }));
    expect(ok.statusCode).toBe(201);
    const nonce = JSON.parse(Buffer.from(altcha, 'base64').toString()).challenge.parameters.nonce;
    const [use] = await t.deps.db.select().from(captchaUses).where(eq(captchaUses.key, nonce));
    expect(use?.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const again = await register(payload({ altcha }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ altcha: [R.captchaInvalid] });
  });

  it('does not spend the captcha when the form is refused for a field error', async () => {
    const altcha = await solvedFromServer();
    const taken = payload({ altcha });
    expect((await register(taken)).statusCode).toBe(201);

    const fresh = await solvedFromServer();
    const dup = await register(payload({ altcha: fresh, email: taken.email }));
    expect(dup.json()).toEqual({ email: [R.emailTaken] });
    const fixed = await register(payload({ altcha: fresh }));
    expect(fixed.statusCode).toBe(201);
  });

  it('the replay store is the shared captcha_uses table (atomic, first one wins)', async () => {
    const expires = new Date(Date.now() + 60_000);
    const [a, b] = await Promise.all([
      consumeCaptcha(t.deps.db, 'nonce-x', expires),
      consumeCaptcha(t.deps.db, 'nonce-x', expires),
    ]);
    expect([a, b].sort()).toEqual([false, true]);
    // Expired rows are purged on the next use.
    await consumeCaptcha(t.deps.db, 'nonce-old', new Date(Date.now() - 1000));
    await consumeCaptcha(t.deps.db, 'nonce-y', expires);
    expect(await t.deps.db.select().from(captchaUses).where(eq(captchaUses.key, 'nonce-old'))).toEqual([]);
  });
});

describe('captcha key shared by replicas (CAPTCHA_HMAC_KEY unset)', () => {
  it('a challenge issued by one app is accepted by another on the same database', async () => {
    const replica = await createTestApp({ sameDatabaseAs: t, config: { captcha: { required: true } } });
    try {
      const res = await replica.app.inject({ method: 'GET', url: '/api/captcha/challenge/' });
      const altcha = await solve(res.json() as Challenge);
      const ok = await register(payload({ altcha }));
      expect(ok.statusCode).toBe(201);
      // …and it is spent for every replica.
      const again = await replica.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: payload({ altcha }),
      });
      expect(again.json()).toEqual({ altcha: [R.captchaInvalid] });
    } finally {
      await replica.close();
    }
  });

  it('is generated once and kept in app_settings; concurrent first reads converge', async () => {
    const fresh = await createTestApp();
    const replica = await createTestApp({ sameDatabaseAs: fresh });
    try {
      const [a, b] = await Promise.all([captchaSecret(fresh.deps), captchaSecret(replica.deps)]);
      expect(a.hmacKey).toMatch(/^[0-9a-f]{64}$/);
      expect(b.hmacKey).toBe(a.hmacKey);
      const rows = await fresh.deps.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, CAPTCHA_KEY_SETTING));
      expect(rows).toEqual([{ key: CAPTCHA_KEY_SETTING, value: a.hmacKey }]);
    } finally {
      await replica.close();
      await fresh.close();
    }
  });

  it('CAPTCHA_HMAC_KEY, when set, is used as is and nothing is stored', async () => {
    const keyed = await createTestApp({ config: { captcha: { hmacKey: 'clave-de-prueba' } } });
    try {
      expect((await captchaSecret(keyed.deps)).hmacKey).toBe('clave-de-prueba');
      expect(await keyed.deps.db.select().from(appSettings)).toEqual([]);
    } finally {
      await keyed.close();
    }
  });
});
