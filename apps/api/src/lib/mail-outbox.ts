import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { startIntervalWorker } from './interval-worker.ts';
import type { Mailer, MailMessage } from './mail.ts';

/**
 * The persistent mail queue in front of the mailer (SMTP or the .eml outbox folder). A request
 * writes its message with enqueueMail in its own transaction and answers at once; the worker
 * sends due messages, retrying with exponential backoff. docs/decisions/016-mail-outbox.md.
 */
export const MAIL_RETRY = {
  /** Wait after the first failure; doubled after each further one, up to maxDelayMs. */
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  /** Attempts before giving up (1, 2, 4 … 32, 60, 60, 60 minutes apart: about 4 hours). */
  maxAttempts: 10,
  /**
   * A claimed message is not due again before this, so no other replica takes it while it is
   * being sent; if the process dies mid-send it becomes due again. Longer than any SMTP timeout.
   */
  leaseMs: 15 * 60_000,
  /** Messages claimed per tick. */
  batch: 20,
} as const;

/** How long to wait after the `attempts`-th failed attempt (1-based). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(MAIL_RETRY.firstDelayMs * 2 ** exponent, MAIL_RETRY.maxDelayMs);
}

/** Queues a message, due now. Call it with the transaction that makes the message true. */
export async function enqueueMail(
  tx: Executor,
  clock: Clock,
  message: MailMessage,
  opts: { expiresAt?: Date } = {},
): Promise<number> {
  const now = clock.now();
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      nextAttemptAt: now,
      expiresAt: opts.expiresAt ?? null,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned nothing');
  return row.id;
}

export type OutboxDeps = { db: Db; clock: Clock; mailer: Mailer };
export type OutboxLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
export type DeliveryReport = { sent: number; retrying: number; gaveUp: number };

/**
 * Claims the due messages (one UPDATE; `FOR UPDATE SKIP LOCKED` lets several replicas claim
 * side by side without waiting or taking the same row) by counting the attempt and leasing them,
 * then sends each outside any transaction and records the outcome.
 */
export async function deliverDueMail(deps: OutboxDeps, log: OutboxLog): Promise<DeliveryReport> {
  const { db, clock, mailer } = deps;
  const now = clock.now();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(MAIL_RETRY.batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + MAIL_RETRY.leaseMs),
    })
    .where(and(inArray(mailOutbox.id, due), isNull(mailOutbox.sentAt)))
    .returning();

  const report: DeliveryReport = { sent: 0, retrying: 0, gaveUp: 0 };
  for (const mail of claimed.sort((a, b) => a.id - b.id)) {
    const settle = (set: Partial<typeof mailOutbox.$inferInsert>) =>
      db.update(mailOutbox).set(set).where(eq(mailOutbox.id, mail.id));
    // A finished message keeps its envelope for the record but not its body: a reset link must
    // not outlive its purpose in the database (elsewhere only the token's hash is stored).
    const finish = (set: Partial<typeof mailOutbox.$inferInsert>) =>
      settle({ ...set, nextAttemptAt: null, text: '', html: null });
    if (mail.expiresAt && mail.expiresAt <= now) {
      await finish({ lastError: mail.lastError ?? 'expired before it could be sent' });
      log.warn({ mailId: mail.id, attempts: mail.attempts - 1 }, 'mail expired unsent; giving up');
      report.gaveUp += 1;
      continue;
    }
    try {
      await mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
      });
      await finish({ sentAt: clock.now(), lastError: null });
      report.sent += 1;
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (mail.attempts >= MAIL_RETRY.maxAttempts) {
        await finish({ lastError });
        log.error({ mailId: mail.id, attempts: mail.attempts, error: lastError }, 'mail not sent; giving up');
        report.gaveUp += 1;
      } else {
        const retryAt = new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
        await settle({ nextAttemptAt: retryAt, lastError });
        log.warn(
          { mailId: mail.id, attempts: mail.attempts, retryAt, error: lastError },
          'mail not sent; will retry',
        );
        report.retrying += 1;
      }
    }
  }
  return report;
}

export type MailWorker = {
  /** Runs a delivery soon (after a message was queued) instead of waiting for the interval. */
  wake: () => void;
  /** Stops the interval and waits for a delivery in progress. */
  stop: () => Promise<void>;
};

/**
 * The in-process worker: a delivery every `intervalMs` and on wake(), never two at once in this
 * process (replicas are kept apart by the claim). Started by main.ts; tests call deliverDueMail.
 */
export function startMailWorker(deps: OutboxDeps, log: OutboxLog, intervalMs = 5_000): MailWorker {
  return startIntervalWorker(
    () => deliverDueMail(deps, log),
    (err) => log.error({ err }, 'mail delivery failed'),
    intervalMs,
  );
}
