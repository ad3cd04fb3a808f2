import type { Report, ReportRow } from '@cc/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildMonthlyBalances } from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { journalBatches, lastEntryId } from '../src/modules/reports/book-pages.ts';
import type { ReportContext } from '../src/modules/reports/context.ts';
import { ledgerBatches, ledgerTrial } from '../src/modules/reports/general-ledger.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { wholeJournal, wholeLedger } from './helpers/books-oracle.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { loadHistory } from './helpers/history.ts';
import { apiOf } from './incomes-fixtures.ts';

/**
 * Issue 12: the general ledger is read in batches of lines across accounts (ledgerBatches, one
 * ledgerLinesPage each), for its downloads and its whole-range JSON. On a loaded history (30 days
 * of sales, credits, abonos and expenses: seven accounts) and ranges that start mid-history, the
 * batches give exactly the rows the single array of every line used to give; pages spanning many
 * accounts are slices of the whole answer; and a download's closing rows are the sums of its rows.
 */
let t: TestApp;
let u: CreatedUser;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-06-20';

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  api = apiOf(t);
  u = await createUser(t);
  const item = await api(u, 'POST', '/api/inventories/', {
    category: 'SERVICIO',
    name: 'Domicilio',
    sale_value: 5000,
  });
  await loadHistory(t.deps.db, u.id, (item.json() as { id: number }).id, {
    sales: 900,
    perDay: 30,
    today: TODAY,
  });
  await t.deps.db.transaction((tx) => rebuildMonthlyBalances(tx));
}, 120_000);
afterAll(() => t.close());

const ctxOf = (from: string, to: string): ReportContext => ({
  tx: t.deps.db as never,
  userId: u.id,
  from,
  to,
});

/** The whole-range ledger as one array (the range's lines read at once). */
const oneArrayLedger = wholeLedger;

async function collect(batches: AsyncIterable<readonly ReportRow[]>): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for await (const b of batches) rows.push(...b);
  return rows;
}

async function get(path: string): Promise<Report> {
  const res = await api(u, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}

/** The table of an xlsx download: the rows from the column headers ('Fecha', …) to the blank row. */
async function xlsxTable(path: string): Promise<unknown[][]> {
  const res = await api(u, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]?.eachRow({ includeEmpty: true }, (r) => rows.push((r.values as unknown[]).slice(1)));
  const head = rows.findIndex((r) => r[0] === 'Fecha');
  const end = rows.findIndex((r, i) => i > head && r.length === 0);
  return rows.slice(head + 1, end);
}

const RANGES = [
  ['2026-06-01', TODAY], // a whole month from the rollup after May's opening
  ['2026-05-25', '2026-06-10'], // edges inside two months
  ['2026-06-15', '2026-06-15'], // one day
] as const;

describe('general ledger in batches (issue 12)', () => {
  it('the batches, of any size, are exactly the rows of the one-array ledger', async () => {
    for (const [from, to] of RANGES) {
      const ctx = ctxOf(from, to);
      const expected = await oneArrayLedger(ctx, null);
      expect(new Set(expected.filter((r) => r.is_title).map((r) => r.code)).size).toBeGreaterThan(5);
      const trial = await ledgerTrial(ctx, null);
      for (const size of [7, 100, 2000]) {
        const rows = await collect(ledgerBatches(t.deps.db, { userId: u.id, from, to }, trial, { size }));
        expect(rows, `${from} ${to} size ${size}`).toEqual(expected);
      }
      // The whole-range JSON answer is that array.
      expect((await get(`/api/reports/general_ledger/?from_date=${from}&to_date=${to}`)).rows).toEqual(
        expected,
      );
      const caja = { code: '1105', name: 'Caja' };
      const one = await collect(
        ledgerBatches(t.deps.db, { userId: u.id, from, to }, await ledgerTrial(ctx, caja), { size: 50 }),
      );
      expect(one).toEqual(await oneArrayLedger(ctx, caja));
    }
  });

  it('the xlsx download writes the one-array rows: names, debits, credits and balances', async () => {
    const [from, to] = RANGES[1];
    const expected = await oneArrayLedger(ctxOf(from, to), null);
    const table = await xlsxTable(`/api/reports/general_ledger/?from_date=${from}&to_date=${to}&type=xlsx`);
    expect(table.map((r) => r[1])).toEqual(expected.map((r) => r.name));
    const num = (v: unknown) => (typeof v === 'number' ? v : null);
    expect(table.map((r) => [num(r[3]), num(r[4]), num(r[5])])).toEqual(
      expected.map((r) => [r.debit ?? null, r.credit ?? null, r.balance ?? null]),
    );
  });

  it('a page that spans many accounts is the slice of the whole answer; the first page lists the accounts', async () => {
    const range = 'from_date=2026-06-15&to_date=2026-06-16';
    const whole = (await get(`/api/reports/general_ledger/?${range}`)).rows;
    let at = 0;
    let after: string | null = null;
    let widest = 0;
    for (let n = 0; n < 100; n++) {
      const page: Report = await get(
        `/api/reports/general_ledger/?${range}&limit=120${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      if (n === 0)
        expect(page.accounts).toEqual(
          whole.filter((r) => r.is_title).map((r) => ({ code: r.code, name: r.name.slice(5) })),
        );
      else expect(page.accounts).toBeUndefined();
      expect(page.rows).toEqual(whole.slice(at, at + page.rows.length));
      at += page.rows.length;
      widest = Math.max(widest, page.rows.filter((r) => r.is_title).length);
      if (!page.next) break;
      after = page.next;
    }
    expect(at).toBe(whole.length);
    expect(widest).toBeGreaterThanOrEqual(3);
  });
});

describe('the whole-range journal and ledger JSON, written as read (issue 12)', () => {
  it('is the answer built in one piece: same fields, header and rows, for the books and one account', async () => {
    const from = '2026-06-10';
    const to = '2026-06-16';
    const receivable = { code: '1305', name: 'Cuentas por cobrar' };
    for (const [code, account, whole] of [
      ['journal', null, () => wholeJournal(ctxOf(from, to))],
      ['general_ledger', null, () => wholeLedger(ctxOf(from, to), null)],
      ['general_ledger', receivable, () => wholeLedger(ctxOf(from, to), receivable)],
    ] as const) {
      const range = `from_date=${from}&to_date=${to}${account ? `&account=${account.code}` : ''}`;
      const res = await api(u, 'GET', `/api/reports/${code}/?${range}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const streamed = res.json() as Report;
      expect(Object.keys(streamed)).toEqual(['code', 'header', 'rows', 'notice']);
      const page = await get(`/api/reports/${code}/?${range}&limit=10`);
      expect(streamed.code).toBe(code);
      expect(streamed.header).toEqual(page.header);
      expect(streamed.notice).toBe(page.notice);
      expect(streamed.rows).toEqual(await whole());
      expect(streamed.rows.length).toBeGreaterThan(50);
    }
  });
});

describe('a download and its closing rows agree (issue 12)', () => {
  /** An entry written past the rollup (as one committed just after the download's snapshot). */
  async function entryPastTheRollup(date: string, amount: number): Promise<number> {
    const [e] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`INSERT INTO journal_entries (user_id, date, source_type, source_id, description)
          VALUES (${u.id}, ${date}, 'income', 999999, 'Venta 9999') RETURNING id`,
    );
    await t.deps.db.execute(sql`INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, date)
      VALUES (${e?.id}, ${u.id}, '1105', ${amount}, 0, ${date}), (${e?.id}, ${u.id}, '4135', 0, ${amount}, ${date})`);
    return e?.id ?? 0;
  }

  it('the totals are the sums of the lines written; nothing after the snapshot appears', async () => {
    // May is a whole month of the range: its movements come from the rollup, which misses the entry.
    const [from, to] = ['2026-05-01', TODAY];
    const range = `from_date=${from}&to_date=${to}`;
    const upTo = await lastEntryId(t.deps.db, u.id);
    await entryPastTheRollup('2026-05-26', 777);

    const journal = await xlsxTable(`/api/reports/journal/?${range}&type=xlsx`);
    const lines = journal.slice(0, -1);
    expect(lines.some((r) => r[5] === 777)).toBe(true);
    const sum = (rows: unknown[][], col: number) => rows.reduce((s, r) => s + Number(r[col] ?? 0), 0);
    expect(journal.at(-1)?.slice(3, 7)).toEqual(['Total', undefined, sum(lines, 5), sum(lines, 6)]);

    const ledger = await xlsxTable(`/api/reports/general_ledger/?${range}&type=xlsx`);
    let opening = 0;
    let moves: unknown[][] = [];
    let finals = 0;
    for (const r of ledger) {
      if (r[1] === 'Saldo inicial') [opening, moves] = [Number(r[5]), []];
      else if (r[1] === 'Saldo final') {
        const net = sum(moves, 3) - sum(moves, 4);
        expect(r.slice(3, 6)).toEqual([sum(moves, 3), sum(moves, 4), opening + net]);
        finals += 1;
      } else if (typeof r[3] === 'number') moves.push(r);
    }
    expect(finals).toBeGreaterThan(5);

    // The snapshot's bound: an entry past the id seen at the click is in no batch.
    const trial = await ledgerTrial(ctxOf(from, to), null);
    const bounded = await collect(
      ledgerBatches(t.deps.db, { userId: u.id, from, to }, trial, { upToEntry: upTo }),
    );
    expect(bounded.some((r) => r.debit === 777 || r.credit === 777)).toBe(false);
    const all = await collect(ledgerBatches(t.deps.db, { userId: u.id, from, to }, trial, {}));
    expect(all.some((r) => r.debit === 777)).toBe(true);
    const journalBounded = await collect(journalBatches(t.deps.db, u.id, from, to, upTo));
    expect(journalBounded.some((r) => r.debit === 777 || r.credit === 777)).toBe(false);
  });
});
