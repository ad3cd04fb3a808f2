import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userSubscriptions } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { approvedTx, buyPlan, postEvent, signedEvent } from './helpers/wompi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-15T15:00:00Z' });
});
afterAll(() => t.close());

const list = (auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/notifications/', headers: auth });

describe('GET /api/notifications/', () => {
  it('is empty while the plan has more than 15 days left', async () => {
    const u = await createUser(t); // free trial to 2028
    const res = await list(u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('tells once that the plan ends within 15 days, and a dismissed notice stays dismissed', async () => {
    const u = await createUser(t);
    await t.deps.db
      .update(userSubscriptions)
      .set({ finalDate: '2026-01-30' })
      .where(eq(userSubscriptions.userId, u.id));
    const first = (await list(u.auth)).json();
    expect(first).toEqual([
      {
        id: expect.any(Number),
        kind: 'subscription',
        title: 'Tu suscripción está por vencer',
        message: 'Tu Prueba gratis vence el 30/01/2026. Renueva tu plan para seguir usando Cuentas Claras.',
        created: '2026-01-15T15:00:00.000Z',
        reminder_id: null,
      },
    ]);
    // Reading again writes nothing new.
    expect((await list(u.auth)).json()).toHaveLength(1);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, u.id))).toHaveLength(
      1,
    );

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${first[0].id}/`,
      headers: u.auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await list(u.auth)).json()).toEqual([]);
    // Dismissing twice, or another user's notice, is a 404.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/notifications/${first[0].id}/`, headers: u.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('drops the notice once the plan is renewed, keeps it while no plan is active', async () => {
    const u = await createUser(t);
    await t.deps.db
      .update(userSubscriptions)
      .set({ finalDate: '2026-01-25' })
      .where(eq(userSubscriptions.userId, u.id));
    expect((await list(u.auth)).json()).toMatchObject([{ kind: 'subscription' }]);

    // A year bought and approved: the plan no longer ends within 15 days.
    const bought = await buyPlan(t, u, 3);
    await postEvent(t, signedEvent(t, approvedTx(bought)));
    expect((await list(u.auth)).json()).toEqual([]);

    // Without any active plan the notice is what explains the closed pages.
    const lapsed = await createUser(t);
    await t.deps.db
      .update(userSubscriptions)
      .set({ finalDate: '2026-01-20' })
      .where(eq(userSubscriptions.userId, lapsed.id));
    expect((await list(lapsed.auth)).json()).toHaveLength(1);
    t.clock.set('2026-02-01T15:00:00Z');
    try {
      expect((await list(lapsed.auth)).json()).toMatchObject([{ kind: 'subscription' }]);
    } finally {
      t.clock.set('2026-01-15T15:00:00Z');
    }
  });

  it("never shows or dismisses another user's notices", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await t.deps.db
      .update(userSubscriptions)
      .set({ finalDate: '2026-01-20' })
      .where(eq(userSubscriptions.userId, a.id));
    const [notice] = (await list(a.auth)).json();
    expect((await list(b.auth)).json()).toEqual([]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${notice.id}/`,
      headers: b.auth,
    });
    expect(res.statusCode).toBe(404);
    expect((await list(a.auth)).json()).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/' })).statusCode).toBe(401);
  });
});
