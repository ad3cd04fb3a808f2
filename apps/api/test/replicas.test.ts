import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@cc/shared';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, waitHealthy } from './helpers/server.ts';

/**
 * Acceptance of issue 8 (items 2 and 4): two real server processes — replicas A and B — on one
 * throw-away PostgreSQL database and one Redis, as behind a load balancer. What one replica
 * issues or counts, the other must honour. Runs in `npm run test:pg` (TEST_DATABASE_URL, and
 * TEST_REDIS_URL which that script defaults to the local Redis).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const AUTH_RATE_LIMIT = 3;

describe.skipIf(!serverUrl || !redisUrl)('two replicas on one PostgreSQL with REDIS_URL', () => {
  const dbName = `cc_replicas_${process.pid}_${randomBytes(4).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const databaseUrl = new URL(serverUrl ?? '');
    databaseUrl.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      NODE_ENV: 'test',
      CAPTCHA_REQUIRED: 'true',
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      REDIS_URL: redisUrl ?? '',
      // Counters of this run only: other runs may share the Redis.
      REDIS_KEY_PREFIX: `cc-replicas-test:${randomBytes(6).toString('hex')}:`,
      // Each test picks its client IP with X-Forwarded-For, as a load balancer would pass it.
      TRUST_PROXY: 'true',
    };
    // Started together: both migrate at once (the advisory lock makes one wait for the other).
    [a, b] = await Promise.all([
      spawnServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-replica-a-')) }),
      spawnServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-replica-b-')) }),
    ]);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  let ipSeq = 0;
  /** A client address of its own, so the per-IP limits of one check don't spill into another. */
  const newIp = () => `203.0.113.${++ipSeq}`;
  async function call(server: ServerProcess, method: string, url: string, ip: string, body?: unknown) {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  const email = `replicas${process.pid}@example.com`;
  const password = 'Segura123';
  const registration = (altcha: string) => ({
    email,
    password,
    password_confirmation: password,
    first_name: 'Marta',
    last_name: 'Gómez',
    tradename: 'Tienda de las réplicas',
    phone: '6041234567',
    cellphone: '3001234567',
    identification_type: 13,
    identification_number: `77${process.pid}`,
    economic_activity: 4711,
    address: 'Calle 1',
    city: 5001,
    terms_and_conds: true,
    personal_data: true,
    altcha,
  });

  it('a captcha challenge issued by replica A, solved, is accepted by replica B (and spent for both)', async () => {
    const ip = newIp();
    const challenge = (await call(a, 'GET', '/api/captcha/challenge/', ip)).body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).toBeTruthy();
    const altcha = Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString('base64');

    const registered = await call(b, 'POST', '/api/register/', ip, registration(altcha));
    expect(registered.status).toBe(201);
    const replayed = await call(a, 'POST', '/api/register/', ip, {
      ...registration(altcha),
      email: `otro${email}`,
      identification_number: `78${process.pid}`,
    });
    expect(replayed.body).toEqual({ altcha: [MSG.register.captchaInvalid] });
    expect((await call(a, 'POST', '/api/login/', newIp(), { email, password })).status).toBe(200);
  }, 180_000);

  it('the per-IP login limit is counted across both replicas (Redis)', async () => {
    const ip = newIp();
    const attempt = (s: ServerProcess) =>
      call(s, 'POST', '/api/login/', ip, { email: 'nadie@example.com', password: 'incorrecta1' });
    const codes = [];
    for (const s of [a, b, a, b, a]) codes.push((await attempt(s)).status);
    // Counted per replica, A would allow its 3rd request and B its 2nd.
    expect(codes).toEqual([400, 400, 400, 429, 429]);
    const refused = await attempt(b);
    expect(refused.body).toEqual({ detail: MSG.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the per-account lockout is shared: failures on either replica lock the email on both', async () => {
    // A new address per attempt: the per-IP limit must not be what stops them.
    for (const s of [a, b, a, b, a]) {
      const res = await call(s, 'POST', '/api/login/', newIp(), { email, password: 'incorrecta1' });
      expect(res.status).toBe(400);
    }
    for (const s of [b, a]) {
      const res = await call(s, 'POST', '/api/login/', newIp(), { email, password });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ detail: MSG.login.locked(1) });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  // ─── Issue 8 item 2 (Idempotency-Key) across replicas ───────────────────────────────────────
  // TO BE ADDED by the lead after merging the idempotency branch: the same Idempotency-Key sent
  // to A and B (one after the other, and concurrently) creates one document, and both answer
  // the first response (same status and body). Log in as `email` (after the lockout above has
  // expired, or with a user registered for that check) and use a fresh IP per request.
  it.todo('Idempotency-Key: the same key on replicas A and B creates one document (issue 8 item 2)');
});
