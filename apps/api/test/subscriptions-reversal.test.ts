import { MSG, NOTIFICATION_MSG, SUBSCRIPTION_MSG } from '@cc/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { approvedTx, type Bought, buyPlan, postEvent, recordRow, signedEvent } from './helpers/wompi.ts';

// A Wompi VOIDED/REFUNDED event for an approved payment ends the period that payment bought
// (docs/decisions/003-wompi-payments.md, "Reversals").
const NOW = '2026-01-15T15:00:00Z'; // 10:00 in Bogotá
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, config: { tokenTtlDays: 3650 } });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(NOW));

const get = (u: CreatedUser, url: string) => t.app.inject({ method: 'GET', url, headers: u.auth });
/** A subscription-gated business route (requireSubscriber). */
const businessStatus = async (u: CreatedUser) => (await get(u, '/api/financial_info/')).statusCode;
const status = async (u: CreatedUser) => (await get(u, '/api/subscriptions_billing/validated-user')).json();

/** Buys and pays a plan; returns the record and the approved transaction. */
async function paidPlan(u: CreatedUser, planId = 1) {
  const bought = await buyPlan(t, u, planId);
  const tx = approvedTx(bought);
  expect((await postEvent(t, signedEvent(t, tx))).json()).toEqual({ status: 'ok', activated: true });
  return { bought, tx };
}

function reversed(tx: ReturnType<typeof approvedTx>, status: 'VOIDED' | 'REFUNDED') {
  return signedEvent(t, { ...tx, status });
}

async function datesOf(bought: Bought) {
  const row = await recordRow(t, bought.id);
  return {
    initialDate: row.initialDate,
    finalDate: row.finalDate,
    active: row.subscriptionActive,
    reversed: row.paymentReversedAt?.toISOString() ?? null,
  };
}

describe('a VOIDED or REFUNDED payment', () => {
  it('ends the running period it bought today: access stops now and the user is told', async () => {
    const u = await createUser(t, { subscribed: false });
    const { bought, tx } = await paidPlan(u);
    t.clock.set('2026-01-20T15:00:00Z');
    expect(await businessStatus(u)).toBe(200);

    const res = await postEvent(t, reversed(tx, 'VOIDED'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', activated: false });
    expect(await datesOf(bought)).toEqual({
      initialDate: '2026-01-15',
      finalDate: '2026-01-20',
      active: false,
      reversed: '2026-01-20T15:00:00.000Z',
    });
    expect(await businessStatus(u)).toBe(403);
    expect((await get(u, '/api/financial_info/')).json()).toEqual({ detail: MSG.subscriptionRequired });
    expect(await status(u)).toEqual({ is_active: false, subscription: null });

    const notices = (await get(u, '/api/notifications/')).json() as { title: string; message: string }[];
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'subscription',
        title: NOTIFICATION_MSG.paymentReversed.title,
        message: NOTIFICATION_MSG.paymentReversed.message('Plan Mensual', tx.reference),
      }),
    ]);

    // The redirect's activation call cannot bring it back, and a replay changes nothing.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/subscriptions_billing/${bought.id}/`,
      headers: u.auth,
      payload: { transaction_id: tx.id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ validations_error: [SUBSCRIPTION_MSG.paymentNotApproved] });
    expect((await postEvent(t, reversed(tx, 'VOIDED'))).json()).toEqual({
      status: 'duplicate',
      activated: false,
    });
    expect((await postEvent(t, signedEvent(t, tx))).json()).toEqual({
      status: 'duplicate',
      activated: false,
    });
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
    expect((await get(u, '/api/notifications/')).json()).toHaveLength(1);
  });

  it('leaves the free trial alone: the user keeps access through it', async () => {
    const u = await createUser(t); // free trial until 2028-01-15
    const { bought, tx } = await paidPlan(u);
    await postEvent(t, reversed(tx, 'REFUNDED'));
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
    expect(await businessStatus(u)).toBe(200);
    expect(await status(u)).toMatchObject({ is_active: true, subscription: { name: 'Prueba gratis' } });
    // The notice stays visible although a long plan still runs (it is not an "ending" notice).
    const notices = (await get(u, '/api/notifications/')).json() as { title: string }[];
    expect(notices.map((n) => n.title)).toContain(NOTIFICATION_MSG.paymentReversed.title);
  });

  it('of the running period moves the renewal queued after it up to today', async () => {
    const u = await createUser(t, { subscribed: false });
    const first = await paidPlan(u); // 2026-01-15 … 2026-02-15
    t.clock.set('2026-02-10T15:00:00Z');
    const renewal = await paidPlan(u, 2); // six months from 2026-02-16
    expect(await datesOf(renewal.bought)).toMatchObject({
      initialDate: '2026-02-16',
      finalDate: '2026-08-16',
    });

    t.clock.set('2026-02-12T15:00:00Z');
    await postEvent(t, reversed(first.tx, 'REFUNDED'));
    expect(await datesOf(first.bought)).toMatchObject({ finalDate: '2026-02-12', active: false });
    // The renewal was paid: it now starts today and keeps its six months.
    expect(await datesOf(renewal.bought)).toMatchObject({
      initialDate: '2026-02-12',
      finalDate: '2026-08-12',
      active: true,
      reversed: null,
    });
    expect((await recordRow(t, renewal.bought.id)).reminderDate).toBe('2026-08-10');
    expect(await businessStatus(u)).toBe(200);
    expect(await status(u)).toMatchObject({
      is_active: true,
      subscription: { id: renewal.bought.id, final_date: '2026-08-12' },
    });
  });

  it('of a renewal that had not started withdraws it, and the one after moves up', async () => {
    const u = await createUser(t, { subscribed: false });
    const first = await paidPlan(u); // 2026-01-15 … 2026-02-15
    const second = await paidPlan(u); // 2026-02-16 … 2026-03-16
    const third = await paidPlan(u); // 2026-03-17 … 2026-04-17
    expect(await datesOf(third.bought)).toMatchObject({ initialDate: '2026-03-17', finalDate: '2026-04-17' });

    t.clock.set('2026-01-25T15:00:00Z');
    await postEvent(t, reversed(second.tx, 'VOIDED'));
    expect(await datesOf(first.bought)).toMatchObject({
      initialDate: '2026-01-15',
      finalDate: '2026-02-15',
      active: true,
    });
    // Withdrawn whole: its dates stay as a record of what was bought, but it no longer counts.
    expect(await datesOf(second.bought)).toMatchObject({
      initialDate: '2026-02-16',
      finalDate: '2026-03-16',
      active: false,
      reversed: '2026-01-25T15:00:00.000Z',
    });
    expect(await datesOf(third.bought)).toMatchObject({
      initialDate: '2026-02-16',
      finalDate: '2026-03-16',
      active: true,
    });
    t.clock.set('2026-03-10T15:00:00Z');
    expect(await businessStatus(u)).toBe(200);
    t.clock.set('2026-03-17T15:00:00Z');
    expect(await businessStatus(u)).toBe(403);
  });

  it('that arrives before the approval (out of order) means the approval never activates', async () => {
    const u = await createUser(t, { subscribed: false });
    const bought = await buyPlan(t, u, 1);
    const tx = approvedTx(bought);
    expect((await postEvent(t, reversed(tx, 'VOIDED'))).json()).toEqual({ status: 'ok', activated: false });
    expect((await postEvent(t, signedEvent(t, tx))).json()).toEqual({ status: 'ok', activated: false });
    expect((await recordRow(t, bought.id)).subscriptionActive).toBe(false);
    expect(await businessStatus(u)).toBe(403);
  });

  it('of a transaction that never paid the record changes nothing', async () => {
    const u = await createUser(t, { subscribed: false });
    const { bought, tx } = await paidPlan(u);
    const before = await datesOf(bought);
    // Another transaction id for the same reference (declined, then voided) and a voided
    // transaction of a wrong amount: neither is the approval that activated the record.
    const other = { ...tx, id: `${tx.id}9` };
    await postEvent(t, signedEvent(t, { ...other, status: 'DECLINED' }));
    await postEvent(t, reversed(other, 'VOIDED'));
    await postEvent(t, reversed({ ...tx, id: `${tx.id}8`, amount_in_cents: 100 }, 'REFUNDED'));
    expect(await datesOf(bought)).toEqual(before);
    expect(await businessStatus(u)).toBe(200);
    expect((await get(u, '/api/notifications/')).json()).toEqual([]);
  });

  it('of another user’s approved payment never touches this user’s record', async () => {
    const a = await createUser(t, { subscribed: false });
    const b = await createUser(t, { subscribed: false });
    const paidA = await paidPlan(a);
    const paidB = await paidPlan(b);
    await postEvent(t, reversed({ ...paidA.tx, reference: paidB.tx.reference }, 'VOIDED'));
    expect((await recordRow(t, paidB.bought.id)).subscriptionActive).toBe(true);
    expect((await recordRow(t, paidA.bought.id)).subscriptionActive).toBe(true);
  });
});
