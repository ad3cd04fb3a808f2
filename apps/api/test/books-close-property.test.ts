import { REPORT_ROWS, type Report } from '@cc/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf, JUAN, NIT, salePayload } from './incomes-fixtures.ts';
import { newShop, type State } from './reports-ops.ts';

/**
 * Issue 23 acceptance (ADR 038): random documents, voids and period closes over September 2026 …
 * February 2027 — no closed month's trial balance ever changes after its close; assets = liabilities
 * + equity at every month end; once 31 December is closed, classes 4–7 are zero as of that day.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2027-02-15';
const MONTHS = ['2026-09', '2026-10', '2026-11', '2026-12', '2027-01'] as const;
const lastDay = (m: string) =>
  new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

const day = fc.record({ month: fc.integer({ min: 0, max: 5 }), day: fc.integer({ min: 1, max: 28 }) });
const op = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    at: day,
    quantity: fc.integer({ min: 1, max: 8 }),
    credit: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('purchase' as const), at: day, quantity: fc.integer({ min: 1, max: 8 }) }),
  fc.record({
    kind: fc.constant('expense' as const),
    at: day,
    value: fc.integer({ min: 1, max: 90 }).map((n) => n * 1000),
  }),
  fc.record({ kind: fc.constant('pay' as const), at: day, pick: fc.nat({ max: 9 }) }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('void' as const),
      doc: fc.constantFrom('incomes', 'shoppings', 'expenses'),
      pick: fc.nat({ max: 9 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('close' as const), month: fc.integer({ min: 0, max: 4 }) }),
  },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
/** Voids made once a period was closed: the property must have exercised them. */
let lateVoids = 0;
type Docs = { incomes: number[]; shoppings: number[]; expenses: number[]; credits: number[] };

const dateOf = (at: { month: number; day: number }) => {
  const m = at.month === 5 ? '2027-02' : MONTHS[at.month];
  const d = `${m}-${String(at.day).padStart(2, '0')}`;
  return d > TODAY ? TODAY : d;
};

async function trial(s: State, from: string, to: string): Promise<Report['rows']> {
  const res = await api(s.u, 'GET', `/api/reports/trial_balance/?from_date=${from}&to_date=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Report).rows;
}

async function run(
  s: State,
  docs: Docs,
  o: Op,
  closed: Map<string, Report['rows']>,
  lock: { date: string | null },
) {
  const created = (list: number[], res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 201) list.push((res.json() as { id: number }).id);
    return res.statusCode;
  };
  const expectRefusedIfClosed = (date: string, status: number) => {
    if (lock.date !== null && date <= lock.date) expect(status).toBe(400);
  };
  switch (o.kind) {
    case 'sale': {
      const date = dateOf(o.at);
      const body = salePayload(
        date,
        [{ inventory_id: s.product, quantity: o.quantity, value: 3000 }],
        o.credit ? { payment_type: 'CREDITO', payment: 0, client: JUAN } : {},
      );
      const status = created(docs.incomes, await api(s.u, 'POST', '/api/incomes/', body));
      if (status === 201 && o.credit) docs.credits.push(docs.incomes.at(-1) as number);
      return expectRefusedIfClosed(date, status);
    }
    case 'purchase': {
      const date = dateOf(o.at);
      const body = {
        category_id: 4,
        date,
        payment_type: 'CONTADO',
        payment_method: 'BANCO',
        observations: '',
        details: [{ inventory_id: s.product, quantity: o.quantity, value: 2200, sale_value: 3200 }],
        provider: { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' },
      };
      return expectRefusedIfClosed(
        date,
        created(docs.shoppings, await api(s.u, 'POST', '/api/shoppings/', body)),
      );
    }
    case 'expense': {
      const date = dateOf(o.at);
      const body = {
        description: 'Gasto',
        value: o.value,
        category_id: 18,
        date,
        observations: '',
        reminder: 1,
        payment_type: 'CONTADO',
        payment_method: 'EFECTIVO',
      };
      return expectRefusedIfClosed(
        date,
        created(docs.expenses, await api(s.u, 'POST', '/api/expenses/', body)),
      );
    }
    case 'pay': {
      const id = docs.credits[o.pick % Math.max(1, docs.credits.length)];
      if (id === undefined) return;
      const date = dateOf(o.at);
      const res = await api(s.u, 'POST', `/api/incomes/${id}/payments/`, {
        date,
        value: 1000,
        payment_method: 'EFECTIVO',
        observations: '',
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      return expectRefusedIfClosed(date, res.statusCode);
    }
    case 'void': {
      const list = docs[o.doc];
      const id = list[o.pick % Math.max(1, list.length)];
      if (id === undefined) return;
      const res = await api(s.u, 'DELETE', `/api/${o.doc}/${id}/`);
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode === 204 && lock.date !== null) lateVoids++;
      return;
    }
    case 'close': {
      const month = MONTHS[o.month] as string;
      const date = lastDay(month);
      if (lock.date !== null && date <= lock.date) return; // only forward: reopening discards snapshots
      const res = await api(s.u, 'PUT', '/api/books/lock/', { lock_date: date });
      expect(res.statusCode, res.body).toBe(200);
      lock.date = date;
      for (const m of MONTHS) {
        if (lastDay(m) <= date && !closed.has(m)) closed.set(m, await trial(s, `${m}-01`, lastDay(m)));
      }
    }
  }
}

describe('closed periods, property', () => {
  it('closed months never change; A = P + Pt at month ends; the year-end close zeroes classes 4–7', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        const s = await newShop(t, api, 60);
        const docs: Docs = { incomes: [], shoppings: [], expenses: [], credits: [] };
        const closed = new Map<string, Report['rows']>();
        const lock = { date: null as string | null };
        for (const o of ops) {
          await run(s, docs, o, closed, lock);
          for (const [m, rows] of closed)
            expect(await trial(s, `${m}-01`, lastDay(m)), `${m} after ${o.kind}`).toEqual(rows);
        }
        for (const to of [...MONTHS.map(lastDay), TODAY]) {
          const res = await api(
            s.u,
            'GET',
            `/api/reports/balance/?from_date=${to.slice(0, 8)}01&to_date=${to}`,
          );
          expect(res.statusCode, res.body).toBe(200);
          const rows = (res.json() as Report).rows;
          const value = (name: string) => rows.find((r) => r.name === name)?.value ?? 0;
          expect(value(REPORT_ROWS.totalAssets), to).toBe(value(REPORT_ROWS.totalLiabilitiesEquity));
        }
        if (lock.date !== null && lock.date >= '2026-12-31') {
          const year = await trial(s, '2026-01-01', '2026-12-31');
          const results = year.filter((r) => /^[4-7]/.test(r.code ?? ''));
          expect(
            results.every((r) => r.value === 0),
            JSON.stringify(results),
          ).toBe(true);
        }
      }),
      { numRuns: 12 },
    );
    expect(lateVoids).toBeGreaterThan(0);
  }, 600_000);
});
