import {
  FREE_PLAN_YEARS,
  type PaymentRecord,
  type Plan,
  SUBSCRIPTION_MSG,
  type SubscriptionActivate,
  type SubscriptionCreate,
  type SubscriptionCreated,
  type SubscriptionRecord,
  type SubscriptionStatus,
} from '@cc/shared';
import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { plans, profiles, userSubscriptions, users, wompiTransactions } from '../../db/schema/index.ts';
import type { AppDeps, AuthUser } from '../../deps.ts';
import { type Clock, today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { buildReference, checkoutFields, expectedEnvironment, lookupTransaction } from '../../lib/wompi.ts';
import { activateIfPaid, holdsFinalState, recordColumns, recordTransaction } from './payments.ts';
import { periodFrom } from './period.ts';
import { lockUserPeriods } from './reversal.ts';

/** Plans (docs/product/1-account.md §2): active ones by amount; a free plan is hidden once the user has any record. */
export async function listPlans(deps: AppDeps, userId: number | null): Promise<Plan[]> {
  const rows = await deps.db
    .select({
      id: plans.id,
      name: plans.name,
      duration: plans.duration,
      amount: plans.amount,
      is_active: plans.isActive,
    })
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.amount), asc(plans.id));
  if (userId === null || !(await hasAnyRecord(deps.db, userId))) return rows;
  return rows.filter((p) => p.amount > 0);
}

async function hasAnyRecord(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** The caller's records in the read shape of docs/product/1-account.md §3, newest first. */
export async function listRecords(deps: AppDeps, userId: number, recordId?: number) {
  return readRecords(deps.db, eq(userSubscriptions.userId, userId), recordId);
}

async function readRecords(db: Executor, owner: SQL, recordId?: number): Promise<SubscriptionRecord[]> {
  const rows = await db
    .select({
      id: userSubscriptions.id,
      userId: users.id,
      email: users.email,
      planId: plans.id,
      planName: plans.name,
      initialDate: userSubscriptions.initialDate,
      finalDate: userSubscriptions.finalDate,
      reminderDate: userSubscriptions.reminderDate,
      reminderSend: userSubscriptions.reminderSend,
      active: userSubscriptions.subscriptionActive,
      amount: userSubscriptions.amount,
    })
    .from(userSubscriptions)
    .innerJoin(users, eq(users.id, userSubscriptions.userId))
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(recordId === undefined ? owner : and(owner, eq(userSubscriptions.id, recordId)))
    .orderBy(desc(userSubscriptions.id));
  return rows.map((r) => ({
    id: r.id,
    user: { id: r.userId, email: r.email },
    subscription: { id: r.planId, name: r.planName },
    initial_date: r.initialDate,
    final_date: r.finalDate,
    reminder_date: r.reminderDate,
    reminder_send: r.reminderSend,
    subscription_active: r.active,
    subscription_name: r.planName,
    amount: r.amount,
  }));
}

async function readOwnRecord(db: Executor, userId: number, recordId: number): Promise<SubscriptionRecord> {
  const [record] = await readRecords(db, eq(userSubscriptions.userId, userId), recordId);
  if (!record) throw AppError.notFound();
  return record;
}

/**
 * Inserts the free trial (plan `planId`, amount 0) ACTIVE for 2 years. The caller must have
 * checked that the user has no record yet. Exported for registration, which grants it too.
 */
export async function insertFreeSubscription(tx: Executor, clock: Clock, userId: number, planId: number) {
  const [row] = await tx
    .insert(userSubscriptions)
    .values({
      userId,
      planId,
      ...periodFrom(today(clock), FREE_PLAN_YEARS * 12),
      subscriptionActive: true,
      reminderSend: false,
      amount: 0,
      activatedAt: clock.now(),
    })
    .returning({ id: userSubscriptions.id });
  if (!row) throw new Error('subscription insert returned nothing');
  return row.id;
}

export type Created = { status: 200 | 201; body: SubscriptionCreated };

/**
 * POST /api/subscriptions_billing/. The server decides who (the token), when (dates from the
 * plan) and whether (free → active once per user; paid → inactive until Wompi approves).
 */
export async function createSubscription(
  deps: AppDeps,
  user: AuthUser,
  input: SubscriptionCreate,
): Promise<Created> {
  const { db, clock, config } = deps;
  if (input.user_id !== undefined && input.user_id !== user.id) {
    throw AppError.field('user_id', SUBSCRIPTION_MSG.userMismatch);
  }
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.subscription_id), eq(plans.isActive, true)));
  if (!plan) throw AppError.field('subscription_id', SUBSCRIPTION_MSG.unknownPlan);

  const result = await db.transaction(async (tx) => {
    // Serialises this user's subscription writes, so two clicks cannot both get a free trial.
    await lockUserPeriods(tx, user.id);
    if (plan.amount === 0) {
      if (await hasAnyRecord(tx, user.id)) throw AppError.rule(SUBSCRIPTION_MSG.freePlanUsed);
      const id = await insertFreeSubscription(tx, clock, user.id, plan.id);
      return { id, reference: null, cellphone: '' };
    }
    const [row] = await tx
      .insert(userSubscriptions)
      .values({
        userId: user.id,
        planId: plan.id,
        // Provisional dates (and the reference's start date); the approval sets the real period.
        ...periodFrom(today(clock), plan.duration),
        subscriptionActive: false,
        reminderSend: false,
        amount: plan.amount,
      })
      .returning({ id: userSubscriptions.id, initialDate: userSubscriptions.initialDate });
    if (!row) throw new Error('subscription insert returned nothing');
    const reference = buildReference(user.id, row.id, row.initialDate);
    await tx
      .update(userSubscriptions)
      .set({ reference })
      .where(and(eq(userSubscriptions.userId, user.id), eq(userSubscriptions.id, row.id)));
    const [profile] = await tx
      .select({ cellphone: profiles.cellphone })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    return { id: row.id, reference, cellphone: profile?.cellphone ?? '' };
  });

  const record = await readOwnRecord(db, user.id, result.id);
  if (result.reference === null) return { status: 200, body: record };
  const fields = checkoutFields({
    publicKey: config.wompi.publicKey,
    integritySecret: config.wompi.integritySecret,
    amountInPesos: record.amount,
    reference: result.reference,
    redirectUrl: `${config.publicUrl}/subscription-validated`,
    customer: {
      email: user.email,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      phone: result.cellphone,
    },
  });
  return { status: 201, body: { ...record, checkout: { url: config.wompi.checkoutUrl, fields } } };
}

/**
 * PUT /api/subscriptions_billing/{id}/ after the redirect. Activates only on an APPROVED Wompi
 * transaction the server holds; with Wompi (not the simulator) an unknown transaction id from the
 * redirect is looked up server-side first, outside any database transaction.
 */
export async function activateSubscription(
  deps: AppDeps,
  userId: number,
  recordId: number,
  input: SubscriptionActivate,
): Promise<SubscriptionRecord> {
  const { db, clock, config } = deps;
  const [record] = await db
    .select(recordColumns)
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.id, recordId), eq(userSubscriptions.userId, userId)));
  if (!record) throw AppError.notFound();
  if (record.subscriptionActive) return readOwnRecord(db, userId, recordId);
  if (!record.reference) throw AppError.rule(SUBSCRIPTION_MSG.paymentNotApproved);

  const environment = expectedEnvironment(config.wompi.mode);
  const transactionId = input?.transaction_id;
  if (transactionId && config.wompi.mode !== 'simulator' && !(await holdsFinalState(deps, transactionId))) {
    let found: Awaited<ReturnType<typeof lookupTransaction>>;
    try {
      found = await lookupTransaction(config.wompi.apiBase, transactionId, deps.fetch ?? fetch);
    } catch {
      throw AppError.rule(SUBSCRIPTION_MSG.paymentLookupFailed);
    }
    // A transaction for another reference is none of this record's business: not even stored.
    if (!found || found.reference !== record.reference) {
      throw AppError.rule(SUBSCRIPTION_MSG.paymentNotApproved);
    }
    await recordTransaction(deps, found, { environment, sentAt: clock.now(), raw: found });
  }

  const activated = await db.transaction(async (tx) => {
    await lockUserPeriods(tx, userId);
    const [locked] = await tx
      .select({ subscriptionActive: userSubscriptions.subscriptionActive })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.id, record.id)))
      .for('update');
    if (locked?.subscriptionActive) return true;
    return activateIfPaid(tx, record, environment, clock.now());
  });
  if (!activated) throw AppError.rule(SUBSCRIPTION_MSG.paymentNotApproved);
  return readOwnRecord(db, userId, recordId);
}

/**
 * validated-user: the caller's current plan among active records (active flag and final_date ≥
 * today in Bogotá): a paid plan before the free trial — a paying customer sees what they bought —
 * then the one ending last.
 */
export async function subscriptionStatus(deps: AppDeps, userId: number): Promise<SubscriptionStatus> {
  const [row] = await deps.db
    .select({
      id: userSubscriptions.id,
      name: plans.name,
      final_date: userSubscriptions.finalDate,
      amount: userSubscriptions.amount,
    })
    .from(userSubscriptions)
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.subscriptionActive, true),
        gte(userSubscriptions.finalDate, today(deps.clock)),
      ),
    )
    .orderBy(
      desc(sql`${userSubscriptions.amount} > 0`),
      desc(userSubscriptions.finalDate),
      desc(userSubscriptions.id),
    )
    .limit(1);
  return { is_active: Boolean(row), subscription: row ?? null };
}

/** validated/: the caller's Wompi transactions (payment records), newest first. */
export async function listPayments(deps: AppDeps, userId: number): Promise<PaymentRecord[]> {
  const rows = await deps.db
    .select({
      sentAt: wompiTransactions.sentAt,
      reference: wompiTransactions.reference,
      status: wompiTransactions.status,
      amountInCents: wompiTransactions.amountInCents,
      transactionId: wompiTransactions.transactionId,
    })
    .from(wompiTransactions)
    .where(eq(wompiTransactions.userId, userId))
    .orderBy(desc(wompiTransactions.id));
  return rows.map((r) => ({
    sent_at: r.sentAt ? r.sentAt.toISOString() : null,
    reference: r.reference,
    status: r.status,
    amount_in_cents: r.amountInCents,
    transaction_id: r.transactionId,
  }));
}
