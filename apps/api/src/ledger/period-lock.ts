import { PERIOD_MSG } from '@cc/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { queryRows } from './rows.ts';

/**
 * Closed periods (docs/accounting.md §Closed periods, ADR 038). The lock date lives on the user's
 * row. Writers read it FOR KEY SHARE: that never blocks another writer, nor the foreign-key checks
 * and NO KEY UPDATE locks already taken on that row, but it waits for a period close, which holds
 * the row FOR UPDATE while it moves the date and posts the year-end entries. So a write and a close
 * are serial: no entry lands in a month after the month was closed.
 */
export async function lockDateOf(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await ex
    .select({ lockDate: users.lockDate })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share');
  return row?.lockDate ?? null;
}

/** Source type of the year-end entries (comprobante CI): the source id is the year. */
export const YEAR_CLOSE_SOURCE = 'year_close';

/**
 * The first day of the month of the user's earliest dated entry (year-end entries and opening
 * entries aside), null when there is none. A stand-in for the business start date of issue 23
 * item 2 (`businessStartDate` of ledger/start-date.ts, written in parallel): once a period is
 * closed a document may no longer move the start of the books back.
 */
export async function earliestBookMonth(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await queryRows<{ start: string | null }>(
    ex,
    sql`SELECT to_char(date_trunc('month', min(date)), 'YYYY-MM-DD') AS start FROM journal_entries
      WHERE user_id = ${userId} AND NOT is_opening AND source_type <> ${YEAR_CLOSE_SOURCE}`,
  );
  return row?.start ?? null;
}

/**
 * Refuses (400 validations_error naming the closed date) a write of any of `dates` on or before the
 * lock date, and, once a period is closed, one dated before the start of the books. Returns the
 * lock date (null: no period closed).
 */
export async function assertOpenPeriod(
  ex: Executor,
  userId: number,
  ...dates: string[]
): Promise<string | null> {
  const lock = await lockDateOf(ex, userId);
  if (lock === null || dates.length === 0) return lock;
  const earliest = [...dates].sort()[0] as string;
  if (earliest <= lock) throw AppError.rule(PERIOD_MSG.closed(lock));
  const start = await earliestBookMonth(ex, userId);
  if (start !== null && earliest < start) throw AppError.rule(PERIOD_MSG.beforeStart(start));
  return lock;
}
