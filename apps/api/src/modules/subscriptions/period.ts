import { REMINDER_DAYS_BEFORE_END } from '@cc/shared';
import { and, eq, gt, gte, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { plans, userSubscriptions } from '../../db/schema/index.ts';
import { addDays, addMonths } from '../../lib/clock.ts';

export type Period = { initialDate: string; finalDate: string; reminderDate: string };

/** Dates of docs/product/1-account.md §9: start on `start`, end after `months`, reminder 2 days before the end. */
export function periodFrom(start: string, months: number): Period {
  const finalDate = addMonths(start, months);
  return { initialDate: start, finalDate, reminderDate: addDays(finalDate, -REMINDER_DAYS_BEFORE_END) };
}

/**
 * The period a paid record gets when its payment is approved on `day` (Bogotá): from that day,
 * or — a renewal bought while a paid plan still runs — from the day after the last paid day, so
 * paying early never loses a day. The free trial is not waited for. The caller holds the user's
 * row lock, so two approvals of one user cannot both start after the same plan.
 */
export async function paidPeriod(tx: Tx, userId: number, recordId: number, day: string): Promise<Period> {
  const [plan] = await tx
    .select({ months: plans.duration })
    .from(userSubscriptions)
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.id, recordId)));
  if (!plan) throw new Error(`subscription ${recordId} has no plan`);
  const [cover] = await tx
    .select({ end: max(userSubscriptions.finalDate) })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.subscriptionActive, true),
        gt(userSubscriptions.amount, 0),
        gte(userSubscriptions.finalDate, day),
      ),
    );
  return periodFrom(cover?.end ? addDays(cover.end, 1) : day, plan.months);
}
