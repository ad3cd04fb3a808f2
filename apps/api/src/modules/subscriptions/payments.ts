import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { userSubscriptions, wompiTransactions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { bogotaDate } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  EVENT_MAX_DEPTH,
  expectedEnvironment,
  isStorableJson,
  parseReference,
  verifyEventChecksum,
  type WompiTransaction,
  ZWompiEvent,
  ZWompiTransaction,
} from '../../lib/wompi.ts';
import { paidPeriod } from './period.ts';
import { endReversedPeriod, lockUserPeriods, REVERSAL_STATUSES, unreversedApproval } from './reversal.ts';

/**
 * Wompi transactions → payment records → activation. Every path that learns about a transaction
 * (signed event, simulator, server-side lookup) goes through recordTransaction, and the only code
 * that sets subscription_active on a paid record is activateIfPaid.
 */

export const EVENT_MSG = {
  malformed: 'Evento de Wompi inválido.',
  badChecksum: 'La firma del evento no es válida.',
  unsignedFields: 'La firma del evento no cubre el id, el estado y el valor de la transacción.',
  wrongEnvironment: 'El ambiente del evento no corresponde con la configuración.',
} as const;

/** What a transaction event's signature must cover for the event to be believed. */
export const SIGNED_TRANSACTION_FIELDS = [
  'transaction.id',
  'transaction.status',
  'transaction.amount_in_cents',
];

const FINAL_STATUSES = ['APPROVED', 'DECLINED', 'VOIDED', 'ERROR', 'REFUNDED'];

/** What activation needs of a subscription record. */
export const recordColumns = {
  id: userSubscriptions.id,
  userId: userSubscriptions.userId,
  amount: userSubscriptions.amount,
  reference: userSubscriptions.reference,
  subscriptionActive: userSubscriptions.subscriptionActive,
};
type RecordRow = {
  id: number;
  userId: number;
  amount: number;
  reference: string | null;
  subscriptionActive: boolean;
};

/**
 * Activates a paid record when an APPROVED transaction of the configured environment carries
 * its exact reference, in COP, for exactly its amount × 100, and was not voided or refunded.
 * The caller holds the user's lock (lockUserPeriods). Returns whether it activated now.
 */
export async function activateIfPaid(
  tx: Tx,
  record: RecordRow,
  environment: string,
  now: Date,
): Promise<boolean> {
  if (record.subscriptionActive || !record.reference) return false;
  const [paid] = await tx
    .select({ id: wompiTransactions.id })
    .from(wompiTransactions)
    .where(unreversedApproval(tx, record, environment))
    .limit(1);
  if (!paid) return false;
  const period = await paidPeriod(tx, record.userId, record.id, bogotaDate(now));
  await tx
    .update(userSubscriptions)
    .set({ subscriptionActive: true, activatedAt: now, ...period, reminderSend: false })
    .where(and(eq(userSubscriptions.id, record.id), eq(userSubscriptions.subscriptionActive, false)));
  return true;
}

/** The shop's subscription record a reference names, locked for the transaction's writes. */
async function lockRecord(tx: Tx, userId: number, recordId: number, reference: string) {
  const [found] = await tx
    .select(recordColumns)
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.id, recordId),
        eq(userSubscriptions.reference, reference),
      ),
    )
    .for('update');
  return found;
}

export type RecordOutcome = { duplicate: boolean; activated: boolean };

/**
 * Stores one transaction state (unique on transaction id + status, so a replay changes nothing)
 * and activates the record it pays for, or ends the period it paid for when it was voided or
 * refunded. One database transaction; the user's row and then the record's are locked (always in
 * that order, as every writer of a user's periods) so two deliveries cannot race.
 */
export async function recordTransaction(
  deps: AppDeps,
  transaction: WompiTransaction,
  meta: { environment: string; sentAt: Date | null; raw: unknown },
): Promise<RecordOutcome> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    // Our references start with the shop's id and the record's: the shop is named before any of
    // its rows is read (a record only counts when the reference, the shop and the id agree).
    const parsed = parseReference(transaction.reference);
    let record: Awaited<ReturnType<typeof lockRecord>>;
    if (parsed) {
      await lockUserPeriods(tx, parsed.userId);
      record = await lockRecord(tx, parsed.userId, parsed.recordId, transaction.reference);
    }

    const inserted = await tx
      .insert(wompiTransactions)
      .values({
        transactionId: transaction.id,
        status: transaction.status,
        reference: transaction.reference,
        amountInCents: transaction.amount_in_cents,
        currency: transaction.currency,
        environment: meta.environment,
        userId: record?.userId ?? null,
        userSubscriptionId: record?.id ?? null,
        sentAt: meta.sentAt,
        raw: meta.raw,
      })
      .onConflictDoNothing({ target: [wompiTransactions.transactionId, wompiTransactions.status] })
      .returning({ id: wompiTransactions.id });
    if (inserted.length === 0) return { duplicate: true, activated: false };
    if (record && REVERSAL_STATUSES.includes(transaction.status)) {
      await endReversedPeriod(tx, record, transaction.id, meta.environment, clock.now());
    }
    if (!record || transaction.status !== 'APPROVED') return { duplicate: false, activated: false };
    const activated = await activateIfPaid(tx, record, meta.environment, clock.now());
    return { duplicate: false, activated };
  });
}

export type EventResult = { status: 'ok' | 'ignored' | 'duplicate'; activated: boolean };

/**
 * POST /api/subscriptions_billing/events/ (and the simulator): verify the checksum first, then
 * the environment; unknown event types are acknowledged and ignored (Wompi wants a 200).
 */
export async function handleWompiEvent(
  deps: AppDeps,
  body: unknown,
  headerChecksum?: string,
): Promise<EventResult> {
  // Bounded before anything walks or stores it: the checksum and the jsonb copy read it whole.
  const parsed = isStorableJson(body, EVENT_MAX_DEPTH) ? ZWompiEvent.safeParse(body) : null;
  if (!parsed?.success) throw new AppError(400, { detail: EVENT_MSG.malformed });
  const event = parsed.data;
  const { wompi } = deps.config;
  if (!verifyEventChecksum(event, wompi.eventsSecret, headerChecksum)) {
    throw AppError.unauthorized(EVENT_MSG.badChecksum);
  }
  const environment = expectedEnvironment(wompi.mode);
  if (event.environment !== environment) throw new AppError(400, { detail: EVENT_MSG.wrongEnvironment });
  if (event.event !== 'transaction.updated') return { status: 'ignored', activated: false };
  // A checksum over other fields (or none) proves nothing about what activates a plan: a
  // replayed event with an edited status or amount would still verify.
  const signed = event.signature.properties;
  if (!SIGNED_TRANSACTION_FIELDS.every((p) => signed.includes(p))) {
    throw AppError.unauthorized(EVENT_MSG.unsignedFields);
  }

  const transaction = ZWompiTransaction.safeParse(event.data.transaction);
  if (!transaction.success) throw new AppError(400, { detail: EVENT_MSG.malformed });
  const outcome = await recordTransaction(deps, transaction.data, {
    environment,
    sentAt: event.sent_at ? new Date(event.sent_at) : null,
    raw: event,
  });
  return { status: outcome.duplicate ? 'duplicate' : 'ok', activated: outcome.activated };
}

/** Whether a final state of this transaction id is already stored (then no lookup is needed). */
export async function holdsFinalState(deps: AppDeps, transactionId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: wompiTransactions.id })
    .from(wompiTransactions)
    .where(
      and(
        eq(wompiTransactions.transactionId, transactionId),
        inArray(wompiTransactions.status, FINAL_STATUSES),
      ),
    )
    .limit(1);
  return Boolean(row);
}
