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
 * are forgotten. Kept in the database, so it holds across replicas. Unknown emails are counted
 * the same way, so a refusal never tells whether an account exists.
 */
export const LOCKOUT = {
  threshold: 5,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

const keyOf = (email: string) => sha256(email.trim().toLowerCase());

/** 429 with Retry-After while the email is locked. Checked before the password is. */
export async function assertLoginAllowed(deps: AppDeps, email: string): Promise<void> {
  const [row] = await deps.db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.emailHash, keyOf(email)));
  const waitMs = (row?.lockedUntil?.getTime() ?? 0) - deps.clock.now().getTime();
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw new AppError(
    429,
    { detail: MSG.login.locked(Math.ceil(seconds / 60)) },
    { 'retry-after': String(seconds) },
  );
}

/**
 * Counts one failure in a single upsert (concurrent failures are never lost) and, from the
 * THRESHOLD-th on, locks the email for firstLockMs · 2^(failures − THRESHOLD), capped.
 */
export async function recordLoginFailure(deps: AppDeps, email: string): Promise<void> {
  const now = deps.clock.now();
  const forgetBefore = new Date(now.getTime() - LOCKOUT.forgetAfterMs);
  const { threshold, firstLockMs, maxLockMs } = LOCKOUT;
  // In ON CONFLICT DO UPDATE every column reference reads the row as it was before this update.
  const failures = sql`(case when ${loginFailures.lastFailureAt} < ${forgetBefore} then 1
    else ${loginFailures.failures} + 1 end)`;
  const lockMs = sql`least(${firstLockMs}::bigint * power(2, least(${failures} - ${threshold}, 30))::bigint,
    ${maxLockMs}::bigint)`;
  await deps.db
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
    });
}

/** Forgets the failures of an email: after a successful login or a password reset. */
export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailHash, keyOf(email)));
}
