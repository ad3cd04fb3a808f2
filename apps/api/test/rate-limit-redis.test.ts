import { randomBytes } from 'node:crypto';
import { MSG } from '@cc/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

const login = (t: TestApp, email = 'nadie@example.com') =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password: 'incorrecta1' } });

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

// Replicas on one PostgreSQL and one Redis: `npm run test:pg` passes TEST_REDIS_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL || !redisUrl)(
  'rate limits counted in Redis (REDIS_URL)',
  () => {
    const apps: TestApp[] = [];
    afterAll(async () => {
      for (const t of apps.reverse()) await t.close();
    });

    it('two replicas share the per-IP limit', async () => {
      // A key prefix of its own, so parallel test runs on the same Redis never share counters.
      const config = { redisUrl, redisKeyPrefix: `cc-test:${randomBytes(6).toString('hex')}:` };
      const a = await createTestApp({ authRateLimit: 3, config });
      apps.push(a);
      const b = await createTestApp({ authRateLimit: 3, config, sameDatabaseAs: a });
      apps.push(b);

      const codes = [];
      for (const t of [a, b, a, b, a]) codes.push((await login(t)).statusCode);
      // Counted per replica the fourth and fifth requests would each be only a replica's 2nd/3rd.
      expect(codes).toEqual([400, 400, 400, 429, 429]);
      const refused = await login(b);
      expect(refused.json()).toEqual({ detail: MSG.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('deployments with different limits on one Redis and prefix keep apart counts', async () => {
      const config = { redisUrl, redisKeyPrefix: `cc-test:${randomBytes(6).toString('hex')}:` };
      const strict = await createTestApp({ authRateLimit: 3, config });
      apps.push(strict);
      const lenient = await createTestApp({ authRateLimit: 5, config, sameDatabaseAs: strict });
      apps.push(lenient);

      // Distinct emails: the per-account lockout stays out of the count.
      const codes = async (t: TestApp, n: number, tag: string) => {
        const out = [];
        for (let i = 0; i < n; i++) out.push((await login(t, `${tag}${i}@example.com`)).statusCode);
        return out;
      };
      expect(await codes(strict, 4, 'estricto')).toEqual([400, 400, 400, 429]);
      // Sharing the strict one's key, the lenient one would have refused from its 2nd request.
      expect(await codes(lenient, 6, 'amplio')).toEqual([400, 400, 400, 400, 400, 429]);
    });
  },
);

describe('rate limits when Redis is unreachable', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('the app starts and login still answers (the limit is skipped, never a 500)', async () => {
    t = await createTestApp({ authRateLimit: 2, config: { redisUrl: 'redis://127.0.0.1:1' } });
    for (let i = 0; i < 4; i++) expect((await login(t)).statusCode).toBe(400);
  });
});
