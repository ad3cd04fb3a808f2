import { MSG } from '@cc/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/lib/error-handler.ts';
import { requireSubscriber } from '../src/lib/guard.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { approvedTx, buyPlan, postEvent, signedEvent } from './helpers/wompi.ts';

// The server-side subscription gate (docs/integrations.md §Subscription gate): a business route behind requireSubscriber,
// on a bare Fastify app sharing the test app's deps (database, clock), since routes cannot be
// added to the test app once it is ready.
const NOW = '2026-01-15T15:00:00Z';
let t: TestApp;
let gated: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, config: { tokenTtlDays: 3650 } });
  gated = Fastify();
  gated.decorate('deps', t.deps);
  gated.decorateRequest('user', null);
  gated.decorateRequest('authTokenId', null);
  registerErrorHandler(gated);
  gated.get('/business', { onRequest: requireSubscriber }, async (request) => ({ user: request.user?.id }));
  await gated.ready();
});
afterAll(async () => {
  await gated.close();
  await t.close();
});

const business = (headers: Record<string, string> = {}) =>
  gated.inject({ method: 'GET', url: '/business', headers });
const forbidden = { detail: MSG.subscriptionRequired };

describe('requireSubscriber', () => {
  it('lets a user with an active subscription through', async () => {
    const u = await createUser(t);
    const res = await business(u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: u.id });
  });

  it('answers 401 without a token and 403 without any subscription', async () => {
    expect((await business()).statusCode).toBe(401);
    const u = await createUser(t, { subscribed: false });
    const res = await business(u.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });

  it('answers 403 while a paid subscription awaits payment, and lets it through once approved', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    expect((await business(u.auth)).json()).toEqual(forbidden);
    await postEvent(t, signedEvent(t, approvedTx(bought)));
    expect((await business(u.auth)).statusCode).toBe(200);
  });

  it('answers 403 once the subscription has expired (final_date before today in Bogotá)', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1); // until 2026-02-15
    await postEvent(t, signedEvent(t, approvedTx(bought)));
    try {
      t.clock.set('2026-02-16T04:00:00Z'); // 23:00 on 2026-02-15 in Bogotá: last day
      expect((await business(u.auth)).statusCode).toBe(200);
      t.clock.set('2026-02-16T06:00:00Z'); // 2026-02-16 in Bogotá
      const res = await business(u.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('guards a real business route (GET /api/financial_info/) the same way', async () => {
    const url = '/api/financial_info/?type=ACTIVOS';
    const without = await createUser(t, { subscribed: false });
    const res = await t.app.inject({ method: 'GET', url, headers: without.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
    const subscriber = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url, headers: subscriber.auth })).statusCode).toBe(200);
  });

  it('does not gate the subscription routes themselves', async () => {
    const u = await createUser(t, { subscribed: false });
    for (const url of [
      '/api/subscriptions/',
      '/api/subscriptions_billing/',
      '/api/subscriptions_billing/validated-user',
      '/api/subscriptions_billing/validated/',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: u.auth })).statusCode).toBe(200);
    }
  });
});
