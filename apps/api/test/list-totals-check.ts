import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/ledger/rows.ts';
import { CREDIT_KINDS, type CreditKindList } from '../src/modules/credit/kinds.ts';
import { listTotalsMismatches } from '../src/modules/credit/list-totals.ts';
import type { TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';
import type { apiOf } from './incomes-fixtures.ts';

// The check of the list header totals' tests (not a test file itself): every filter the lists
// accept, answered by the API from `list_totals`, against the old pass over the whole filter.

type Api = ReturnType<typeof apiOf>;
export type ListKind = CreditKindList;

/** Every filter a list accepts: type × method × with or without payments (18 per list). */
export const FILTERS = [undefined, 'CONTADO', 'CREDITO'].flatMap((type) =>
  [undefined, 'EFECTIVO', 'BANCO'].flatMap((method) =>
    [false, true].map((payments) => ({ type, method, payments })),
  ),
);
type Filter = (typeof FILTERS)[number];

/**
 * The old computation (document-list.ts `filterSums` before list_totals): count and sums over
 * every row of the filter — the documents by type and method, plus the payments by method.
 */
export async function scanSums(t: TestApp, userId: number, kind: ListKind, f: Filter) {
  const method = f.method ? sql` AND payment_method = ${f.method}` : sql``;
  const k = CREDIT_KINDS.find((c) => c.list === kind);
  if (!k) throw new Error(`no kind ${kind}`);
  const docs = sql`SELECT value, payment, deleted FROM ${k.docs} WHERE user_id = ${userId}
    ${f.type ? sql` AND payment_type = ${f.type}` : sql``}${method}`;
  const union: SQL = f.payments
    ? sql`${docs} UNION ALL SELECT value, value, deleted FROM ${k.payments}
        WHERE user_id = ${userId}${method}`
    : docs;
  const [r] = await queryRows<{ n: string; value: string; pending: string }>(
    t.database.db,
    sql`SELECT count(*)::text AS n, coalesce(sum(value) FILTER (WHERE NOT deleted), 0)::text AS value,
        coalesce(sum(value - payment) FILTER (WHERE NOT deleted), 0)::text AS pending
      FROM (${union}) AS merged`,
  );
  return { count: Number(r?.n), totals: { value: Number(r?.value), pending: Number(r?.pending) } };
}

const query = (f: Filter) =>
  [
    'totals=true&limit=1',
    f.type ? `payment_type=${f.type}` : '',
    f.method ? `payment_method=${f.method}` : '',
    f.payments ? 'payment=true' : '',
  ]
    .filter(Boolean)
    .join('&');

/**
 * `list_totals` agrees with the rows (the repair's check) and, for every list and every filter,
 * the first page's `count`, `totals` and total header equal the pass over the whole filter.
 */
export async function expectListTotalsExact(t: TestApp, api: Api, u: CreatedUser): Promise<void> {
  expect(await listTotalsMismatches(t.database.db, u.id)).toBe(0);
  for (const { list: kind } of CREDIT_KINDS) {
    for (const f of FILTERS) {
      const res = await api(u, 'GET', `/api/${kind}/?${query(f)}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { count: number; totals: { value: number; pending: number } };
      const expected = await scanSums(t, u.id, kind, f);
      expect({ kind, ...f, count: body.count, totals: body.totals }).toEqual({ kind, ...f, ...expected });
      expect(res.headers['x-total-count']).toBe(String(expected.count));
    }
  }
}
