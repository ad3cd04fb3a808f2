import type { Report, ReportRow } from '@cc/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/clock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';
import { apiOf } from './incomes-fixtures.ts';
import { newShop, op, run, type State } from './reports-ops.ts';

/**
 * Issue 12: the journal and the general ledger read a page at a time (`limit`, `after`). Walking
 * every page and putting their rows one after the other gives exactly the whole-range answer
 * (running balances included), and each page's `totals` are the whole answer's closing rows —
 * over ranges that cross months, so the rollup path (whole months) and the line path (edge
 * months, the cursor's day) both count.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

type Page = Report & { next?: string | null; totals?: ReportRow[] };

async function get(u: CreatedUser, path: string): Promise<Page> {
  const res = await api(u, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** Every page of a book in order: the rows put together, and every page's totals. */
async function walk(u: CreatedUser, base: string, limit: number) {
  const rows: ReportRow[] = [];
  const totals: ReportRow[][] = [];
  let after: string | null = null;
  for (let n = 0; n < 500; n++) {
    const page: Page = await get(
      u,
      `${base}&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    // The ledger's 'Saldo inicial' row has no document; the opening entry's lines have theirs.
    const lines = page.rows.filter(
      (r) => !r.is_title && !r.is_total && !(r.name === 'Saldo inicial' && r.document === undefined),
    );
    expect(lines.length).toBeLessThanOrEqual(limit);
    rows.push(...page.rows);
    totals.push(page.totals ?? []);
    if (!page.next) return { rows, totals };
    expect(lines.length).toBe(limit);
    after = page.next;
  }
  throw new Error('no last page');
}

const START = '2026-01-22';

async function checkPages(s: State, from: string, to: string, limit: number): Promise<void> {
  const range = `from_date=${from}&to_date=${to}`;
  const journal = await get(s.u, `/api/reports/journal/?${range}`);
  expect(journal.next).toBeUndefined();
  const jw = await walk(s.u, `/api/reports/journal/?${range}`, limit);
  expect(jw.rows).toEqual(journal.rows);
  const jTotal = journal.rows.filter((r) => r.is_total);
  for (const totals of jw.totals) expect(totals).toEqual(jTotal);
  const lines = journal.rows.filter((r) => !r.is_total);
  expect(jTotal[0]?.debit).toBe(lines.reduce((sum, r) => sum + (r.debit ?? 0), 0));
  expect(jTotal[0]?.credit).toBe(lines.reduce((sum, r) => sum + (r.credit ?? 0), 0));

  const ledger = await get(s.u, `/api/reports/general_ledger/?${range}`);
  const lw = await walk(s.u, `/api/reports/general_ledger/?${range}`, limit);
  expect(lw.rows).toEqual(ledger.rows);
  const finals = ledger.rows.filter((r) => r.name === 'Saldo final');
  for (const totals of lw.totals) expect(totals).toEqual(finals);
  // One account: the busiest one, walked alone.
  const code = ledger.rows.find((r) => r.is_title && r.code?.startsWith('11'))?.code;
  if (!code) return;
  const one = `/api/reports/general_ledger/?${range}&account=${code}`;
  const single = await get(s.u, one);
  expect((await walk(s.u, one, limit)).rows).toEqual(single.rows);
}

describe('journal and general ledger pages', () => {
  it('all pages together are the whole answer; totals are its closing rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 6, maxLength: 12, size: 'max' }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(1, 2, 3, 7),
        async (ops, a, span, limit) => {
          t.clock.set('2026-01-22T15:00:00Z');
          const s = await newShop(t, api);
          // Every 2 days from 22 January: the operations cross into February.
          for (const [i, o] of ops.entries()) {
            const date = addDays(START, 2 * i);
            t.clock.set(`${date}T15:00:00Z`);
            await run(api, s, o, date, async () => {});
          }
          t.clock.set(`${addDays(START, 2 * ops.length)}T20:00:00Z`);
          const from = addDays(START, a);
          await checkPages(s, from, addDays(from, span), limit);
        },
      ),
      { numRuns: 8 },
    );
  }, 400_000);

  it('resumes a running balance across days and months (rollup, edge lines, the cursor day)', async () => {
    t.clock.set('2026-01-25T15:00:00Z');
    const s = await newShop(t, api);
    const sale = { kind: 'sale', quantity: 1, credit: false, method: 'EFECTIVO', payment: 0 } as const;
    // Two sales a day on days of January and February: pages of 1 and 3 lines cut inside a day,
    // between days and between months; January and February whole come from the rollup.
    for (const date of ['2026-01-25', '2026-01-31', '2026-02-01', '2026-02-10', '2026-02-20']) {
      t.clock.set(`${date}T15:00:00Z`);
      await run(api, s, sale, date, async () => {});
      await run(api, s, sale, date, async () => {});
    }
    for (const [from, to] of [
      ['2026-01-01', '2026-02-28'],
      ['2026-01-28', '2026-02-10'],
    ] as const) {
      for (const limit of [1, 3]) await checkPages(s, from, to, limit);
    }
  });

  it('refuses a foreign cursor or a bad page size (400), and pages only when asked', async () => {
    t.clock.set('2026-01-31T20:00:00Z');
    const s = await newShop(t, api);
    const range = 'from_date=2026-01-01&to_date=2026-01-31';
    for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'after=xyz', `after=${btoa('[1,2]')}`]) {
      const res = await api(s.u, 'GET', `/api/reports/journal/?${range}&${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    const page = await get(s.u, `/api/reports/journal/?${range}&limit=5`);
    // A journal cursor names no account: the ledger refuses it.
    const cursor = Buffer.from(JSON.stringify(['', ['2026-01-02', 1, 1]])).toString('base64url');
    const res = await api(s.u, 'GET', `/api/reports/general_ledger/?${range}&after=${cursor}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(page.next).toBeNull();
    expect(page.totals).toHaveLength(1);
    // Other reports ignore the page parameters.
    const trial = await get(s.u, `/api/reports/trial_balance/?${range}&limit=1`);
    expect(trial.next).toBeUndefined();
  });
});
