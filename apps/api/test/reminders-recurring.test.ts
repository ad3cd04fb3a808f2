import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, expensePayload, type Json, newExpense, REMIND } from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

/**
 * Recurring reminders stay recurring (issue 13 item 5, ADR 019): the expense saved from a
 * reminder carries the series on, and its next reminder comes due one period after the
 * occurrence it paid — a calendar month for 'Cada mes', keeping the first day of the month the
 * series started on when the month has it.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

type Row = Json & { id: number; status: string; due_date: string; expense: { id: number; reminder: number } };
/** Noon in Bogotá (UTC−5) of a business day. */
const on = (day: string) => t.clock.set(`${day}T17:00:00Z`);
const list = async (u: CreatedUser): Promise<Row[]> => {
  const res = await api(u, 'GET', '/api/reminders/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const active = async (u: CreatedUser) => (await list(u)).filter((r) => r.status === 'ACTIVA');
/** The one ACTIVA reminder, checked to be due on `day`. */
async function dueOn(u: CreatedUser, day: string): Promise<Row> {
  const rows = await active(u);
  expect(rows.map((r) => r.due_date)).toEqual([day]);
  return rows[0] as Row;
}
/** Accepts a reminder the way the form does: the reminder's expense again, with reminder_id. */
async function accept(u: CreatedUser, r: Row, date: string, overrides: Json = {}) {
  const res = await api(
    u,
    'POST',
    '/api/expenses/',
    expensePayload(date, { reminder_id: r.id, reminder: r.expense.reminder, ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { id: number; reminder: number };
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T17:00:00Z', config: { tokenTtlDays: 3650 } });
  api = apiOf(t);
});
afterAll(() => t.close());

describe('a monthly series', () => {
  it('from the 31st: 28 February, 31 March, 30 April — the day of the month comes back', async () => {
    on('2026-01-31');
    const u = await createUser(t);
    const rent = await newExpense(t, u, '2026-01-31', { reminder: REMIND.monthly });

    on('2026-02-27');
    expect(await active(u)).toEqual([]);
    on('2026-02-28');
    const feb = await dueOn(u, '2026-02-28');
    expect(feb.expense).toMatchObject({ id: rent.id, reminder: REMIND.monthly });
    const paidFeb = await accept(u, feb, '2026-02-28');
    // The new expense repeats like the one it came from.
    expect(paidFeb).toMatchObject({ reminder: REMIND.monthly, reminder_id: feb.id });
    expect(await active(u)).toEqual([]);

    on('2026-03-30');
    expect(await active(u)).toEqual([]);
    on('2026-03-31');
    const mar = await dueOn(u, '2026-03-31');
    expect(mar.expense.id).toBe(paidFeb.id);
    const paidMar = await accept(u, mar, '2026-03-31');

    on('2026-04-29');
    expect(await active(u)).toEqual([]);
    on('2026-04-30');
    expect((await dueOn(u, '2026-04-30')).expense.id).toBe(paidMar.id);
    expect((await list(u)).map((r) => [r.due_date, r.status])).toEqual([
      ['2026-04-30', 'ACTIVA'],
      ['2026-03-31', 'ACEPTADA'],
      ['2026-02-28', 'ACEPTADA'],
    ]);
  });

  it('a monthly expense on the 10th is due on the 10th of each month, not every 30 days', async () => {
    on('2026-01-10');
    const u = await createUser(t);
    await newExpense(t, u, '2026-01-10', { reminder: REMIND.monthly });
    on('2026-02-09');
    expect(await active(u)).toEqual([]);
    on('2026-02-10');
    const feb = await dueOn(u, '2026-02-10');
    await accept(u, feb, '2026-02-10');
    // February has 28 days: 30 days later would be 12 March.
    on('2026-03-09');
    expect(await active(u)).toEqual([]);
    on('2026-03-10');
    await dueOn(u, '2026-03-10');
  });

  it('the 29 February of a leap year, then the 31st again', async () => {
    on('2027-12-31');
    const u = await createUser(t);
    await newExpense(t, u, '2027-12-31', { reminder: REMIND.monthly });
    on('2028-01-31');
    await accept(u, await dueOn(u, '2028-01-31'), '2028-01-31');
    on('2028-02-28');
    expect(await active(u)).toEqual([]);
    on('2028-02-29');
    await accept(u, await dueOn(u, '2028-02-29'), '2028-02-29');
    on('2028-03-30');
    expect(await active(u)).toEqual([]);
    on('2028-03-31');
    await dueOn(u, '2028-03-31');
  });
});

describe('accepting', () => {
  it('late: the next reminder keeps the series’ day, not a period after the late payment', async () => {
    on('2026-01-01');
    const u = await createUser(t);
    await newExpense(t, u, '2026-01-01', { reminder: REMIND.weekly, value: 70_000 });
    on('2026-01-12');
    const first = await dueOn(u, '2026-01-08');
    // Paid four days late, dated the day it was paid.
    await accept(u, first, '2026-01-12');
    on('2026-01-14');
    expect(await active(u)).toEqual([]);
    on('2026-01-15');
    await dueOn(u, '2026-01-15');
  });

  it('very late: an occurrence that has already passed is proposed at once, only the latest', async () => {
    on('2025-12-31');
    const u = await createUser(t);
    await newExpense(t, u, '2025-12-31', { reminder: REMIND.monthly });
    on('2026-01-31');
    const jan = await dueOn(u, '2026-01-31');
    on('2026-04-05');
    // Still January's reminder: one ACTIVA per series until it is answered.
    expect((await active(u)).map((r) => r.id)).toEqual([jan.id]);
    const paidJan = await accept(u, jan, '2026-04-05');
    const mar = await dueOn(u, '2026-03-31');
    expect(mar.expense.id).toBe(paidJan.id);
  });

  it('without a Recordar value the new expense inherits the reminder’s option', async () => {
    on('2026-01-01');
    const u = await createUser(t);
    await newExpense(t, u, '2026-01-01', { reminder: REMIND.fortnightly });
    on('2026-01-16');
    const r = await dueOn(u, '2026-01-16');
    const res = await api(u, 'POST', '/api/expenses/', {
      ...expensePayload('2026-01-16', { reminder_id: r.id }),
      reminder: undefined,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ reminder: REMIND.fortnightly, reminder_days: 15 });
    on('2026-01-31');
    await dueOn(u, '2026-01-31');
  });

  it("'No recordar' ends the series; another option starts a new one from the new expense's date", async () => {
    on('2026-01-01');
    const u = await createUser(t);
    await newExpense(t, u, '2026-01-01', { reminder: REMIND.weekly });
    const other = await createUser(t);
    await newExpense(t, other, '2026-01-01', { reminder: REMIND.weekly });
    on('2026-01-08');
    const stop = await accept(u, await dueOn(u, '2026-01-08'), '2026-01-08', { reminder: REMIND.never });
    expect(stop).toMatchObject({ reminder: REMIND.never, reminder_days: 0 });
    on('2026-01-09');
    const monthly = await accept(other, await dueOn(other, '2026-01-08'), '2026-01-09', {
      reminder: REMIND.monthly,
    });
    expect(monthly).toMatchObject({ reminder: REMIND.monthly });
    on('2026-03-01');
    expect(await active(u)).toEqual([]);
    // Monthly from 9 January (its own date): the latest occurrence by 1 March is 9 February.
    expect((await dueOn(other, '2026-02-09')).expense.id).toBe(monthly.id);
  });
});

describe('discarding and editing', () => {
  it('a discarded monthly occurrence is skipped; the next month is still proposed', async () => {
    on('2026-01-31');
    const u = await createUser(t);
    await newExpense(t, u, '2026-01-31', { reminder: REMIND.monthly });
    on('2026-02-28');
    const feb = await dueOn(u, '2026-02-28');
    expect((await api(u, 'POST', `/api/reminders/${feb.id}/discard/`)).statusCode).toBe(204);
    on('2026-03-30');
    expect(await active(u)).toEqual([]);
    on('2026-03-31');
    await dueOn(u, '2026-03-31');
  });

  it('changing the option of an expense saved from a reminder counts the new period from its date', async () => {
    on('2026-01-31');
    const u = await createUser(t);
    await newExpense(t, u, '2026-01-31', { reminder: REMIND.monthly });
    on('2026-02-28');
    const feb = await dueOn(u, '2026-02-28');
    on('2026-03-02');
    const paid = await accept(u, feb, '2026-03-02');
    const res = await api(u, 'PATCH', `/api/expenses/${paid.id}/`, { reminder: REMIND.weekly });
    expect(res.json()).toMatchObject({ reminder: REMIND.weekly });
    // Weekly from 2 March (its date), not from the monthly series' 31 January.
    on('2026-03-08');
    expect(await active(u)).toEqual([]);
    on('2026-03-09');
    await dueOn(u, '2026-03-09');
  });
});
