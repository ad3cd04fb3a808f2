import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Doc, KIND_CASES, newAbono, newDoc } from './credit-kinds-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf } from './incomes-fixtures.ts';
import { expectSettledAsPayments, settledByOracle, settledDayOf } from './settled-oracle.ts';

// Issue 29 item 6: the credits' settled_on (ADR 023 part B, credit/settled.ts) checked against an
// oracle that shares none of its SQL (settled-oracle.ts: the payments walked in date order in
// TypeScript), through abonos posted out of date order, on one day, voided and moved.

describe('settledDayOf (the oracle itself)', () => {
  it('is the day the running sum in date order first reaches the value', () => {
    const p = (date: string, value: number) => ({ date, value });
    expect(settledDayOf(300, [])).toBeNull();
    expect(settledDayOf(300, [p('2026-02-20', 100), p('2026-02-01', 100), p('2026-02-10', 100)])).toBe(
      '2026-02-20',
    );
    expect(settledDayOf(300, [p('2026-02-20', 200), p('2026-02-01', 100), p('2026-02-10', 100)])).toBe(
      '2026-02-20',
    );
    expect(settledDayOf(300, [p('2026-02-05', 150), p('2026-02-05', 150)])).toBe('2026-02-05');
    expect(settledDayOf(300, [p('2026-02-01', 100), p('2026-02-02', 100)])).toBeNull();
    expect(settledDayOf(300, [p('2026-02-03', 500)])).toBe('2026-02-03');
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-31T20:00:00Z' });
});
afterAll(() => t.close());

describe.each(KIND_CASES)('settled_on of $resource', (k) => {
  it('is the day its live payments in date order reach its value, whatever order they came in', async () => {
    const u = await createUser(t);
    const api = apiOf(t);
    const ctx = await k.prepare(t, u);
    const settledOf = async (doc: Doc) =>
      (await settledByOracle(t.database.db, u.id)).find((r) => r.id === doc.id && r.kind === k.resource);
    const check = async (doc: Doc, day: string | null) => {
      await expectSettledAsPayments(t.database.db, u.id);
      expect((await settledOf(doc))?.stored).toBe(day);
    };

    // 10,000 paid on the credit's day, then abonos posted out of date order.
    const a = await newDoc(t, u, k, ctx, '2026-02-01', 30_000, {
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      payment: 10_000,
    });
    await check(a, null);
    const late = await newAbono(t, u, k, a.id, '2026-02-20', 10_000);
    await check(a, null);
    const early = await newAbono(t, u, k, a.id, '2026-02-10', 10_000);
    await check(a, '2026-02-20');
    // Voided: pending again; another abono in between settles it on the later one's day.
    const url = (p: { id: number }) => `/api/${k.resource}/${a.id}/payments/${p.id}/`;
    expect((await api(u, 'DELETE', url(early))).statusCode).toBe(204);
    await check(a, null);
    await newAbono(t, u, k, a.id, '2026-02-15', 10_000);
    await check(a, '2026-02-20');
    // The last abono moved before the 15th: settled on the 15th.
    const moved = await api(u, 'PATCH', url(late), { value: 10_000, date: '2026-02-12' });
    expect(moved.statusCode, moved.body).toBe(200);
    await check(a, '2026-02-15');

    // Two abonos of one day settle it on that day; a credit without payments stays open.
    const b = await newDoc(t, u, k, ctx, '2026-03-01', 10_000, { payment_type: 'CREDITO' });
    const open = await newDoc(t, u, k, ctx, '2026-03-01', 10_000, { payment_type: 'CREDITO' });
    await newAbono(t, u, k, b.id, '2026-03-05', 5000);
    await newAbono(t, u, k, b.id, '2026-03-05', 5000, 'BANCO');
    await check(b, '2026-03-05');
    await check(open, null);
  });
});
