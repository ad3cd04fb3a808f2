import { SUBSCRIPTION_MSG } from '@cc/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import {
  approvedTx,
  buyPlan,
  postEvent,
  recordRow,
  signedEvent,
  transactionRows,
  txId,
} from './helpers/wompi.ts';

// WOMPI_MODE=sandbox: real Wompi hosts (never reached: deps.fetch is a fake) and the server-side
// transaction lookup on activation.
const wompi = loadConfig({
  NODE_ENV: 'test',
  WOMPI_MODE: 'sandbox',
  WOMPI_PUBLIC_KEY: 'pub_test_sandbox',
  WOMPI_INTEGRITY_SECRET: 'test_integrity_sandbox',
  WOMPI_EVENTS_SECRET: 'test_events_sandbox',
}).wompi;

let t: TestApp;
let calls: string[] = [];
let answer: (id: string) => Response = () => new Response('{}', { status: 404 });
beforeAll(async () => {
  t = await createTestApp({ config: { wompi } });
  t.deps.fetch = async (url) => {
    calls.push(url);
    return answer(url.split('/').pop() ?? '');
  };
});
afterEach(() => {
  calls = [];
});
afterAll(() => t.close());

const activate = (user: { auth: Record<string, string> }, id: number, transactionId?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/subscriptions_billing/${id}/`,
    headers: user.auth,
    payload: transactionId ? { transaction_id: transactionId } : {},
  });
const wompiAnswers = (data: object) => {
  answer = () =>
    Response.json({ data: { customer_email: 'x@y.co', created_at: '2026-01-15T15:00:00Z', ...data } });
};

describe('sandbox mode', () => {
  it('signs the checkout for Wompi’s own page', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    expect(bought.checkout.url).toBe('https://checkout.wompi.co/p/');
    expect(bought.checkout.fields['public-key']).toBe('pub_test_sandbox');
  });

  it('looks an unknown transaction up at Wompi, stores it and activates on APPROVED', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const tx = approvedTx(bought);
    wompiAnswers(tx);
    const res = await activate(u, bought.id, tx.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bought.id, subscription_active: true });
    expect(calls).toEqual([`https://sandbox.wompi.co/v1/transactions/${tx.id}`]);
    const [stored] = await transactionRows(t, tx.reference);
    expect(stored).toMatchObject({
      transactionId: tx.id,
      status: 'APPROVED',
      environment: 'test',
      userId: u.id,
    });
    // Held now: a second call does not ask Wompi again.
    expect((await activate(u, bought.id, tx.id)).statusCode).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('does not activate on a DECLINED, wrong-amount or foreign lookup, nor when Wompi fails', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const refused = { validations_error: [SUBSCRIPTION_MSG.paymentNotApproved] };

    const declined = approvedTx(bought, { status: 'DECLINED' });
    wompiAnswers(declined);
    expect((await activate(u, bought.id, declined.id)).json()).toEqual(refused);
    expect((await transactionRows(t, declined.reference)).map((r) => r.status)).toEqual(['DECLINED']);

    const cheap = approvedTx(bought, { amount_in_cents: 100 });
    wompiAnswers(cheap);
    expect((await activate(u, bought.id, cheap.id)).json()).toEqual(refused);

    const other = await createUser(t, { subscribed: false });
    const otherBought = await buyPlan(t, other, 1);
    const foreign = approvedTx(otherBought);
    wompiAnswers(foreign);
    expect((await activate(u, bought.id, foreign.id)).json()).toEqual(refused);
    expect(await transactionRows(t, foreign.reference)).toEqual([]);

    answer = () => new Response('{}', { status: 404 });
    expect((await activate(u, bought.id, txId())).json()).toEqual(refused);
    answer = () => {
      throw new TypeError('fetch failed');
    };
    expect((await activate(u, bought.id, txId())).json()).toEqual({
      validations_error: [SUBSCRIPTION_MSG.paymentLookupFailed],
    });
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
  });

  it('expects events from environment test and refuses prod ones', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const tx = approvedTx(bought);
    expect((await postEvent(t, signedEvent(t, tx, { environment: 'prod' }))).statusCode).toBe(400);
    expect((await postEvent(t, signedEvent(t, tx))).json()).toEqual({ status: 'ok', activated: true });
  });

  it('has no simulator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/wompi/checkout' });
    expect(res.statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/dev/wompi/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=APPROVED',
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('production mode', () => {
  it('expects events from environment prod', async () => {
    const prod = loadConfig({
      NODE_ENV: 'test',
      WOMPI_MODE: 'production',
      WOMPI_PUBLIC_KEY: 'pub_prod_x',
      WOMPI_INTEGRITY_SECRET: 'prod_integrity_x',
      WOMPI_EVENTS_SECRET: 'prod_events_x',
    }).wompi;
    const p = await createTestApp({ config: { wompi: prod } });
    try {
      const u = await createUser(p, { subscribed: false });
      const bought = await buyPlan(p, u, 1);
      const tx = approvedTx(bought);
      expect((await postEvent(p, signedEvent(p, tx, { environment: 'test' }))).statusCode).toBe(400);
      expect((await postEvent(p, signedEvent(p, tx, { environment: 'prod' }))).json()).toEqual({
        status: 'ok',
        activated: true,
      });
    } finally {
      await p.close();
    }
  });
});
