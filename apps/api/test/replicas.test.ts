import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bogotaDate, MSG } from '@cc/shared';
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
  async function call(
    server: ServerProcess,
    method: string,
    url: string,
    ip: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
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

  /** Asks `server` for a captcha challenge and solves it as the browser widget would. */
  async function solvedCaptcha(server: ServerProcess, ip: string): Promise<string> {
    const challenge = (await call(server, 'GET', '/api/captcha/challenge/', ip)).body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).toBeTruthy();
    return Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString('base64');
  }

  it('a captcha challenge issued by replica A, solved, is accepted by replica B (and spent for both)', async () => {
    const ip = newIp();
    const altcha = await solvedCaptcha(a, ip);

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

  it('Idempotency-Key: the same key on replicas A and B creates one document, answered alike', async () => {
    const ip = newIp();
    const buyer = {
      email: `replicas-idem${process.pid}@example.com`,
      identification_number: `79${process.pid}`,
    };
    const signedUp = await call(a, 'POST', '/api/register/', ip, {
      ...registration(await solvedCaptcha(a, ip)),
      ...buyer,
    });
    expect(signedUp.status).toBe(201);
    const login = await call(b, 'POST', '/api/login/', newIp(), { email: buyer.email, password });
    expect(login.status).toBe(200);
    const auth = { authorization: `Token ${login.body.access_token}` };
    const expense = (description: string) => ({
      description,
      value: 45_000,
      category_id: 18,
      date: bogotaDate(new Date()),
      observations: '',
      payment_type: 'CONTADO',
      payment_method: 'EFECTIVO',
    });
    const send = (s: ServerProcess, key: string, description: string) =>
      call(s, 'POST', '/api/expenses/', newIp(), expense(description), { ...auth, 'idempotency-key': key });

    // One after the other: B answers what A answered, byte for byte.
    const first = await send(a, `k1-${randomBytes(8).toString('hex')}`, 'Arriendo de la bodega');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Concurrently, a double tap that lands on both replicas.
    const key2 = `k2-${randomBytes(8).toString('hex')}`;
    const [left, right] = await Promise.all([send(a, key2, 'Servicios'), send(b, key2, 'Servicios')]);
    expect([left.status, right.status]).toEqual([201, 201]);
    expect(left.body).toEqual(right.body);

    const list = await call(a, 'GET', '/api/expenses/', newIp(), undefined, auth);
    expect(list.status).toBe(200);
    const rows = JSON.stringify(list.body);
    expect(rows.match(/Arriendo de la bodega/g)).toHaveLength(1);
    expect(rows.match(/"Servicios"/g)).toHaveLength(1);
  }, 180_000);

  it('Idempotency-Key: a retry on the other replica replays the first answer', async () => {
    const ip = newIp();
    const login = await call(a, 'POST', '/api/login/', ip, {
      email: `replicas-idem${process.pid}@example.com`,
      password,
    });
    const auth = {
      authorization: `Token ${login.body.access_token}`,
      'idempotency-key': randomBytes(16).toString('hex'),
    };
    const body = {
      description: 'Transporte',
      value: 12_000,
      category_id: 21,
      date: bogotaDate(new Date()),
      observations: '',
      payment_type: 'CONTADO',
      payment_method: 'EFECTIVO',
    };
    const first = await call(a, 'POST', '/api/expenses/', newIp(), body, auth);
    const retry = await call(b, 'POST', '/api/expenses/', newIp(), body, auth);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });
});
