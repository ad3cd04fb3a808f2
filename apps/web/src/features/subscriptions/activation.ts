import { SUBSCRIPTION_MSG, type SubscriptionRecord } from '@cc/shared';
import { profilesApi } from '../../api/profiles.ts';
import { subscriptionsApi } from '../../api/subscriptions.ts';

export type Validation = { ok: true; planName: string; finalDate: string } | { ok: false };

/** Wompi's final transaction states; anything else (PENDING, not yet known) may still change. */
const FINAL = new Set(['APPROVED', 'DECLINED', 'VOIDED', 'ERROR']);
const RETRIES = 4;
const RETRY_MS = 2500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const success = (name: string, finalDate: string): Validation => ({ ok: true, planName: name, finalDate });

/** Whether Wompi may still settle this transaction (not stored yet, or stored as PENDING). */
async function mayStillSettle(transactionId: string): Promise<boolean> {
  const payments = await subscriptionsApi.payments();
  if (!payments.ok) return false;
  // Newest first: the first row with this id holds its latest state.
  const latest = payments.data.find((p) => p.transaction_id === transactionId);
  return !latest || !FINAL.has(latest.status);
}

/** PUT activation; while the payment is still pending at Wompi, asks again a few times. */
async function activate(record: SubscriptionRecord, transactionId: string | null) {
  const body = transactionId ? { transaction_id: transactionId } : {};
  for (let attempt = 0; ; attempt += 1) {
    const result = await subscriptionsApi.activate(record.id, body);
    if (result.ok) return result.data;
    const retry =
      result.status === 400 &&
      transactionId !== null &&
      attempt < RETRIES &&
      (await mayStillSettle(transactionId));
    if (!retry) return null;
    await sleep(RETRY_MS);
  }
}

/**
 * The return page's work (docs/product/1-account.md §2 "Subscription validated", §4): fetch the profile, activate
 * the user's latest paid record with the transaction id Wompi appended to the redirect, then
 * decide from what is active. The server alone decides activation (an APPROVED payment).
 */
export async function validateSubscription(transactionId: string | null): Promise<Validation> {
  const profile = await profilesApi.list();
  // A diagnostic only (docs/product/1-account.md §2); the token still identifies the user for the calls below.
  if (profile.status !== 200) console.warn(SUBSCRIPTION_MSG.activationDiagnostic);

  const records = await subscriptionsApi.records();
  if (!records.ok) return { ok: false };
  // The newest paid record is the checkout this page returns from; an older abandoned one is not.
  const latestPaid = [...records.data].filter((r) => r.amount > 0).sort((a, b) => b.id - a.id)[0];
  if (latestPaid) {
    const record = latestPaid.subscription_active ? latestPaid : await activate(latestPaid, transactionId);
    return record?.subscription_active ? success(record.subscription_name, record.final_date) : { ok: false };
  }

  // No paid checkout at all: show what is active, if anything.
  const status = await subscriptionsApi.validatedUser();
  if (status.ok && status.data.is_active && status.data.subscription) {
    return success(status.data.subscription.name, status.data.subscription.final_date);
  }
  return { ok: false };
}
