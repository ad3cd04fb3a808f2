import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { maintainChangedTables } from '../src/db/maintenance.ts';
import * as schema from '../src/db/schema/index.ts';
import {
  ACC,
  accountNetThrough,
  balancesAsOf,
  balancesBetween,
  journalLinesPage,
  ledgerLinesPage,
  movementsByMonth,
  movementTotals,
  openingBalances,
  post,
  rebuildMonthlyBalances,
  reverseSource,
} from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { listDocuments } from '../src/modules/credit/document-list.ts';
import { exportIncomes } from '../src/modules/incomes/export-xlsx.ts';
import { SALES } from '../src/modules/incomes/kind.ts';
import { debtorsReport } from '../src/modules/reports/debtors.ts';
import { debtsReport } from '../src/modules/reports/debts.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { loadHistory } from './helpers/history.ts';

/**
 * PostgreSQL only (TEST_DATABASE_URL): the ledger's hot queries keep an index plan on a database
 * that has never been analysed — loaded with thousands of sales, autovacuum off — which is the
 * state right after a burst of writes (decision 020). The plans are the EXPLAIN (FORMAT JSON) of
 * each statement as it ran (auto_explain), so the write path (post, reverse) is checked too.
 * Assertions are on the plan shape, never on time.
 */
const JOURNAL = ['journal_lines', 'journal_entries', 'account_month_balances'];
/** The credit documents and their payments (the open-credit reports, ADR 023 part B). */
const CREDITS = [
  'incomes',
  'income_payments',
  'shoppings',
  'shopping_payments',
  'expenses',
  'expense_payments',
];
const TODAY = '2026-06-20';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  'Parent Relationship'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
};
const nodesOf = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodesOf)];

let t: TestApp;
let pool: pg.Pool;
let u: CreatedUser;

/** Runs `fn` on one session with auto_explain on, in a transaction rolled back; returns the plans. */
async function plansOf(fn: (db: Db) => Promise<unknown>, analyse = false): Promise<PlanNode[]> {
  const client = await pool.connect();
  const plans: PlanNode[] = [];
  client.on('notice', (n) => {
    const at = n.message?.indexOf('{') ?? -1;
    if (n.message?.includes('plan:') && at >= 0)
      plans.push((JSON.parse(n.message.slice(at)) as { Plan: PlanNode }).Plan);
  });
  try {
    await client.query("LOAD 'auto_explain'");
    await client.query(
      'SET auto_explain.log_min_duration = 0; SET auto_explain.log_format = json; SET auto_explain.log_level = notice',
    );
    if (analyse) await client.query('SET auto_explain.log_analyze = true');
    await client.query('BEGIN');
    await fn(drizzle({ client, schema }) as unknown as Db);
    await client.query('ROLLBACK');
  } finally {
    client.release(true); // the session with auto_explain loaded is closed, not pooled
  }
  return plans;
}

function expectIndexOnly(plans: PlanNode[]): void {
  expect(plans.length).toBeGreaterThan(0);
  const nodes = plans.flatMap(nodesOf);
  const seq = nodes.filter(
    (n) => n['Node Type'] === 'Seq Scan' && JOURNAL.includes(n['Relation Name'] ?? ''),
  );
  expect(seq, JSON.stringify(plans, null, 1)).toEqual([]);
  // Lines are only ever reached through their entry, never by scanning all the user's lines.
  const lineIndexes = new Set(
    nodes.map((n) => n['Index Name']).filter((i): i is string => !!i?.startsWith('journal_lines_')),
  );
  expect(
    [...lineIndexes].filter((i) => i !== 'journal_lines_entry_idx' && i !== 'journal_lines_pkey'),
  ).toEqual([]);
}

const noStatistics = async () =>
  queryRows<{ relname: string; reltuples: number }>(
    t.deps.db,
    sql`SELECT relname, reltuples FROM pg_class WHERE relname IN ('journal_lines', 'journal_entries') ORDER BY 1`,
  );

// The plans of one PostgreSQL's tables: on the partitioned schema of npm run test:citus-shape
// (no storage options, indexes per partition) citus-shape-explain.test.ts checks the plans instead.
describe.skipIf(!process.env.TEST_DATABASE_URL || !!process.env.CC_TEST_CITUS_SHAPE)(
  'ledger queries without planner statistics (PostgreSQL)',
  () => {
    beforeAll(async () => {
      t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
      pool = (t.deps.db as unknown as { $client: pg.Pool }).$client;
      for (const table of [...JOURNAL, ...CREDITS])
        await t.deps.db.execute(sql.raw(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`));
      const other = await createUser(t);
      u = await createUser(t);
      for (const [who, sales] of [
        [other, 1500],
        [u, 5000],
      ] as const) {
        const item = await t.app.inject({
          method: 'POST',
          url: '/api/inventories/',
          headers: who.auth,
          payload: { category: 'SERVICIO', name: 'Domicilio', sale_value: 5000 },
        });
        await loadHistory(t.deps.db, who.id, (item.json() as { id: number }).id, {
          sales,
          perDay: 30,
          today: TODAY,
        });
      }
      await t.deps.db.transaction((tx) => rebuildMonthlyBalances(tx));
    }, 300_000);
    afterAll(() => t.close());

    it('starts from a database that was never analysed', async () => {
      expect(await noStatistics()).toEqual([
        { relname: 'journal_entries', reltuples: -1 },
        { relname: 'journal_lines', reltuples: -1 },
      ]);
    });

    it('reads balances as of a date, over a range and per month through indexes', async () => {
      for (const asOf of [TODAY, '2026-05-31', '2026-03-10'])
        expectIndexOnly(await plansOf((db) => balancesAsOf(db, u.id, asOf)));
      expectIndexOnly(await plansOf((db) => balancesBetween(db, u.id, '2026-01-15', TODAY)));
      expectIndexOnly(await plansOf((db) => balancesBetween(db, u.id, '2026-06-01', TODAY)));
      expectIndexOnly(await plansOf((db) => movementsByMonth(db, u.id, '2026-01-15', TODAY)));
      expectIndexOnly(await plansOf((db) => movementTotals(db, u.id, '2026-01-15', TODAY)));
      expectIndexOnly(await plansOf((db) => journalLinesPage(db, u.id, '2026-06-01', TODAY, {})));
      expectIndexOnly(
        await plansOf((db) => journalLinesPage(db, u.id, '2026-01-01', TODAY, { account: '1105' })),
      );
      expectIndexOnly(await plansOf((db) => openingBalances(db, u.id)));
    });

    it('pages the journal and one account from the entry index, a Limit over the page (issue 12)', async () => {
      const deep = { date: '2026-05-20', entryId: 1, lineId: 1 };
      for (const opts of [
        { limit: 201 },
        { limit: 201, after: deep },
        { limit: 201, account: '1105', after: deep },
      ]) {
        const plans = await plansOf((db) => journalLinesPage(db, u.id, '2026-01-01', TODAY, opts));
        expectIndexOnly(plans);
        // The page query stops after the page: a Limit at its top, whatever the range's size.
        expect(plans.some((p) => p['Node Type'] === 'Limit')).toBe(true);
      }
      expectIndexOnly(await plansOf((db) => accountNetThrough(db, u.id, '1105', '2026-01-15', deep)));
      expectIndexOnly(
        await plansOf((db) =>
          journalLinesPage(db, u.id, '2026-01-01', TODAY, { limit: 2000, upToEntry: 1_000_000 }),
        ),
      );
    });

    it('pages the general ledger across accounts in one statement from the entry index (issue 12)', async () => {
      const codes = (await movementTotals(t.deps.db, u.id, '2026-01-01', TODAY)).map((m) => m.code);
      expect(codes.length).toBeGreaterThan(4);
      const counts = await queryRows<{ code: string; n: number }>(
        t.deps.db,
        sql`SELECT l.account_code AS code, count(*)::int AS n FROM journal_lines l
          JOIN journal_entries e ON e.user_id = l.user_id AND e.id = l.entry_id
          WHERE e.user_id = ${u.id} AND e.date >= '2026-01-01' AND NOT e.is_opening GROUP BY 1`,
      );
      const small = codes.slice(0, -1).find((c) => (counts.find((x) => x.code === c)?.n ?? 0) < 201);
      expect(small).toBeDefined();
      const deep = { date: '2026-05-20', entryId: 1, lineId: 1 };
      /** The scans of the range's entries that ran: the head, and the rest when it had to. */
      const entryScansRun = (plans: PlanNode[]) =>
        plans
          .flatMap(nodesOf)
          .filter((n) => n['Relation Name'] === 'journal_entries' && (n['Actual Loops'] ?? 0) > 0).length;
      for (const [after, scans] of [
        [null, 1], // Caja fills the page: the later accounts are never read
        [{ code: codes[0] ?? '', line: deep }, 1],
        // An account that does not fill the page: every later account in one pass.
        [{ code: small ?? '', line: null }, 2],
      ] as const) {
        const page = (db: Db) =>
          ledgerLinesPage(db, u.id, '2026-01-01', TODAY, { codes, after, limit: 201, upToEntry: 1_000_000 });
        const plans = await plansOf(page);
        expectIndexOnly(plans);
        expect(plans.flatMap(nodesOf).some((n) => n['Node Type'] === 'Limit')).toBe(true);
        const analysed = await plansOf(page, true);
        expect(entryScansRun(analysed), JSON.stringify(analysed, null, 1)).toBe(scans);
      }
    });

    it('posts and reverses through indexes', async () => {
      const plans = await plansOf(async (db) => {
        await post(db, {
          userId: u.id,
          date: '2026-03-10',
          source: { type: 'income', id: 999_999 },
          lines: [
            { account: ACC.caja, debit: 5000 },
            { account: ACC.ingresosVentas, credit: 5000 },
          ],
        });
        const [sale] = await queryRows<{ id: number }>(
          db,
          sql`SELECT id FROM incomes WHERE user_id = ${u.id} AND number = 2500`,
        );
        expect(await reverseSource(db, u.id, { type: 'income', id: sale?.id ?? 0 }, new Date())).toBe(1);
      });
      expectIndexOnly(plans.filter((p) => !JSON.stringify(p).includes('"incomes"')));
      expect(await noStatistics()).toEqual([
        { relname: 'journal_entries', reltuples: -1 },
        { relname: 'journal_lines', reltuples: -1 },
      ]);
    });

    it('reads only the open credits for debtors and debts, through their partial index', async () => {
      for (const to of [TODAY, '2026-03-10']) {
        const ctx = (db: Db) => ({ tx: db as never, userId: u.id, from: '2026-01-01', to });
        const plans = [
          ...(await plansOf((db) => debtorsReport(ctx(db)))),
          ...(await plansOf((db) => debtsReport(ctx(db)))),
        ];
        const nodes = plans.flatMap(nodesOf);
        const seq = nodes.filter(
          (n) => n['Node Type'] === 'Seq Scan' && CREDITS.includes(n['Relation Name'] ?? ''),
        );
        expect(seq, JSON.stringify(plans, null, 1)).toEqual([]);
        const used = new Set(nodes.map((n) => n['Index Name']));
        for (const table of ['incomes', 'shoppings', 'expenses'])
          expect(used.has(`${table}_user_open_credit_idx`), JSON.stringify(plans, null, 1)).toBe(true);
      }
    });

    it('pages the cash list by cursor from the list indexes, rows skipped by none', async () => {
      const cash = { paymentType: 'CONTADO', paymentMethod: 'EFECTIVO', payments: true } as const;
      const deep = await listDocuments(t.deps.db, SALES, u.id, cash, { limit: 50, offset: 3000 });
      expect(deep.next).toEqual(expect.any(String));
      const after = JSON.parse(Buffer.from(deep.next ?? '', 'base64url').toString('utf8')) as unknown[];
      const cursor = {
        date: String(after[0]),
        createdAt: String(after[1]),
        isPayment: after[2] === true,
        id: Number(after[3]),
      };
      const plans = await plansOf((db) => listDocuments(db, SALES, u.id, cash, { limit: 50, after: cursor }));
      const nodes = plans.flatMap(nodesOf);
      const seq = nodes.filter(
        (n) => n['Node Type'] === 'Seq Scan' && CREDITS.includes(n['Relation Name'] ?? ''),
      );
      expect(seq, JSON.stringify(plans, null, 1)).toEqual([]);
      // The page's rows come from ordered index scans that stop after the page (a bitmap scan
      // or a sort would read every row after the cursor); the last scan reads the page's documents.
      const [page] = plans;
      const scans = nodesOf(page as PlanNode).filter((n) =>
        ['incomes', 'income_payments'].includes(n['Relation Name'] ?? ''),
      );
      expect(scans.length, JSON.stringify(page, null, 1)).toBe(2);
      expect(new Set(scans.map((n) => n['Node Type'])), JSON.stringify(page, null, 1)).toEqual(
        new Set(['Index Scan']),
      );
    });

    it('reads the sales download a range of days at a time through the (user_id, date) indexes (issue 12)', async () => {
      const plans = await plansOf(async (db) => {
        const file = await exportIncomes({ ...t.deps, db }, u.id);
        return buffer(file.body);
      });
      // Each page's own rows, the subquery that finds its last day aside (below).
      const reads = (p: PlanNode): PlanNode[] => [
        p,
        ...(p.Plans ?? []).filter((c) => c['Parent Relationship'] !== 'InitPlan').flatMap(reads),
      ];
      const nodes = plans.flatMap(reads);
      expect(plans.length).toBeGreaterThan(5000 / 500);
      // Ordered index scans that stop at the page's end, the first page as well as the later
      // ones: a bitmap or sequential scan would read the rows of every later day first (what the
      // first page did while its end, unknown to the planner, was its only bound on the date).
      // (The documents of a page's abonos come by id: a bitmap over the primary key is right.)
      const byDate = (n: PlanNode) =>
        CREDITS.includes(n['Relation Name'] ?? '') &&
        /\bdate\b/.test(`${n['Index Cond'] ?? ''} ${n['Recheck Cond'] ?? ''} ${n.Filter ?? ''}`);
      const unordered = nodes.filter(
        (n) =>
          (n['Node Type'] === 'Seq Scan' && CREDITS.includes(n['Relation Name'] ?? '')) ||
          (byDate(n) && !['Index Scan', 'Index Only Scan'].includes(n['Node Type'])),
      );
      expect(unordered, JSON.stringify(plans, null, 1)).toEqual([]);
      expect(nodes.filter(byDate).length).toBeGreaterThan(5000 / 500);
    });

    it("reads a list's count, totals and offset months from list_totals' key, whatever the history's size", async () => {
      const all = { payments: true } as const;
      const plans = await plansOf(async (db) => {
        // 50,000 other users' rows (rolled back; foreign keys off for them): a table no longer
        // tiny, never analysed, read for one user and list through its unique key.
        await db.execute(sql`SET LOCAL session_replication_role = replica`);
        await db.execute(sql`INSERT INTO list_totals (user_id, kind, is_payment, payment_type, payment_method, month, n)
          SELECT 1000000 + g, 'incomes', false, 'CONTADO', 'EFECTIVO', '2026-01-01', 1 FROM generate_series(1, 50000) g`);
        await db.execute(sql`SET LOCAL session_replication_role = origin`);
        await listDocuments(db, SALES, u.id, all, { limit: 50 });
        // A deep page by offset: the months before it from list_totals, then one month's rows.
        await listDocuments(db, SALES, u.id, all, { limit: 50, offset: 4000 });
      });
      const sums = plans.filter((p) =>
        nodesOf(p).some((n) => n['Relation Name'] === 'list_totals' && n['Node Type'] !== 'ModifyTable'),
      );
      // One read a page: the first page's count and totals; the offset page's months (both from it).
      expect(sums.length, JSON.stringify(plans, null, 1)).toBe(2);
      for (const p of sums) {
        const read = nodesOf(p).filter((n) => n['Relation Name']);
        expect(
          read.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]),
          JSON.stringify(p, null, 1),
        ).toEqual([['Index Scan', 'list_totals', 'list_totals_key']]);
      }
      const seq = plans
        .flatMap(nodesOf)
        .filter((n) => n['Node Type'] === 'Seq Scan' && CREDITS.includes(n['Relation Name'] ?? ''));
      expect(seq, JSON.stringify(plans, null, 1)).toEqual([]);
    });

    it('the server analyses the tables that changed, and leaves empty ones alone', async () => {
      const stats = () =>
        queryRows<{ relname: string; n_live_tup: number; analysed: boolean }>(
          t.deps.db,
          sql`SELECT relname, n_live_tup::int, last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables
            WHERE relname IN ('journal_lines', 'wompi_transactions') ORDER BY relname`,
        );
      // Statistics of the writes reach pg_stat_user_tables within a second or so.
      for (let i = 0; i < 50 && !((await stats())[0]?.n_live_tup ?? 0); i++)
        await new Promise((r) => setTimeout(r, 200));
      await maintainChangedTables(pool);
      const after = await stats();
      expect(after.map((s) => [s.relname, s.analysed])).toEqual([
        ['journal_lines', true],
        ['wompi_transactions', false],
      ]);
    });

    it('where autovacuum does not run, the server vacuums the tables an update filled with dead rows', async () => {
      const incomes = async () =>
        (
          await queryRows<{ dead: number; vacuums: number }>(
            t.deps.db,
            sql`SELECT n_dead_tup::int AS dead, vacuum_count::int AS vacuums FROM pg_stat_user_tables
              WHERE relname = 'incomes'`,
          )
        )[0] ?? { dead: 0, vacuums: 0 };
      const before = await incomes();
      // Every sale of the user rewritten once (as an abono or a void does): a dead row for each.
      await t.deps.db.execute(sql`UPDATE incomes SET observations = observations WHERE user_id = ${u.id}`);
      for (let i = 0; i < 50 && (await incomes()).dead < 5000; i++)
        await new Promise((r) => setTimeout(r, 200));
      await maintainChangedTables(pool);
      let after = await incomes();
      for (let i = 0; i < 50 && after.vacuums === before.vacuums; i++) {
        await new Promise((r) => setTimeout(r, 200));
        after = await incomes();
      }
      // The fixture turned autovacuum off for the table: the server's own check did the vacuum.
      expect(after.vacuums).toBe(before.vacuums + 1);
      expect(after.dead).toBeLessThan(50);
    });
  },
);
