import { AGING_BUCKETS, type AgingBucket, agingBucket, BOOK_ROWS, type ReportRow } from '@cc/shared';
import { type SQL, sql } from 'drizzle-orm';
import { titleRow, valueRow } from './rows.ts';

const DAY_MS = 86_400_000;

/** Whole days from `since` to `to` (calendar dates), never negative. */
export function daysPending(since: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${since}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, days);
}

/** An open credit as of `to`: since when it is pending and how much. */
export type OpenCredit = { days: number; pending: number };

/**
 * The aging summary under the debtors and debts reports: a title and one row per bucket (0–30,
 * 31–60, 61–90, >90 days) with the pending balance of the credits in it, each credit in its own
 * bucket (a client's two sales may fall in two). The buckets add up to the report's total.
 */
export function agingRows(
  credits: OpenCredit[],
  summed: ReadonlyMap<AgingBucket, number> = new Map(),
): ReportRow[] {
  const sums = new Map<AgingBucket, number>(AGING_BUCKETS.map((b) => [b.key, summed.get(b.key) ?? 0]));
  for (const c of credits) {
    const key = agingBucket(c.days);
    sums.set(key, (sums.get(key) ?? 0) + c.pending);
  }
  return [
    titleRow(BOOK_ROWS.aging),
    ...AGING_BUCKETS.map((b) => valueRow(b.label, sums.get(b.key) ?? 0, { bucket: b.key })),
  ];
}

/**
 * The bucket index (in AGING_BUCKETS) of a credit pending since `date` as of `to`, as SQL: the
 * same thresholds as agingBucket, for a report that sums its credits in the database.
 */
export function agingBucketSql(date: SQL, to: string): SQL<number> {
  const days = sql`greatest(0, ${to}::date - ${date})`;
  const finite = AGING_BUCKETS.filter((b) => Number.isFinite(b.max));
  return sql<number>`CASE ${sql.join(
    finite.map((b, i) => sql`WHEN ${days} <= ${b.max}::int THEN ${i}::int`),
    sql` `,
  )} ELSE ${finite.length}::int END`;
}
