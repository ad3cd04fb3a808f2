import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTotalsMismatches } from '../src/modules/credit/list-totals.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf } from './incomes-fixtures.ts';
import { newShop, op, run, type State } from './reports-ops.ts';

/**
 * A page asked by `offset` (no cursor) starts in the month its row is in, found from the month
 * counts of `list_totals` (ADR 023, 'Pages by offset'). Property: after sales, purchases and
 * expenses over four months, abonos, voids and sales moved to another month, every page at every
 * offset — each month's edges and around them, past the end — is the same slice of the list as
 * the whole list read from its start, and the table agrees with the rows month by month. Runs on
 * PostgreSQL too (TEST_DATABASE_URL).
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-04-30T20:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

/** Days from 2026-01-01 to 2026-04-30. */
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

type Row = { id: number; is_payment: boolean; date: string };
const LISTS = [
  { kind: 'incomes', query: '' },
  { kind: 'incomes', query: 'payment_type=CONTADO&payment_method=EFECTIVO&payment=true' },
  { kind: 'incomes', query: 'payment_type=CREDITO' },
  { kind: 'incomes', query: 'payment_method=BANCO&payment=true' },
  { kind: 'shoppings', query: 'payment=true' },
  { kind: 'expenses', query: 'payment_type=CREDITO&payment=true' },
] as const;

async function page(s: State, kind: string, query: string, at: string) {
  const res = await api(s.u, 'GET', `/api/${kind}/?totals=true&${query}&${at}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { results: Row[]; count: number };
  return { rows: body.results.map((r) => `${r.is_payment ? 'p' : 'd'}${r.id} ${r.date}`), count: body.count };
}

/** Each list's pages by offset against the list read whole from its first row. */
async function expectOffsetPagesExact(s: State): Promise<void> {
  expect(await listTotalsMismatches(t.database.db, s.u.id)).toBe(0);
  for (const { kind, query } of LISTS) {
    const whole = await page(s, kind, query, 'limit=1000');
    expect(whole.rows.length).toBe(whole.count);
    // Every row where the month changes, one before and one after, the first ones and past the end.
    const edges = whole.rows.flatMap((r, i) =>
      i > 0 && r.slice(-10, -3) !== whole.rows[i - 1]?.slice(-10, -3) ? [i - 1, i, i + 1] : [],
    );
    const n = whole.rows.length;
    for (const offset of new Set([1, 2, ...edges, n - 1, n, n + 3])) {
      if (offset < 0) continue;
      for (const limit of [1, 3]) {
        const got = await page(s, kind, query, `limit=${limit}&offset=${offset}`);
        expect({ kind, query, offset, limit, rows: got.rows }).toEqual({
          kind,
          query,
          offset,
          limit,
          rows: whole.rows.slice(offset, offset + limit),
        });
        expect(got.count).toBe(n);
      }
    }
  }
}

describe('list pages by offset', () => {
  it('are the slice of the whole list at any offset, across months, moves and voids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(op, fc.integer({ min: 0, max: 119 })), { minLength: 12, maxLength: 30 }),
        async (ops) => {
          const s = await newShop(t, api, 400);
          for (const [o, d] of ops) await run(api, s, o, dayOf(d), async () => undefined);
          await expectOffsetPagesExact(s);
        },
      ),
      { numRuns: 4 },
    );
  });
});
