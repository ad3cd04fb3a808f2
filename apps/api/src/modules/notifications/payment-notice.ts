import { NOTIFICATION_MSG } from '@cc/shared';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/**
 * The bell's notice that Wompi voided or refunded a payment, written once per subscription record
 * in the transaction that ends its period. Stored as kind 'payment' so the list does not hide it
 * as a stale "ending" notice when another plan still runs; it is shown as a subscription notice.
 */
export async function notifyPaymentReversed(
  tx: Tx,
  notice: { userId: number; recordId: number; planName: string; reference: string; now: Date },
): Promise<void> {
  await tx
    .insert(notifications)
    .values({
      userId: notice.userId,
      kind: 'payment',
      key: `payment-reversed:${notice.recordId}`,
      title: NOTIFICATION_MSG.paymentReversed.title,
      message: NOTIFICATION_MSG.paymentReversed.message(notice.planName, notice.reference),
      createdAt: notice.now,
    })
    .onConflictDoNothing();
}
