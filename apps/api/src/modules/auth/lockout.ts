import { MSG } from '@cc/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';

/**
 * Per-account login lockout, on top of the per-IP rate limit (docs/decisions/015): the per-IP
 * limit does nothing against guesses spread over many addresses. After THRESHOLD consecutive
 * failures for one email, that email is refused for 1 minute, then 2, 4, … up to 1 hour after
 * each further failure; a success (or a password reset) clears it, and failures older than a day
 * are forgotten. The same count guards every password check of an account: login and the
 * current password asked to change the email (PATCH /api/profiles/). Kept in the database, so it holds across replicas. Unknown emails are counted
 * the same way, so a refusal never tells whether an account exists.
 */
export const LOCKOUT = {
  threshold: 5,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

const keyOf = (email: string) => sha256(email.trim().toLowerCase());

function lockedError(waitMs: number): AppError {
  const seconds = Math.ceil(waitMs / 1000);
  return new AppError(
    429,
    { detail: MSG.login.locked(Math.ceil(seconds / 60)) },
    { 'retry-after': String(seconds) },
  );
}

/**
 * Reserves one password check for this email before the password is hashed, or refuses it with
 * 429 and Retry-After while the email is locked. The reservation counts as a failure at once, in
 * a single upsert that skips a locked row: of any burst, concurrent or spread over replicas, at
 * most THRESHOLD attempts are ever verified before the lock — the THRESHOLD-th reservation sets
 * it — and each later one after a lock ends sets the next, longer lock. A success then forgets
 * them all (clearLoginFailures); a failure leaves its reservation counted.
 */
export async function reserveLoginAttempt(deps: AppDeps, email: string): Promise<void> {
  const now = deps.clock.now();
  const forgetBefore = new Date(now.getTime() - LOCKOUT.forgetAfterMs);
  const { threshold, firstLockMs, maxLockMs } = LOCKOUT;
  // In ON CONFLICT DO UPDATE every column reference reads the row as it was before this update.
  const failures = sql`(case when ${loginFailures.lastFailureAt} < ${forgetBefore} then 1
    else ${loginFailures.failures} + 1 end)`;
  const lockMs = sql`least(${firstLockMs}::bigint * power(2, least(${failures} - ${threshold}, 30))::bigint,
    ${maxLockMs}::bigint)`;
  const reserved = await deps.db
    .insert(loginFailures)
    .values({ emailHash: keyOf(email), failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginFailures.emailHash,
      set: {
        failures,
        lastFailureAt: now,
        lockedUntil: sql`case when ${failures} >= ${threshold}
          then ${now}::timestamptz + ${lockMs} * interval '1 millisecond' end`,
      },
      // A locked row is left as it is: no reservation, and the lock does not grow while refused.
      setWhere: sql`${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= ${now}`,
    })
    .returning({ failures: loginFailures.failures });
  if (reserved.length) return;
  const [row] = await deps.db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.emailHash, keyOf(email)));
  // Unlocked between the two statements (a success cleared it, or it just expired): try again.
  const waitMs = (row?.lockedUntil?.getTime() ?? 0) - now.getTime();
  if (waitMs <= 0) return reserveLoginAttempt(deps, email);
  throw lockedError(waitMs);
}

/** Forgets the failures of an email: after a successful login or a password reset. */
export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailHash, keyOf(email)));
}
