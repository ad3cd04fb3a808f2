import { type BooksLock, type BooksLockUpdate, isCalendarDate, PERIOD_MSG } from '@cc/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalEntries, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { businessStartDate, YEAR_CLOSE_SOURCE } from '../../ledger/index.ts';
import { monthEnd, today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/tokens.ts';
import { clearLoginFailures, reserveLoginAttempt } from '../auth/index.ts';
import { postYearClose, reverseYearClose, yearEndsBetween } from './year-close.ts';

/** The years whose closing entry is live (posted and not reversed by a reopening). */
async function closedYears(ex: Executor, userId: number): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ year: journalEntries.sourceId })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        eq(journalEntries.sourceType, YEAR_CLOSE_SOURCE),
        isNull(journalEntries.reversedAt),
      ),
    );
  return rows.map((r) => r.year).sort((a, b) => a - b);
}

/** GET /api/books/lock/: the last closed day and the closed years. */
export async function readLock(deps: AppDeps, userId: number): Promise<BooksLock> {
  const [user] = await deps.db.select({ lockDate: users.lockDate }).from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
  return { lock_date: user.lockDate, closed_years: await closedYears(deps.db, userId) };
}

/** The owner's password, counted with the login's failures of this account (429 while locked). */
async function checkPassword(deps: AppDeps, userId: number, password: string | undefined): Promise<void> {
  if (!password) throw AppError.field('password', PERIOD_MSG.passwordRequired);
  const [user] = await deps.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
  await reserveLoginAttempt(deps, user.email);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw AppError.field('password', PERIOD_MSG.passwordWrong);
  }
  await clearLoginFailures(deps.db, user.email);
}

/** A lock date is the last day of a month that has ended (Bogotá). */
function checkLockDate(lockDate: string | null, todayDate: string): void {
  if (lockDate === null) return;
  if (!isCalendarDate(lockDate) || monthEnd(lockDate) !== lockDate) {
    throw AppError.field('lock_date', PERIOD_MSG.notMonthEnd);
  }
  if (lockDate >= todayDate) throw AppError.field('lock_date', PERIOD_MSG.notEnded);
}

const isBack = (from: string | null, to: string | null) => from !== null && (to === null || to < from);

/**
 * PUT /api/books/lock/ (docs/accounting.md §Closed periods, ADR 038): moves the lock date. Forward
 * (closing) needs the session; back (reopening) the owner's password as well. In one transaction
 * that holds the user's row FOR UPDATE — every writer reads the lock FOR KEY SHARE, so it waits for
 * us and sees the new date — the date moves and every year whose 31 December it passes gets its
 * closing entries (forward) or has them reversed (back).
 */
export async function moveLock(deps: AppDeps, userId: number, input: BooksLockUpdate): Promise<BooksLock> {
  const next = input.lock_date;
  checkLockDate(next, today(deps.clock));
  const before = await readLock(deps, userId);
  // The password is checked before the transaction (its failure counter is written apart).
  const checked = isBack(before.lock_date, next);
  if (checked) await checkPassword(deps, userId, input.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ lockDate: users.lockDate })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw AppError.notFound();
    const current = user.lockDate;
    if (isBack(current, next) && !checked) throw AppError.field('password', PERIOD_MSG.passwordRequired);
    await tx.update(users).set({ lockDate: next }).where(eq(users.id, userId));
    if (current !== null && isBack(current, next)) {
      const reopened = (await closedYears(tx, userId)).filter((y) => next === null || `${y}-12-31` > next);
      for (const year of reopened.reverse()) await reverseYearClose(tx, userId, year, now);
    } else if (next !== null && next !== current) {
      const start = await businessStartDate(tx, userId);
      if (start !== null) {
        for (const year of yearEndsBetween(current, next, Number(start.slice(0, 4)))) {
          await postYearClose(tx, userId, year);
        }
      }
    }
  });
  return readLock(deps, userId);
}
