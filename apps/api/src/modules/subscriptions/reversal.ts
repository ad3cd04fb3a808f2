import { and, asc, eq, gt, gte, inArray, lte, max, notExists, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { plans, userSubscriptions, users, wompiTransactions } from '../../db/schema/index.ts';
import { addDays, bogotaDate } from '../../lib/clock.ts';
import { WOMPI_CURRENCY } from '../../lib/wompi.ts';
import { notifyPaymentReversed } from '../notifications/index.ts';
import { periodFrom } from './period.ts';

/**
 * A payment taken back after approval: Wompi voids card payments (VOIDED) and a refund may be
 * reported as REFUNDED. Either one undoes the approval of the same transaction id.
 */
export const REVERSAL_STATUSES = ['VOIDED', 'REFUNDED'];

export type PaidRecord = { id: number; userId: number; amount: number; reference: string | null };

const reversal = alias(wompiTransactions, 'reversal');

/**
 * The one definition of "this record is paid" (a filter on wompi_transactions): an APPROVED
 * transaction of the configured environment with the record's exact reference, in COP, for
 * exactly amount × 100, that has not been voided or refunded — whatever order the events came in.
 */
export function unreversedApproval(tx: Tx, record: PaidRecord, environment: string): SQL | undefined {
  return and(
    eq(wompiTransactions.reference, record.reference ?? ''),
    eq(wompiTransactions.status, 'APPROVED'),
    eq(wompiTransactions.amountInCents, record.amount * 100),
    eq(wompiTransactions.currency, WOMPI_CURRENCY),
    eq(wompiTransactions.environment, environment),
    notExists(
      tx
        .select({ id: reversal.id })
        .from(reversal)
        .where(
          and(
            eq(reversal.transactionId, wompiTransactions.transactionId),
            eq(reversal.environment, wompiTransactions.environment),
            inArray(reversal.status, REVERSAL_STATUSES),
          ),
        ),
    ),
  );
}

/** Locks the user's row: every change to a user's paid periods queues here (see paidPeriod). */
export async function lockUserPeriods(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * A VOIDED/REFUNDED state of `transactionId` was just stored for `record`. When that transaction
 * is the approval that activated the record (and no other approval still pays it), the period it
 * bought ends: a running period ends today (access stops now, as the gate reads the active
 * flag), a period that had not started is withdrawn. Renewals queued after it move up to fill
 * the gap, so a later payment is never left waiting behind a period that no longer exists.
 * The user gets a notice. The caller holds the user's lock. Returns whether a period ended.
 */
export async function endReversedPeriod(
  tx: Tx,
  record: PaidRecord,
  transactionId: string,
  environment: string,
  now: Date,
): Promise<boolean> {
  const [approval] = await tx
    .select({ id: wompiTransactions.id })
    .from(wompiTransactions)
    .where(
      and(
        eq(wompiTransactions.transactionId, transactionId),
        eq(wompiTransactions.reference, record.reference ?? ''),
        eq(wompiTransactions.status, 'APPROVED'),
        eq(wompiTransactions.amountInCents, record.amount * 100),
        eq(wompiTransactions.currency, WOMPI_CURRENCY),
        eq(wompiTransactions.environment, environment),
      ),
    )
    .limit(1);
  if (!approval) return false;

  const [current] = await tx
    .select({
      active: userSubscriptions.subscriptionActive,
      initialDate: userSubscriptions.initialDate,
      finalDate: userSubscriptions.finalDate,
      planName: plans.name,
    })
    .from(userSubscriptions)
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.userId, record.userId), eq(userSubscriptions.id, record.id)));
  if (!current?.active) return false;
  const [stillPaid] = await tx
    .select({ id: wompiTransactions.id })
    .from(wompiTransactions)
    .where(unreversedApproval(tx, record, environment))
    .limit(1);
  if (stillPaid) return false;

  const today = bogotaDate(now);
  const running = current.initialDate <= today && current.finalDate > today;
  await tx
    .update(userSubscriptions)
    .set({ subscriptionActive: false, paymentReversedAt: now, ...(running ? { finalDate: today } : {}) })
    .where(and(eq(userSubscriptions.userId, record.userId), eq(userSubscriptions.id, record.id)));
  await moveUpQueuedPeriods(tx, record.userId, today);
  await notifyPaymentReversed(tx, {
    userId: record.userId,
    recordId: record.id,
    planName: current.planName,
    reference: record.reference ?? '',
    now,
  });
  return true;
}

/**
 * Re-chains the user's paid periods that have not started: each starts the day after the paid
 * period before it (the one running today, if any) or today, keeping its own length. Only ever
 * moves a period earlier, since a link of the chain was just removed.
 */
async function moveUpQueuedPeriods(tx: Tx, userId: number, today: string): Promise<void> {
  const paidActive = and(
    eq(userSubscriptions.userId, userId),
    eq(userSubscriptions.subscriptionActive, true),
    gt(userSubscriptions.amount, 0),
  );
  const [runningNow] = await tx
    .select({ end: max(userSubscriptions.finalDate) })
    .from(userSubscriptions)
    .where(
      and(paidActive, lte(userSubscriptions.initialDate, today), gte(userSubscriptions.finalDate, today)),
    );
  const queued = await tx
    .select({ id: userSubscriptions.id, initialDate: userSubscriptions.initialDate, months: plans.duration })
    .from(userSubscriptions)
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(and(paidActive, gt(userSubscriptions.initialDate, today)))
    .orderBy(asc(userSubscriptions.initialDate), asc(userSubscriptions.id));
  let coveredUntil = runningNow?.end ?? null;
  for (const row of queued) {
    const period = periodFrom(coveredUntil ? addDays(coveredUntil, 1) : today, row.months);
    if (period.initialDate !== row.initialDate) {
      await tx
        .update(userSubscriptions)
        .set({ ...period, reminderSend: false })
        .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.id, row.id)));
    }
    coveredUntil = period.finalDate;
  }
}
