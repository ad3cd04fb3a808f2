import { PERIOD_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { businessStartDate } from './start-date.ts';

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

export { YEAR_CLOSE_SOURCE } from './start-date.ts';

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
  const start = await businessStartDate(ex, userId);
  if (start !== null && earliest < start) throw AppError.rule(PERIOD_MSG.beforeStart(start));
  return lock;
}
