import {
  BANNER_THRESHOLD_DAYS,
  NOTIFICATION_MSG,
  type Notification,
  REMINDER_MSG,
  type SubscriptionStatus,
  slashDate,
} from '@cc/shared';
import { and, desc, eq, isNull, ne, notInArray } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { addDays, today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { LIST_MAX } from '../../lib/route-params.ts';
import { activeReminders } from '../expenses/index.ts';

type CurrentPlan = NonNullable<SubscriptionStatus['subscription']>;

/** Writes the notice that the current plan ends within the banner threshold (once per record). */
async function writeEndingNotice(deps: AppDeps, userId: number, plan: CurrentPlan): Promise<void> {
  // dd/mm/aaaa, as every date the app shows (issue 30 item 7).
  const date = slashDate(plan.final_date);
  await deps.db
    .insert(notifications)
    .values({
      userId,
      kind: 'subscription',
      key: `subscription:${plan.id}`,
      title: NOTIFICATION_MSG.subscriptionEnding.title,
      message: NOTIFICATION_MSG.subscriptionEnding.message(plan.name, date),
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
}

/**
 * The bell shows each ACTIVA reminder (materialised first, so it agrees with GET /api/reminders/)
 * as a 'reminder' notice, written once per reminder (key 'reminder:<id>'); once the reminder is
 * accepted or discarded its notice is closed.
 */
async function materialiseReminderNotices(deps: AppDeps, userId: number): Promise<void> {
  const active = await activeReminders(deps, userId);
  const now = deps.clock.now();
  if (active.length) {
    await deps.db
      .insert(notifications)
      .values(
        active.map((r) => ({
          userId,
          kind: 'reminder',
          key: `reminder:${r.id}`,
          title: REMINDER_MSG.notification.title,
          message: REMINDER_MSG.notification.message(r.description, r.value),
          reminderId: r.id,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  await deps.db
    .update(notifications)
    .set({ dismissedAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'reminder'),
        isNull(notifications.dismissedAt),
        active.length
          ? notInArray(
              notifications.reminderId,
              active.map((r) => r.id),
            )
          : undefined,
      ),
    );
}

/**
 * Subscriptions' status of a user, passed in by the module list (modules/index.ts): subscriptions
 * writes notices here, so notifications does not import it back.
 */
export type SubscriptionStatusOf = (deps: AppDeps, userId: number) => Promise<SubscriptionStatus>;

/** GET /api/notifications/: the caller's notices not dismissed, newest first. */
export async function listNotifications(
  deps: AppDeps,
  userId: number,
  subscriptionStatus: SubscriptionStatusOf,
): Promise<Notification[]> {
  const { subscription: plan } = await subscriptionStatus(deps, userId);
  const threshold = addDays(today(deps.clock), BANNER_THRESHOLD_DAYS);
  if (plan && plan.final_date <= threshold) await writeEndingNotice(deps, userId, plan);
  await materialiseReminderNotices(deps, userId);
  // Once the current plan has more time left (renewed), earlier "ending" notices are stale. With
  // no active plan they stay: they explain why the business pages closed.
  const renewed = plan !== null && plan.final_date > threshold;
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.dismissedAt),
        renewed ? ne(notifications.kind, 'subscription') : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_MAX); // every list call is bounded (issue 12): the newest 1000 undismissed
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind === 'reminder' ? 'reminder' : 'subscription',
    title: r.title,
    message: r.message,
    created: r.createdAt.toISOString(),
    reminder_id: r.reminderId,
  }));
}

/** DELETE /api/notifications/{id}/: hides it; the key stays, so it is not written again. */
export async function dismissNotification(deps: AppDeps, userId: number, id: number): Promise<void> {
  const done = await deps.db
    .update(notifications)
    .set({ dismissedAt: deps.clock.now() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.dismissedAt)))
    .returning({ id: notifications.id });
  if (!done.length) throw AppError.notFound();
}
