import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchCalls, LIST_URLS } from '../bench/calls.ts';
import { loadPurchases } from '../bench/purchases.ts';
import { BENCH_TODAY } from '../bench/server.ts';
import { loadShop } from '../bench/shop.ts';
import { TENANT_TABLES } from '../src/db/tenancy.ts';
import { KIND_CASES, newAbono, newDoc } from './credit-kinds-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { explainable, partitionParents, type Reach, reach, spread } from './helpers/partition-scans.ts';
import { apiOf } from './incomes-fixtures.ts';

/**
 * npm run test:citus-shape (issue 22): every statement the server runs while it answers one
 * shop — every call of the bench (reports, summaries, list pages, downloads), the reads of one
 * sale, purchase and expense and the sale's PDF and share link, every other GET the OpenAPI
 * document lists without a path parameter (and one product's), and the writes of a sale, a
 * purchase, an expense, an abono and a void — reaches one partition of each tenant table, as on
 * Citus it must reach one shard. Statements are recorded with their parameters as the pg driver
 * sends them, only while a request of the test is being answered (background work — the mail
 * outbox, the reminders sweep, subscription expiry, ledger:repair across shops — runs outside
 * one and legitimately reads every shop); each distinct statement is then planned with its
 * parameters (helpers/partition-scans.ts). Only on the partitioned PostgreSQL of that command.
 */
const SALES = 150;
type Recorded = { text: string; values: unknown[]; call: string };

const current = new AsyncLocalStorage<string>();
const recorded: Recorded[] = [];
const record = (arg: unknown, values: unknown) => {
  const call = current.getStore();
  if (!call) return;
  // query(text, values), query({ text, values }) or, as drizzle does, query({ text }, values).
  const q = (typeof arg === 'string' ? { text: arg } : arg) as { text?: unknown; values?: unknown };
  if (typeof q.text !== 'string') return;
  const params = Array.isArray(q.values) ? q.values : Array.isArray(values) ? values : [];
  recorded.push({ text: q.text, values: params, call });
};
// Both the pool (where a query waits for a connection, maybe resumed in another request's
// context) and the client (statements of a transaction, cursors of a download).
const clientQuery = pg.Client.prototype.query;
const poolQuery = pg.Pool.prototype.query;
function patch() {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    record(args[0], args[1]);
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    record(args[0], args[1]);
    return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof poolQuery;
}
function unpatch() {
  pg.Client.prototype.query = clientQuery;
  pg.Pool.prototype.query = poolQuery;
}

const shorten = (text: string, n = 240) => {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n)}…` : one;
};

let t: TestApp;
let shop: CreatedUser;
let productId: number;

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.CC_TEST_CITUS_SHAPE)(
  'each of one shop’s queries reaches one partition (npm run test:citus-shape)',
  () => {
    beforeAll(async () => {
      t = await createTestApp({ now: `${BENCH_TODAY}T15:00:00Z` });
      // Two shops with histories, so that the other shop's partition holds rows too.
      const other = await createUser(t);
      shop = await createUser(t);
      for (const u of [other, shop]) {
        const id = await loadShop(t, u, {
          sales: SALES,
          today: BENCH_TODAY,
          more: (db) => loadPurchases(db, u.id, BENCH_TODAY, Math.ceil(SALES / 30)),
        });
        if (u === shop) productId = id;
      }
      await t.deps.db.execute(sql`ANALYZE`);
    }, 120_000);
    afterAll(async () => {
      unpatch();
      await t?.close();
    });

    it('plans every statement of the bench, the documents and the writes within one partition', async () => {
      const c = new pg.Client({ connectionString: t.databaseUrl });
      await c.connect();
      try {
        const parents = await partitionParents(c);
        const partitioned = new Set(parents.values());
        expect(TENANT_TABLES.filter((x) => !partitioned.has(x))).toEqual([]);

        const api = apiOf(t);
        // Awaited inside the context: app.inject answers a thenable that starts the request only
        // when it is awaited, which outside run() would leave its statements unrecorded.
        const during = <T>(call: string, f: () => PromiseLike<T>) => current.run(call, async () => await f());
        const get = (call: string, url: string) =>
          during(call, async () => {
            const res = await api(shop, 'GET', url);
            expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
            return res;
          });
        patch();
        const listSizes = new Map<string, number>();
        const deepCursors = new Map<string, string>();
        for (const [name, url] of LIST_URLS) {
          const count = (await get(`list ${name} (count)`, `${url}&limit=1`)).json().count as number;
          listSizes.set(name, count);
          const deep = Math.floor(count * 0.9);
          const before = (await get(`list ${name} (cursor)`, `${url}&limit=1&offset=${deep - 1}`)).json();
          if (before.next) deepCursors.set(name, before.next);
        }
        const calls = benchCalls(productId, listSizes, deepCursors);
        for (const call of calls) await get(call.name, call.url);

        // Every other read the API documents: each GET without path parameters (as the screens
        // call them when they open; one that needs a query answers 400 after its own reads), and
        // those of one product.
        const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
          paths: Record<string, Record<string, unknown>>;
        };
        const reads = Object.keys(spec.paths)
          // (Not the token's refresh: it ends the session the rest of the test uses.)
          .filter((path) => spec.paths[path]?.get && !/[{]|\/docs|\/token\//.test(path))
          .concat(['/api/inventories/{id}/', '/api/stocks/?inventory={id}', '/api/logs/?inventory={id}'])
          .map((path) => path.replace('{id}', String(productId)));
        const n0 = recorded.length;
        expect(reads.length).toBeGreaterThan(20);
        for (const url of reads) {
          const res = await during(`read ${url}`, () => api(shop, 'GET', url));
          expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }
        expect(recorded.length).toBeGreaterThan(n0 + reads.length);

        // The shop's other writes: an item created, edited and deleted; a batch; a budget.
        const write = async (call: string, method: Parameters<typeof api>[1], url: string, body?: object) => {
          const res = await during(call, () => api(shop, method, url, body));
          expect(res.statusCode, `${call}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
          return res;
        };
        const item = (
          await write('inventories: create', 'POST', '/api/inventories/', {
            category: 'PRODUCTO COMPRADO',
            name: 'Aceite 1 L',
            sku: 'ACE',
            cost_value: 8000,
            sale_value: 11_000,
          })
        ).json() as { id: number };
        await write('inventories: edit', 'PATCH', `/api/inventories/${item.id}/`, { sale_value: 12_000 });
        await write('inventories: delete', 'DELETE', `/api/inventories/${item.id}/`);
        await write('stocks: manual batch', 'POST', '/api/stocks/', {
          inventory_id: productId,
          cost_value: 8000,
          sale_value: 12_000,
          quantity: 5,
          is_initial: false,
          is_active: true,
        });
        await write('budgets: create', 'POST', '/api/budgets/', {
          date: BENCH_TODAY.slice(0, 7),
          category: 1,
          value: 400_000,
          financial_mov: 'INGRESO',
        });

        // The documents: one of each kind written (cash and credit), read, paid, its abono and itself voided.
        for (const k of KIND_CASES) {
          const ctx = await during(`${k.resource}: prepare`, () => k.prepare(t, shop));
          const cash = await during(`${k.resource}: create cash`, () =>
            newDoc(t, shop, k, ctx, BENCH_TODAY, 30_000, {
              payment_type: 'CONTADO',
              payment_method: 'EFECTIVO',
            }),
          );
          const credit = await during(`${k.resource}: create credit`, () =>
            newDoc(t, shop, k, ctx, BENCH_TODAY, 50_000, { payment_type: 'CREDITO' }),
          );
          const abono = await during(`${k.resource}: abono`, () =>
            newAbono(t, shop, k, credit.id, BENCH_TODAY, 10_000),
          );
          await get(`${k.resource}: read`, `/api/${k.resource}/${credit.id}/`);
          await get(`${k.resource}: read abono`, `/api/${k.resource}/${credit.id}/payments/${abono.id}`);
          if (k.resource === 'incomes') {
            await get('incomes: pdf', `/api/incomes/${credit.id}/pdf`);
            const link = await during('incomes: share link', () =>
              api(shop, 'POST', `/api/incomes/${credit.id}/share-link/`),
            );
            expect(link.statusCode, link.body).toBe(200);
            const path = new URL(link.json().url as string).pathname;
            const shared = await during('incomes: shared pdf', () =>
              t.app.inject({ method: 'GET', url: path }),
            );
            expect(shared.statusCode).toBe(200);
          }
          for (const [what, url] of [
            ['void abono', `/api/${k.resource}/${credit.id}/payments/${abono.id}`],
            ['void', `/api/${k.resource}/${cash.id}/`],
          ] as const) {
            const res = await during(`${k.resource}: ${what}`, () => api(shop, 'DELETE', url));
            expect(res.statusCode, res.body).toBe(204);
          }
        }
        unpatch();

        const shapes = new Map<string, Recorded & { calls: Set<string> }>();
        for (const r of recorded) {
          if (!explainable(r.text)) continue;
          const seen = shapes.get(r.text);
          if (seen) seen.calls.add(r.call);
          else shapes.set(r.text, { ...r, calls: new Set([r.call]) });
        }
        const flagged: string[] = [];
        const unplanned: string[] = [];
        const runtimePruned: string[] = [];
        const where = (s: { calls: Set<string> }) => [...s.calls].slice(0, 3).join('; ');
        for (const s of shapes.values()) {
          let r: Reach;
          try {
            r = await reach(c, s.text, s.values, parents);
          } catch (e) {
            unplanned.push(`${(e as Error).message} in ${where(s)}\n    ${shorten(s.text)}`);
            continue;
          }
          const wide = spread(r);
          if (wide.length) {
            const why = r.analyzeError ? ` (not run: ${r.analyzeError})` : '';
            flagged.push(`${wide.join(', ')}${why} in ${where(s)}\n    ${shorten(s.text)}`);
            console.log(
              `reaches several partitions: ${wide.join(', ')} in ${where(s)}\n${shorten(s.text, 10_000)}\n`,
            );
          } else if (r.executed) runtimePruned.push(`${where(s)}: ${shorten(s.text, 120)}`);
        }
        console.log(
          `${shapes.size} statement shapes checked (${recorded.length} statements over ${calls.length} bench calls and the documents); ${flagged.length} reach several partitions${unplanned.length ? `; ${unplanned.length} could not be planned` : ''}; ${runtimePruned.length} pruned only while running:\n  ${runtimePruned.join('\n  ')}`,
        );
        expect(shapes.size).toBeGreaterThan(50);
        expect({ flagged, unplanned }).toEqual({ flagged: [], unplanned: [] });
      } finally {
        unpatch();
        await c.end();
      }
    }, 120_000);
  },
);
