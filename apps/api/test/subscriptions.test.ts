import { createHash } from 'node:crypto';
import { MSG, SUBSCRIPTION_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSubscriptions } from '../src/db/schema/index.ts';
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

// 10:00 in Bogotá on 2026-01-15.
const NOW = '2026-01-15T15:00:00Z';
let t: TestApp;
beforeAll(async () => {
  // Long-lived sessions: some tests move the clock months ahead.
  t = await createTestApp({ now: NOW, config: { tokenTtlDays: 3650 } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) });

describe('GET /api/subscriptions/', () => {
  const all = [
    { id: 4, name: 'Prueba gratis', duration: 24, amount: 0, is_active: true },
    { id: 1, name: 'Plan Mensual', duration: 1, amount: 30_000, is_active: true },
    { id: 2, name: 'Plan Semestral', duration: 6, amount: 160_000, is_active: true },
    { id: 3, name: 'Plan Anual', duration: 12, amount: 300_000, is_active: true },
  ];

  it('lists the active plans by amount to visitors and to users without any record', async () => {
    expect((await get('/api/subscriptions/')).json()).toEqual(all);
    const fresh = await createUser(t, { subscribed: false });
    expect((await get('/api/subscriptions/', fresh.auth)).json()).toEqual(all);
    // A stale token reads as a visitor rather than failing the public page.
    expect((await get('/api/subscriptions/', { authorization: `Token ${'x'.repeat(43)}` })).json()).toEqual(
      all,
    );
  });

  it('hides the free plan from a user who already has any subscription record', async () => {
    const subscribed = await createUser(t);
    expect((await get('/api/subscriptions/', subscribed.auth)).json()).toEqual(all.slice(1));
    const pending = await createUser(t, { subscribed: false });
    await buyPlan(t, pending, 1);
    expect((await get('/api/subscriptions/', pending.auth)).json()).toEqual(all.slice(1));
  });
});

describe('free plan', () => {
  it('is created active with the dates of docs/product/1-account.md §9, whatever the client sends', async () => {
    const u = await createUser(t, { subscribed: false });
    const res = await post('/api/subscriptions_billing/', u.auth, {
      user_id: u.id,
      subscription_id: 4,
      initial_date: '2020-01-01',
      final_date: '2099-12-31',
      reminder_date: '2099-12-29',
      subscription_active: false,
      reminder_send: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      user: { id: u.id, email: u.email },
      subscription: { id: 4, name: 'Prueba gratis' },
      initial_date: '2026-01-15',
      final_date: '2028-01-15',
      reminder_date: '2028-01-13',
      reminder_send: false,
      subscription_active: true,
      subscription_name: 'Prueba gratis',
      amount: 0,
    });
    expect(body).not.toHaveProperty('checkout');
    const row = await recordRow(t, body.id);
    expect(row).toMatchObject({
      userId: u.id,
      planId: 4,
      subscriptionActive: true,
      reference: null,
      amount: 0,
    });
    expect(row.activatedAt?.toISOString()).toBe(new Date(NOW).toISOString());
    expect((await get('/api/subscriptions_billing/validated-user', u.auth)).json()).toEqual({
      is_active: true,
      subscription: { id: body.id, name: 'Prueba gratis', final_date: '2028-01-15', amount: 0 },
    });
  });

  it('takes today in Bogotá, not in UTC', async () => {
    const late = await createTestApp({ now: '2026-01-16T03:30:00Z' }); // 22:30 on the 15th in Bogotá
    try {
      const u = await createUser(late, { subscribed: false });
      const res = await late.app.inject({
        method: 'POST',
        url: '/api/subscriptions_billing/',
        headers: u.auth,
        payload: { subscription_id: 4 },
      });
      expect(res.json()).toMatchObject({ initial_date: '2026-01-15', final_date: '2028-01-15' });
    } finally {
      await late.close();
    }
  });

  it('is refused when the user already has any subscription record', async () => {
    const u = await createUser(t, { subscribed: false });
    expect((await post('/api/subscriptions_billing/', u.auth, { subscription_id: 4 })).statusCode).toBe(200);
    const again = await post('/api/subscriptions_billing/', u.auth, { subscription_id: 4 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ validations_error: [SUBSCRIPTION_MSG.freePlanUsed] });

    const payer = await createUser(t, { subscribed: false });
    await buyPlan(t, payer, 2);
    const afterPaid = await post('/api/subscriptions_billing/', payer.auth, { subscription_id: 4 });
    expect(afterPaid.json()).toEqual({ validations_error: [SUBSCRIPTION_MSG.freePlanUsed] });

    for (const who of [u, payer]) {
      const rows = await t.deps.db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, who.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('refuses a user_id other than the caller, an unknown plan and a visitor', async () => {
    const u = await createUser(t, { subscribed: false });
    const other = await createUser(t, { subscribed: false });
    const mismatch = await post('/api/subscriptions_billing/', u.auth, {
      subscription_id: 4,
      user_id: other.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ user_id: [SUBSCRIPTION_MSG.userMismatch] });
    const unknown = await post('/api/subscriptions_billing/', u.auth, { subscription_id: 99 });
    expect(unknown.json()).toEqual({ subscription_id: [SUBSCRIPTION_MSG.unknownPlan] });
    const missing = await post('/api/subscriptions_billing/', u.auth, {});
    expect(missing.json()).toEqual({ subscription_id: [MSG.required] });
    const garbage = await post('/api/subscriptions_billing/', u.auth, { subscription_id: 'abc' });
    expect(garbage.json()).toEqual({ subscription_id: [SUBSCRIPTION_MSG.unknownPlan] });
    // `true` is not plan 1.
    const flag = await post('/api/subscriptions_billing/', u.auth, { subscription_id: true });
    expect(flag.json()).toEqual({ subscription_id: [SUBSCRIPTION_MSG.unknownPlan] });
    const anonymous = await post('/api/subscriptions_billing/', {}, { subscription_id: 4 });
    expect(anonymous.statusCode).toBe(401);
    for (const who of [u, other]) {
      const rows = await t.deps.db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, who.id));
      expect(rows).toHaveLength(0);
    }
  });
});

describe('paid plan', () => {
  it('creates the record inactive with every Wompi field signed on the server', async () => {
    const u = await createUser(t, { subscribed: false, firstName: 'Luz', lastName: 'Gómez' });
    const res = await post('/api/subscriptions_billing/', u.auth, { subscription_id: 1, user_id: u.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      user: { id: u.id, email: u.email },
      subscription: { id: 1, name: 'Plan Mensual' },
      initial_date: '2026-01-15',
      final_date: '2026-02-15',
      reminder_date: '2026-02-13',
      reminder_send: false,
      subscription_active: false,
      subscription_name: 'Plan Mensual',
      amount: 30_000,
    });
    const { wompi, publicUrl } = t.deps.config;
    expect(body.checkout.url).toBe(wompi.checkoutUrl);
    expect(body.checkout.url).toBe(`${publicUrl}/dev/wompi/checkout`);
    const f = body.checkout.fields;
    expect(f.reference).toMatch(new RegExp(`^${u.id}-${body.id}-20260115-[A-Za-z0-9]{10}$`));
    const integrity = createHash('sha256')
      .update(`${f.reference}3000000COP${wompi.integritySecret}`)
      .digest('hex');
    expect(f).toEqual({
      'public-key': wompi.publicKey,
      currency: 'COP',
      'amount-in-cents': '3000000',
      reference: f.reference,
      'signature:integrity': integrity,
      'redirect-url': `${publicUrl}/subscription-validated`,
      'customer-data:email': u.email,
      'customer-data:full-name': 'Luz Gómez',
      'customer-data:phone-number': '3001234567',
      'customer-data:phone-number-prefix': '+57',
    });
    expect(res.body).not.toContain(wompi.integritySecret);
    expect(res.body).not.toContain(wompi.eventsSecret);
    const row = await recordRow(t, body.id);
    expect(row).toMatchObject({
      subscriptionActive: false,
      reference: f.reference,
      amount: 30_000,
      activatedAt: null,
    });
    expect((await get('/api/subscriptions_billing/validated-user', u.auth)).json()).toEqual({
      is_active: false,
      subscription: null,
    });
  });

  it('takes the plan id as a numeric string too (an HTML select)', async () => {
    const u = await createUser(t, { subscribed: false });
    const res = await post('/api/subscriptions_billing/', u.auth, { subscription_id: '2' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subscription: { id: 2 }, amount: 160_000 });
  });

  it('ends after the plan duration in months', async () => {
    const u = await createUser(t, { subscribed: false });
    expect(await buyPlan(t, u, 2)).toMatchObject({ final_date: '2026-07-15', reminder_date: '2026-07-13' });
    expect(await buyPlan(t, u, 3)).toMatchObject({ final_date: '2027-01-15', amount: 300_000 });
  });

  it('lists only the caller’s own records, newest first', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const bought = await buyPlan(t, a, 1);
    await buyPlan(t, b, 3);
    const list = (await get('/api/subscriptions_billing/', a.auth)).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: bought.id,
      user: { id: a.id, email: a.email },
      subscription_active: false,
    });
    expect(list[1]).toMatchObject({ user: { id: a.id }, subscription: { id: 4 }, subscription_active: true });
    expect(list.every((r: { user: { id: number } }) => r.user.id === a.id)).toBe(true);
    expect((await get('/api/subscriptions_billing/')).statusCode).toBe(401);
  });
});

describe('Wompi events', () => {
  it('activate the record on an APPROVED transaction for its reference, amount and currency', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const tx = approvedTx(bought);
    const res = await postEvent(t, signedEvent(t, tx));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', activated: true });
    const row = await recordRow(t, bought.id);
    expect(row.subscriptionActive).toBe(true);
    expect(row.activatedAt?.toISOString()).toBe(new Date(NOW).toISOString());
    const [stored] = await transactionRows(t, tx.reference);
    expect(stored).toMatchObject({
      transactionId: tx.id,
      status: 'APPROVED',
      amountInCents: 3_000_000,
      currency: 'COP',
      environment: 'test',
      userId: u.id,
      userSubscriptionId: bought.id,
    });
    expect(stored?.sentAt?.toISOString()).toBe(new Date(NOW).toISOString());
    expect((await get('/api/subscriptions_billing/validated/', u.auth)).json()).toEqual([
      {
        sent_at: new Date(NOW).toISOString(),
        reference: tx.reference,
        status: 'APPROVED',
        amount_in_cents: 3_000_000,
        transaction_id: tx.id,
      },
    ]);
    expect((await get('/api/subscriptions_billing/validated-user', u.auth)).json()).toEqual({
      is_active: true,
      subscription: { id: bought.id, name: 'Plan Mensual', final_date: '2026-02-15', amount: 30_000 },
    });
  });

  it('accept the checksum in the X-Event-Checksum header alone, in upper case', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const evt = signedEvent(t, approvedTx(bought));
    const checksum = evt.signature.checksum.toUpperCase();
    const res = await postEvent(
      t,
      { ...evt, signature: { properties: evt.signature.properties } },
      {
        'x-event-checksum': checksum,
      },
    );
    expect(res.json()).toEqual({ status: 'ok', activated: true });
  });

  it('with a bad or missing checksum are refused and store nothing', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const tx = approvedTx(bought);
    const forged = signedEvent(t, tx, { secret: 'test_events_guessed' });
    const res = await postEvent(t, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'La firma del evento no es válida.' });
    const tampered = signedEvent(t, { ...tx, amount_in_cents: 100 });
    tampered.signature.checksum = signedEvent(t, tx).signature.checksum;
    expect((await postEvent(t, tampered)).statusCode).toBe(401);
    const unsigned = signedEvent(t, tx);
    expect((await postEvent(t, { ...unsigned, signature: { properties: [] } })).statusCode).toBe(401);
    const headerMismatch = await postEvent(t, signedEvent(t, tx), { 'x-event-checksum': 'a'.repeat(64) });
    expect(headerMismatch.statusCode).toBe(401);
    expect((await postEvent(t, { hello: 'world' })).statusCode).toBe(400);
    expect(await transactionRows(t, tx.reference)).toEqual([]);
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
  });

  it('signed over fewer than the id, status and amount are refused and store nothing', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const tx = approvedTx(bought);
    // A valid checksum, but over fields that leave the status or the amount open to editing.
    for (const properties of [
      ['transaction.id', 'transaction.status'],
      ['transaction.id', 'transaction.amount_in_cents'],
      ['transaction.reference'],
    ]) {
      const res = await postEvent(t, signedEvent(t, tx, { properties }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: 'La firma del evento no cubre el id, el estado y el valor de la transacción.',
      });
    }
    expect(await transactionRows(t, tx.reference)).toEqual([]);
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
    // More fields than the three, in another order, are fine.
    const wider = [
      'transaction.reference',
      'transaction.amount_in_cents',
      'transaction.status',
      'transaction.id',
    ];
    expect((await postEvent(t, signedEvent(t, tx, { properties: wider }))).json()).toEqual({
      status: 'ok',
      activated: true,
    });
  });

  it('from the wrong environment are refused and store nothing', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const tx = approvedTx(bought);
    const res = await postEvent(t, signedEvent(t, tx, { environment: 'prod' }));
    expect(res.statusCode).toBe(400);
    expect(await transactionRows(t, tx.reference)).toEqual([]);
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
  });

  it('of unknown types are acknowledged with 200 and ignored', async () => {
    const before = (await transactionRows(t)).length;
    const evt = signedEvent(
      t,
      { id: txId(), status: 'APPROVED', reference: 'x', amount_in_cents: 1 },
      {
        event: 'nequi_token.updated',
      },
    );
    const res = await postEvent(t, evt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored', activated: false });
    expect(await transactionRows(t)).toHaveLength(before);
  });

  it('delivered twice change nothing the second time', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const declined = signedEvent(t, approvedTx(bought, { status: 'DECLINED' }));
    expect((await postEvent(t, declined)).json()).toEqual({ status: 'ok', activated: false });
    expect((await postEvent(t, declined)).json()).toEqual({ status: 'duplicate', activated: false });
    const approved = signedEvent(t, approvedTx(bought));
    expect((await postEvent(t, approved)).json()).toEqual({ status: 'ok', activated: true });
    const firstActivation = (await recordRow(t, bought.id)).activatedAt;
    t.clock.set('2026-01-15T18:00:00Z');
    try {
      expect((await postEvent(t, approved)).json()).toEqual({ status: 'duplicate', activated: false });
    } finally {
      t.clock.set(NOW);
    }
    expect((await recordRow(t, bought.id)).activatedAt).toEqual(firstActivation);
    const rows = await transactionRows(t, bought.checkout.fields.reference);
    expect(rows.map((r) => r.status).sort()).toEqual(['APPROVED', 'DECLINED']);
  });

  it('never activate on a wrong amount, a wrong currency or a non-APPROVED status', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const cases = [
      approvedTx(bought, { amount_in_cents: bought.amount * 100 - 100 }),
      approvedTx(bought, { amount_in_cents: bought.amount }),
      approvedTx(bought, { currency: 'USD' }),
      approvedTx(bought, { status: 'PENDING' }),
      approvedTx(bought, { status: 'VOIDED' }),
    ];
    for (const tx of cases) {
      expect((await postEvent(t, signedEvent(t, tx))).json()).toEqual({ status: 'ok', activated: false });
    }
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
    expect(await transactionRows(t, bought.checkout.fields.reference)).toHaveLength(cases.length);
    const put1 = await put(`/api/subscriptions_billing/${bought.id}/`, u.auth, {});
    expect(put1.json()).toEqual({ validations_error: [SUBSCRIPTION_MSG.paymentNotApproved] });
  });

  it('never activate another user’s record', async () => {
    const a = await createUser(t, { subscribed: false });
    const b = await createUser(t, { subscribed: false });
    const aBought = await buyPlan(t, a, 1);
    const bBought = await buyPlan(t, b, 1);
    const aRef = aBought.checkout.fields.reference ?? '';
    // A's reference with B's user id in front matches no stored record.
    const forgedRef = aRef.replace(/^\d+-/, `${b.id}-`);
    const res = await postEvent(t, signedEvent(t, approvedTx(aBought, { reference: forgedRef })));
    expect(res.json()).toEqual({ status: 'ok', activated: false });
    const [stored] = await transactionRows(t, forgedRef);
    expect(stored).toMatchObject({ userId: null, userSubscriptionId: null });
    // A's genuine approval activates A only; B cannot claim it with its own record.
    const aTx = approvedTx(aBought);
    expect((await postEvent(t, signedEvent(t, aTx))).json()).toEqual({ status: 'ok', activated: true });
    const claim = await put(`/api/subscriptions_billing/${bBought.id}/`, b.auth, { transaction_id: aTx.id });
    expect(claim.statusCode).toBe(400);
    expect((await recordRow(t, bBought.id)).subscriptionActive).toBe(false);
    expect((await get('/api/subscriptions_billing/validated/', b.auth)).json()).toEqual([]);
  });
});

describe('renewals', () => {
  const records = async (u: { auth: Record<string, string> }) =>
    (await get('/api/subscriptions_billing/', u.auth)).json() as {
      id: number;
      initial_date: string;
      final_date: string;
      subscription_active: boolean;
    }[];

  it('paid while a paid plan still runs, start the day after its last day (no paid day is lost)', async () => {
    const u = await createUser(t, { subscribed: false });
    const first = await buyPlan(t, u, 1);
    await postEvent(t, signedEvent(t, approvedTx(first)));
    try {
      t.clock.set('2026-02-10T15:00:00Z'); // five days before the first month ends
      const second = await buyPlan(t, u, 1);
      await postEvent(t, signedEvent(t, approvedTx(second)));
      const byId = new Map((await records(u)).map((r) => [r.id, r]));
      expect(byId.get(first.id)).toMatchObject({ initial_date: '2026-01-15', final_date: '2026-02-15' });
      expect(byId.get(second.id)).toMatchObject({
        initial_date: '2026-02-16',
        final_date: '2026-03-16',
        subscription_active: true,
      });
      expect((await recordRow(t, second.id)).reminderDate).toBe('2026-03-14');
      expect((await get('/api/subscriptions_billing/validated-user', u.auth)).json()).toMatchObject({
        is_active: true,
        subscription: { id: second.id, final_date: '2026-03-16' },
      });
      t.clock.set('2026-03-01T15:00:00Z'); // inside the renewal
      expect((await get('/api/subscriptions_billing/validated-user', u.auth)).json()).toMatchObject({
        is_active: true,
      });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('start on the approval day once the earlier plan is over, and never wait for the free trial', async () => {
    const u = await createUser(t); // free trial until 2028-01-15
    const first = await buyPlan(t, u, 1);
    await postEvent(t, signedEvent(t, approvedTx(first)));
    const pending = await buyPlan(t, u, 1); // bought now, paid after the first month ended
    try {
      t.clock.set('2026-02-20T15:00:00Z');
      await postEvent(t, signedEvent(t, approvedTx(pending)));
      const renewal = (await records(u)).find((r) => r.id === pending.id);
      expect(renewal).toMatchObject({ initial_date: '2026-02-20', final_date: '2026-03-20' });
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('PUT /api/subscriptions_billing/{id}/', () => {
  it('refuses activation without an approved payment, and 404s on another user’s record', async () => {
    const u = await createUser(t, { subscribed: false });
    const other = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const res = await put(`/api/subscriptions_billing/${bought.id}/`, u.auth, { subscription: bought.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ validations_error: [SUBSCRIPTION_MSG.paymentNotApproved] });
    const foreign = await put(`/api/subscriptions_billing/${bought.id}/`, other.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: MSG.notFound });
    expect((await put('/api/subscriptions_billing/999999/', u.auth)).statusCode).toBe(404);
    const badId = await put(`/api/subscriptions_billing/${bought.id}/`, u.auth, { transaction_id: '../x' });
    expect(badId.json()).toEqual({ transaction_id: [SUBSCRIPTION_MSG.invalidTransactionId] });
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
  });

  it('answers the active record once the payment is approved, idempotently', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const tx = approvedTx(bought);
    await postEvent(t, signedEvent(t, tx));
    for (let i = 0; i < 2; i++) {
      const res = await put(`/api/subscriptions_billing/${bought.id}/`, u.auth, { transaction_id: tx.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: bought.id,
        subscription_active: true,
        final_date: '2026-02-15',
      });
    }
  });

  it('never calls Wompi in simulator mode', async () => {
    const calls: string[] = [];
    t.deps.fetch = async (url) => {
      calls.push(url);
      return new Response('{}', { status: 500 });
    };
    try {
      const u = await createUser(t, { subscribed: false });
      const bought = await buyPlan(t, u, 1);
      const res = await put(`/api/subscriptions_billing/${bought.id}/`, u.auth, { transaction_id: txId() });
      expect(res.json()).toEqual({ validations_error: [SUBSCRIPTION_MSG.paymentNotApproved] });
      expect(calls).toEqual([]);
    } finally {
      t.deps.fetch = undefined;
    }
  });

  it('answers a free record as it is (already active)', async () => {
    const u = await createUser(t, { subscribed: false });
    const free = (await post('/api/subscriptions_billing/', u.auth, { subscription_id: 4 })).json();
    const res = await put(`/api/subscriptions_billing/${free.id}/`, u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: free.id, subscription_active: true });
  });
});

describe('GET /api/subscriptions_billing/validated-user', () => {
  it('is inactive without records and with only a pending payment', async () => {
    const u = await createUser(t, { subscribed: false });
    const inactive = { is_active: false, subscription: null };
    expect((await get('/api/subscriptions_billing/validated-user', u.auth)).json()).toEqual(inactive);
    await buyPlan(t, u, 1);
    expect((await get('/api/subscriptions_billing/validated-user', u.auth)).json()).toEqual(inactive);
    expect((await get('/api/subscriptions_billing/validated-user')).statusCode).toBe(401);
  });

  it('picks an active paid plan over the free trial, and expires after final_date (Bogotá)', async () => {
    const u = await createUser(t); // free trial until 2028-01-15
    const bought = await buyPlan(t, u, 1);
    await postEvent(t, signedEvent(t, approvedTx(bought)));
    const status = (await get('/api/subscriptions_billing/validated-user', u.auth)).json();
    expect(status).toMatchObject({
      is_active: true,
      subscription: { name: 'Plan Mensual', final_date: '2026-02-15', amount: 30000 },
    });

    const p = await createUser(t, { subscribed: false });
    const paid = await buyPlan(t, p, 1);
    await postEvent(t, signedEvent(t, approvedTx(paid)));
    try {
      t.clock.set('2026-02-16T04:59:00Z'); // still 2026-02-15 in Bogotá: last day counts
      expect((await get('/api/subscriptions_billing/validated-user', p.auth)).json()).toMatchObject({
        is_active: true,
      });
      t.clock.set('2026-02-16T05:00:00Z'); // 2026-02-16 in Bogotá
      expect((await get('/api/subscriptions_billing/validated-user', p.auth)).json()).toEqual({
        is_active: false,
        subscription: null,
      });
    } finally {
      t.clock.set(NOW);
    }
  });
});
