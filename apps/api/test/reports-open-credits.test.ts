import { padNumber, type Report } from '@cc/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/ledger/rows.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';
import { apiOf, JUAN } from './incomes-fixtures.ts';
import { newShop, op, run, type State } from './reports-ops.ts';
import { expectSettledAsPayments } from './settled-oracle.ts';

/**
 * Property (ADR 023 part B): the debtors and debts reports read only the credits open on their
 * day (`settled_on` null or later). After any sequence of documents, abonos, abono edits and
 * voids, document edits and voids through the API, every document's `settled_on` is the day its
 * payments walked in date order reach its value (settled-oracle.ts), and both reports equal the old computation — every live credit up to the day with
 * its payments summed up to the day, the settled ones dropped — on every probed day.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

type Doc = 'incomes' | 'shoppings' | 'expenses';
const PAYMENTS = { incomes: 'income', shoppings: 'shopping', expenses: 'expense' } as const;
const day = (d: number) => `2026-01-${String(d).padStart(2, '0')}`;

const abonoOp = fc.oneof(
  fc.record({
    kind: fc.constant('editAbono' as const),
    doc: fc.constantFrom<Doc>('incomes', 'shoppings', 'expenses'),
    pick: fc.nat({ max: 20 }),
    value: fc.integer({ min: 1, max: 60 }).map((n) => n * 1000),
    back: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('voidAbono' as const),
    doc: fc.constantFrom<Doc>('incomes', 'shoppings', 'expenses'),
    pick: fc.nat({ max: 20 }),
  }),
);
// More abonos than reports-ops draws, some big enough to settle a credit in one go.
const payOp = fc.record({
  kind: fc.constant('pay' as const),
  doc: fc.constantFrom<Doc>('incomes', 'shoppings', 'expenses'),
  pick: fc.nat({ max: 20 }),
  value: fc.integer({ min: 1, max: 120 }).map((n) => n * 1000),
  method: fc.constantFrom('EFECTIVO', 'BANCO'),
});
type AbonoOp = typeof abonoOp extends fc.Arbitrary<infer T> ? T : never;

/** Edits (value and date, possibly days back) or voids one live abono of the user, refused or not. */
async function runAbono(s: State, o: AbonoOp, date: string): Promise<void> {
  const kind = PAYMENTS[o.doc];
  const live = await queryRows<{ id: number; doc: number }>(
    t.database.db,
    sql.raw(`SELECT id, ${kind}_id AS doc FROM ${kind}_payments
      WHERE user_id = ${s.u.id} AND deleted = false ORDER BY id`),
  );
  const p = live[o.pick % Math.max(1, live.length)];
  if (!p) return;
  const url = `/api/${o.doc}/${p.doc}/payments/${p.id}/`;
  const res =
    o.kind === 'voidAbono'
      ? await api(s.u, 'DELETE', url)
      : await api(s.u, 'PATCH', url, {
          value: o.value,
          date: day(Math.max(1, Number(date.slice(8, 10)) - o.back)),
        });
  expect(res.statusCode, res.body).toBeLessThan(500);
}

type Open = { id: number; number: number; value: number; paid: number };

/** The old computation: every live credit up to `to`, paid = its live payments up to `to`. */
async function openCredits(userId: number, doc: Doc, to: string): Promise<Open[]> {
  const kind = PAYMENTS[doc];
  const rows = await queryRows<{ id: number; number: number; value: string; paid: string }>(
    t.database.db,
    sql`SELECT d.id, d.number, d.value::text AS value, coalesce(sum(p.value) FILTER (
        WHERE p.deleted = false AND p.date <= ${to}), 0)::text AS paid
      FROM ${sql.raw(doc)} d LEFT JOIN ${sql.raw(`${kind}_payments`)} p ON p.${sql.raw(`${kind}_id`)} = d.id
      WHERE d.user_id = ${userId} AND d.payment_type = 'CREDITO' AND d.deleted = false AND d.date <= ${to}
      GROUP BY d.id, d.number, d.value ORDER BY d.id`,
  );
  return rows
    .map((r) => ({ id: r.id, number: r.number, value: Number(r.value), paid: Number(r.paid) }))
    .filter((r) => r.value - r.paid > 0);
}

async function report(u: CreatedUser, code: string, to: string): Promise<Report> {
  const res = await api(u, 'GET', `/api/reports/${code}/?from_date=2026-01-01&to_date=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}

async function check(s: State, to: string): Promise<void> {
  // Against the oracle of settled-oracle.ts (plain TypeScript over the payments), not the SQL it checks.
  await expectSettledAsPayments(t.database.db, s.u.id);
  const sales = await openCredits(s.u.id, 'incomes', to);
  const debtors = await report(s.u, 'debtors', to);
  const juan = debtors.rows.find((r) => r.name === JUAN.name);
  const sum = (list: Open[], f: (o: Open) => number) => list.reduce((a, o) => a + f(o), 0);
  if (sales.length === 0) expect(juan).toBeUndefined();
  else {
    expect({ value: juan?.value, total: juan?.total, paid: juan?.paid }).toEqual({
      value: sum(sales, (o) => o.value - o.paid),
      total: sum(sales, (o) => o.value),
      paid: sum(sales, (o) => o.paid),
    });
  }
  const expected = [
    ...(await openCredits(s.u.id, 'shoppings', to)).map((o) => ({
      ...o,
      document: `Compra ${padNumber(o.number)}`,
    })),
    ...(await openCredits(s.u.id, 'expenses', to)).map((o) => ({
      ...o,
      document: `Gasto ${padNumber(o.number)}`,
    })),
  ].map((o) => ({ document: o.document, value: o.value - o.paid, total: o.value, paid: o.paid }));
  const debts = await report(s.u, 'debts', to);
  const documents = debts.rows
    .filter((r) => /^(Compra|Gasto) \d+$/.test(String(r.document ?? '')))
    .map((r) => ({ document: r.document, value: r.value, total: r.total, paid: r.paid }));
  const byDocument = (a: { document: unknown }, b: { document: unknown }) =>
    String(a.document).localeCompare(String(b.document));
  expect(documents.sort(byDocument)).toEqual(expected.sort(byDocument));
}

describe('open credits (settled_on) after random API operations', () => {
  it('debtors and debts equal the computation over every credit, on every probed day', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            { weight: 4, arbitrary: op },
            { weight: 2, arbitrary: abonoOp },
            { weight: 2, arbitrary: payOp },
          ),
          {
            minLength: 8,
            maxLength: 20,
            size: 'max',
          },
        ),
        async (ops) => {
          t.clock.set('2026-01-31T20:00:00Z');
          const s = await newShop(t, api, 80);
          for (const [i, o] of ops.entries()) {
            const date = day(2 + i);
            t.clock.set(`${date}T15:00:00Z`);
            if (o.kind === 'editAbono' || o.kind === 'voidAbono') await runAbono(s, o, date);
            else await run(api, s, o, date, check);
          }
          t.clock.set('2026-01-31T20:00:00Z');
          for (const d of [1, 4, 8, 12, 16, 20, 24, 31]) await check(s, day(d));
        },
      ),
      { numRuns: 30 },
    );
  }, 600_000);
});
