import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, notifications, reminders } from '../src/db/schema/index.ts';
import { apiOf, CAT, expensePayload, type Json, newExpense, REMIND } from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

/**
 * Reminders (docs/product/3-expenses-reports.md §4, docs/api.md §Reminder options): an expense that repeats proposes, when an occurrence of its
 * series arrives in Bogotá (ADR 019), to record it again; accepted by saving an expense with reminder_id,
 * or discarded. The bell shows the ACTIVA ones. The clock is moved with t.clock.set.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

/** Noon in Bogotá (UTC−5) of a business day. */
const on = (day: string) => t.clock.set(`${day}T17:00:00Z`);
const list = async (u: CreatedUser) => {
  const res = await api(u, 'GET', '/api/reminders/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as (Json & { id: number; status: string })[];
};
const bell = async (u: CreatedUser) => {
  const res = await api(u, 'GET', '/api/notifications/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json[];
};

beforeAll(async () => {
  // Sessions outlive the months the clock jumps over.
  t = await createTestApp({ now: '2026-01-10T17:00:00Z', config: { tokenTtlDays: 3650 } });
  api = apiOf(t);
});
afterAll(() => t.close());

describe('GET /api/reminders_options/', () => {
  it('lists the options, the default first', async () => {
    const u = await createUser(t);
    const res = await api(u, 'GET', '/api/reminders_options/');
    expect(res.json()).toEqual([
      { id: 1, name: 'No recordar', days: 0 },
      { id: 2, name: 'Cada semana', days: 7 },
      { id: 3, name: 'Cada quince días', days: 15 },
      { id: 4, name: 'Cada mes', days: 30 },
    ]);
  });
});

describe('reminder lifecycle', () => {
  it('comes due in Bogotá, is accepted by a new expense, then the new expense carries on', async () => {
    on('2026-01-10');
    const u = await createUser(t);
    const rent = await newExpense(t, u, '2026-01-10', {
      description: 'Arriendo local',
      reminder: REMIND.monthly,
      payment_method: 'BANCO',
    });
    expect(rent).toMatchObject({ reminder: 4, reminder_days: 30 });
    expect(await list(u)).toEqual([]);

    // Due on 2026-02-10 (a calendar month): at 23:00 of the 9th in Bogotá (04:00 UTC of the
    // 10th) not yet.
    t.clock.set('2026-02-10T04:00:00Z');
    expect(await list(u)).toEqual([]);
    expect(await bell(u)).toEqual([]);
    t.clock.set('2026-02-10T05:30:00Z');
    const [due] = await list(u);
    expect(due).toEqual({
      id: expect.any(Number),
      status: 'ACTIVA',
      due_date: '2026-02-10',
      created: '2026-02-10T05:30:00.000Z',
      expense: {
        id: rent.id,
        date: '2026-01-10',
        description: 'Arriendo local',
        category: { id: CAT.arriendo, name: 'Arriendo' },
        value: 500_000,
        payment_type: 'CONTADO',
        payment_method: 'BANCO',
        reminder: 4,
      },
    });
    if (!due) throw new Error('no reminder');

    // Reading again writes nothing; the bell shows it once.
    on('2026-02-10');
    expect(await list(u)).toEqual([due]);
    expect(await bell(u)).toEqual([
      {
        id: expect.any(Number),
        kind: 'reminder',
        title: 'Recordatorio de gasto',
        message: 'Es momento de registrar el gasto "Arriendo local" por $\u00a0500.000.',
        created: '2026-02-10T17:00:00.000Z',
        reminder_id: due.id,
      },
    ]);
    expect(await bell(u)).toHaveLength(1);
    expect(await t.deps.db.select().from(reminders).where(eq(reminders.userId, u.id))).toHaveLength(1);

    // Accept: the form saves a new expense carrying reminder_id.
    const accepted = await api(
      u,
      'POST',
      '/api/expenses/',
      expensePayload('2026-02-10', {
        description: 'Arriendo local',
        reminder: REMIND.monthly,
        payment_method: 'BANCO',
        reminder_id: due.id,
      }),
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    const next = accepted.json();
    expect(next).toMatchObject({ number: 2, reminder_id: due.id, date: '2026-02-10' });
    expect(await list(u)).toEqual([{ ...due, status: 'ACEPTADA' }]);
    expect(await bell(u)).toEqual([]);
    const again = await api(
      u,
      'POST',
      '/api/expenses/',
      expensePayload('2026-02-10', { reminder_id: due.id }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ validations_error: ['Este recordatorio ya fue aceptado o descartado.'] });

    // The accepted reminder ends the first expense's chain; the new one carries the monthly
    // series on (ADR 019): due a month after the occurrence it paid, on 2026-03-10.
    on('2026-03-09');
    expect(await list(u)).toEqual([{ ...due, status: 'ACEPTADA' }]);
    on('2026-03-10');
    const [r2, r1] = await list(u);
    expect(r1).toEqual({ ...due, status: 'ACEPTADA' });
    expect(r2).toMatchObject({ status: 'ACTIVA', due_date: '2026-03-10', expense: { id: next.id } });
  });

  it('a discarded occurrence is not asked again, the next one is; voiding stops the chain', async () => {
    on('2026-01-10');
    const u = await createUser(t);
    const gas = await newExpense(t, u, '2026-01-01', {
      description: 'Gas',
      value: 40_000,
      category_id: CAT.servicios,
      reminder: REMIND.fortnightly,
    });
    expect(await list(u)).toEqual([]);
    on('2026-01-16');
    const [first] = await list(u);
    expect(first).toMatchObject({ status: 'ACTIVA', due_date: '2026-01-16', expense: { id: gas.id } });
    if (!first) throw new Error('no reminder');
    const bellNow = await bell(u);
    expect(bellNow).toEqual([expect.objectContaining({ kind: 'reminder', reminder_id: first.id })]);

    const discard = await api(u, 'POST', `/api/reminders/${first.id}/discard/`);
    expect(discard.statusCode).toBe(204);
    expect(discard.body).toBe('');
    expect((await api(u, 'POST', `/api/reminders/${first.id}/discard/`)).statusCode).toBe(204);
    expect(await list(u)).toEqual([{ ...first, status: 'DESCARTADA' }]);
    expect(await bell(u)).toEqual([]);
    // A discarded reminder cannot be accepted.
    const late = await api(
      u,
      'POST',
      '/api/expenses/',
      expensePayload('2026-01-16', { reminder_id: first.id }),
    );
    expect(late.json()).toEqual({ validations_error: ['Este recordatorio ya fue aceptado o descartado.'] });

    on('2026-01-30');
    expect((await list(u)).map((r) => r.status)).toEqual(['DESCARTADA']);
    on('2026-01-31');
    const [second] = await list(u);
    expect(second).toMatchObject({ status: 'ACTIVA', due_date: '2026-01-31' });
    // GET /api/reminders/?status=… filters.
    expect((await api(u, 'GET', '/api/reminders/?status=descartada')).json()).toEqual([
      expect.objectContaining({ id: first.id }),
    ]);

    expect((await api(u, 'DELETE', `/api/expenses/${gas.id}/`)).statusCode).toBe(204);
    expect((await list(u)).map((r) => r.status)).toEqual(['DESCARTADA', 'DESCARTADA']);
    on('2026-03-30');
    expect(await list(u)).toHaveLength(2);
    expect(await bell(u)).toEqual([]);
  });

  it('after a long absence only the latest occurrence is proposed; No recordar proposes nothing', async () => {
    on('2026-01-01');
    const u = await createUser(t);
    const weekly = await newExpense(t, u, '2026-01-01', { reminder: REMIND.weekly, value: 7_000 });
    const never = await newExpense(t, u, '2026-01-01', { value: 1_000 });
    on('2026-01-30');
    expect(await list(u)).toEqual([
      expect.objectContaining({
        status: 'ACTIVA',
        due_date: '2026-01-29',
        expense: expect.objectContaining({ id: weekly.id }),
      }),
    ]);
    expect(never).toMatchObject({ reminder: 1, reminder_days: 0 });
    // Switching the option off leaves the pending one, and nothing more comes.
    const off = await api(u, 'PATCH', `/api/expenses/${weekly.id}/`, { reminder: REMIND.never });
    expect(off.json()).toMatchObject({ reminder: 1, reminder_days: 0 });
    const [pending] = await list(u);
    if (!pending) throw new Error('no reminder');
    await api(u, 'POST', `/api/reminders/${pending.id}/discard/`);
    on('2026-03-30');
    expect((await list(u)).map((r) => r.status)).toEqual(['DESCARTADA']);
  });

  it('a notice the user deletes stays deleted while the reminder stays ACTIVA', async () => {
    on('2026-01-01');
    const u = await createUser(t);
    await newExpense(t, u, '2026-01-01', { reminder: REMIND.weekly });
    on('2026-01-08');
    const [notice] = await bell(u);
    if (!notice) throw new Error('no notice');
    expect((await api(u, 'DELETE', `/api/notifications/${notice.id}/`)).statusCode).toBe(204);
    expect(await bell(u)).toEqual([]);
    expect((await list(u)).map((r) => r.status)).toEqual(['ACTIVA']);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, u.id))).toHaveLength(
      1,
    );
  });
});

describe('tenancy and concurrency', () => {
  it("another user's reminder is a 404 to discard and unknown to accept", async () => {
    on('2026-01-01');
    const owner = await createUser(t);
    const other = await createUser(t);
    await newExpense(t, owner, '2026-01-01', { reminder: REMIND.weekly });
    on('2026-01-08');
    const [r] = await list(owner);
    if (!r) throw new Error('no reminder');
    expect(await list(other)).toEqual([]);
    const discard = await api(other, 'POST', `/api/reminders/${r.id}/discard/`);
    expect(discard.statusCode).toBe(404);
    expect(discard.json()).toEqual({ detail: 'No encontrado.' });
    const accept = await api(
      other,
      'POST',
      '/api/expenses/',
      expensePayload('2026-01-08', { reminder_id: r.id }),
    );
    expect(accept.statusCode).toBe(400);
    expect(accept.json()).toEqual({ reminder_id: ['El recordatorio no existe.'] });
    expect((await list(owner)).map((x) => x.status)).toEqual(['ACTIVA']);
    expect(await t.deps.db.select().from(expenses).where(eq(expenses.userId, other.id))).toEqual([]);
  });

  it('concurrent reads materialise once; concurrent accepts accept once', async () => {
    on('2026-01-01');
    const u = await createUser(t);
    await newExpense(t, u, '2026-01-01', { reminder: REMIND.weekly });
    on('2026-01-09');
    await Promise.all([
      ...Array.from({ length: 5 }, () => api(u, 'GET', '/api/reminders/')),
      ...Array.from({ length: 5 }, () => api(u, 'GET', '/api/notifications/')),
    ]);
    const rows = await t.deps.db.select().from(reminders).where(eq(reminders.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, u.id))).toHaveLength(
      1,
    );
    const id = rows[0]?.id;
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        api(u, 'POST', '/api/expenses/', expensePayload('2026-01-09', { reminder_id: id })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    const saved = await t.deps.db.select().from(expenses).where(eq(expenses.userId, u.id));
    expect(saved.filter((e) => e.reminderId === id)).toHaveLength(1);
    expect(saved.map((e) => e.number).sort()).toEqual([1, 2]);
  });
});
