import { getTableName, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { CREDIT_KINDS } from '../src/modules/credit/kinds.ts';

// The test oracle of the credits' `settled_on` (ADR 023 part B), not a test file itself. It shares
// nothing with the SQL it checks (credit/settled.ts): it reads the plain rows — each credit's
// value and stored settled_on, each live payment's document, date and value — and computes the
// settled day in TypeScript: walk the payments in date order, and the day the running sum first
// reaches the value is the settled day; null while anything is pending.

type Payment = { date: string; value: number };

/** The day `payments` (live ones, any order) first add up to `value`; null if they never do. */
export function settledDayOf(value: number, payments: readonly Payment[]): string | null {
  let paid = 0;
  for (const p of [...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    paid += p.value;
    if (paid >= value) return p.date;
  }
  return null;
}

export type SettledRow = { kind: string; id: number; stored: string | null; expected: string | null };

/** Every credit document of the user with its stored `settled_on` and the oracle's day. */
export async function settledByOracle(db: Executor, userId: number): Promise<SettledRow[]> {
  const out: SettledRow[] = [];
  for (const k of CREDIT_KINDS) {
    const docs = await queryRows<{ id: number; value: string; settled_on: string | null }>(
      db,
      sql`SELECT id, value::text AS value, settled_on::text AS settled_on FROM ${k.docs}
        WHERE user_id = ${userId} AND payment_type = 'CREDITO' ORDER BY id`,
    );
    const rows = await queryRows<{ doc: number; date: string; value: string }>(
      db,
      sql`SELECT ${sql.identifier(k.paymentDocId.name)} AS doc, date::text AS date, value::text AS value
        FROM ${k.payments} WHERE user_id = ${userId} AND deleted = false`,
    );
    const byDoc = new Map<number, Payment[]>();
    for (const r of rows) {
      const list = byDoc.get(r.doc) ?? [];
      list.push({ date: r.date, value: Number(r.value) });
      byDoc.set(r.doc, list);
    }
    for (const d of docs) {
      out.push({
        kind: getTableName(k.docs),
        id: d.id,
        stored: d.settled_on,
        expected: settledDayOf(Number(d.value), byDoc.get(d.id) ?? []),
      });
    }
  }
  return out;
}

/** Every credit of the user has the settled day its payments give (the oracle above). */
export async function expectSettledAsPayments(db: Executor, userId: number): Promise<void> {
  const rows = await settledByOracle(db, userId);
  const wrong = rows.filter((r) => r.stored !== r.expected);
  expect(wrong, `settled_on of ${rows.length} credits`).toEqual([]);
}
