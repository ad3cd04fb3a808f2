import { MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema/index.ts';
import type { AppError } from '../src/lib/errors.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { reserveLoginAttempt } from '../src/modules/auth/lockout.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';

const START = '2026-01-15T15:00:00Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: START });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
const fail = async (email: string, times = 1) => {
  for (let i = 0; i < times; i++) expect((await login(email, 'NoEsLaClave1')).statusCode).toBe(400);
};
/** Moves the test clock forward by `ms`. */
const advance = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms).toISOString());
const failuresOf = async (email: string) =>
  (
    await t.deps.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.emailHash, sha256(email.toLowerCase())))
  )[0];

describe('per-account login lockout', () => {
  it('after 5 failures refuses even the right password with 429, Retry-After and a Spanish message', async () => {
    t.clock.set(START);
    const u = await createUser(t);
    await fail(u.email, 5);
    const refused = await login(u.email, u.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ detail: MSG.login.locked(1) });
    expect(MSG.login.locked(1)).toBe(
      'Demasiados intentos fallidos con este correo electrónico. Por seguridad, espera 1 minuto antes de intentarlo de nuevo.',
    );

    advance(30_000);
    expect((await login(u.email, u.password)).headers['retry-after']).toBe('30');
    advance(30_000);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    // A success starts the count afresh.
    expect(await failuresOf(u.email)).toBeUndefined();
  });

  it('backs off exponentially — 1, 2, 4 … minutes — capped at one hour', async () => {
    t.clock.set(START);
    const u = await createUser(t);
    await fail(u.email, 5);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await login(u.email, u.password);
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      waits.push(wait);
      advance(wait * 1000);
      await fail(u.email);
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect((await login(u.email, u.password)).json().detail).toBe(MSG.login.locked(60));
  });

  it('treats an unknown email exactly like an account (the refusal reveals nothing)', async () => {
    t.clock.set(START);
    const u = await createUser(t);
    await fail(u.email, 5);
    await fail('Nadie.Existe@example.com', 3);
    await fail('nadie.existe@EXAMPLE.com', 2);
    const known = await login(u.email, 'otra-clave1');
    const unknown = await login('nadie.existe@example.com', 'otra-clave1');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('a success resets the count, and failures older than a day are forgotten', async () => {
    t.clock.set(START);
    const u = await createUser(t);
    await fail(u.email, 4);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    await fail(u.email, 4);
    advance(25 * 60 * 60_000);
    await fail(u.email);
    expect((await failuresOf(u.email))?.failures).toBe(1);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('verifies at most 5 passwords of a burst of 20 concurrent wrong ones, across replicas', async () => {
    t.clock.set(START);
    const u = await createUser(t);
    // Two replicas on one database (a second app on the same PGlite, or its own pool on PostgreSQL).
    const replica = await createTestApp({ now: START, sameDatabaseAs: t });
    try {
      const codes = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const app = i % 2 ? replica.app : t.app;
          const res = await app.inject({
            method: 'POST',
            url: '/api/login/',
            payload: { email: u.email, password: 'NoEsLaClave1' },
          });
          return res.statusCode;
        }),
      );
      // Each attempt is reserved before its password is hashed: the 5th reservation locks the
      // account, so the other 15 are refused unverified.
      expect(codes.filter((c) => c === 400)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(15);
      expect((await failuresOf(u.email))?.failures).toBe(5);
    } finally {
      await replica.close();
    }
  });

  it('refuses the right password sent during a burst of wrong ones, once 5 are reserved', async () => {
    t.clock.set(START);
    const u = await createUser(t);
    const burst = Array.from({ length: 20 }, async () => (await login(u.email, 'NoEsLaClave1')).statusCode);
    // The burst's reservations are written before its hashes are computed (on a quiet machine the
    // right password below arrives while most of the burst is still hashing).
    while (((await failuresOf(u.email))?.failures ?? 0) < 5) await new Promise((r) => setImmediate(r));
    const inside = await login(u.email, u.password);
    expect(inside.statusCode).toBe(429);
    const codes = await Promise.all(burst);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
  });

  it('reserves atomically: of 20 concurrent checks for one email, exactly 5 go ahead', async () => {
    t.clock.set(START);
    const email = 'rafaga@example.com';
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveLoginAttempt(t.deps, email)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.map((o) => (o.reason as AppError).statusCode)).toEqual(Array(15).fill(429));
    expect((await failuresOf(email))?.failures).toBe(5);
    expect((await login(email, 'NoEsLaClave1')).statusCode).toBe(429);
  });

  it('a password reset lifts the lock', async () => {
    t.clock.set(START);
    const u = await createUser(t);
    await fail(u.email, 5);
    await t.app.inject({ method: 'POST', url: '/api/reset/', payload: { email: u.email } });
    await t.deliverMail(); // the reset mail waits in the outbox until the worker's next tick
    const token = /\/changepassword\/([A-Za-z0-9_-]{43})/.exec(t.sent.at(-1)?.text ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/reset/',
      payload: { token, password: 'NuevaClave123', password_confirmation: 'NuevaClave123' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(u.email, 'NuevaClave123')).statusCode).toBe(200);
  });
});
