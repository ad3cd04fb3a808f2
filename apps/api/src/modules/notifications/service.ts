import { BANNER_THRESHOLD_DAYS, NOTIFICATION_MSG, type Notification } from '@cc/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { addDays, today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { subscriptionStatus } from '../subscriptions/service.ts';

const longDate = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Writes the notice that the current plan ends within the banner threshold (once per record). */
async function materialiseSubscriptionNotice(deps: AppDeps, userId: number): Promise<void> {
  const status = await subscriptionStatus(deps, userId);
  const sub = status.subscription;
  if (!sub || sub.final_date > addDays(today(deps.clock), BANNER_THRESHOLD_DAYS)) return;
  const date = longDate.format(new Date(`${sub.final_date}T00:00:00Z`));
  await deps.db
    .insert(notifications)
    .values({
      userId,
      kind: 'subscription',
      key: `subscription:${sub.id}`,
      title: NOTIFICATION_MSG.subscriptionEnding.title,
      message: NOTIFICATION_MSG.subscriptionEnding.message(sub.name, date),
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
}

/** GET /api/notifications/: the caller's notices not dismissed, newest first. */
export async function listNotifications(deps: AppDeps, userId: number): Promise<Notification[]> {
  await materialiseSubscriptionNotice(deps, userId);
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.dismissedAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
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
