import { eq } from 'drizzle-orm';
import { userSubscriptions, wompiTransactions } from '../../src/db/schema/index.ts';
import { eventChecksum } from '../../src/lib/wompi.ts';
import type { TestApp } from './app.ts';
import type { CreatedUser } from './factories.ts';

/** Helpers of the subscription / Wompi tests: buy a plan, sign and post events, read rows. */

export type TxFields = {
  id: string;
  status: string;
  reference: string;
  amount_in_cents: number;
  currency?: string;
};

/** A `transaction.updated` event signed with the app's events secret (or `secret`). */
export function signedEvent(
  t: TestApp,
  tx: TxFields,
  opts: {
    environment?: string;
    secret?: string;
    event?: string;
    timestamp?: number;
    properties?: string[];
  } = {},
) {
  const event = {
    event: opts.event ?? 'transaction.updated',
    data: {
      transaction: {
        currency: 'COP',
        customer_email: 'cliente@example.com',
        payment_method_type: 'CARD',
        shipping_address: null,
        ...tx,
      },
    },
    environment: opts.environment ?? 'test',
    signature: {
      properties: opts.properties ?? ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      checksum: '',
    },
    timestamp: opts.timestamp ?? Math.floor(t.clock.now().getTime() / 1000),
    sent_at: t.clock.now().toISOString(),
  };
  event.signature.checksum = eventChecksum(event, opts.secret ?? t.deps.config.wompi.eventsSecret);
  return event;
}

export function postEvent(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscriptions_billing/events/',
    payload: body as object,
    headers,
  });
}

export type Bought = {
  id: number;
  amount: number;
  subscription_active: boolean;
  checkout: { url: string; fields: Record<string, string> };
};

/** POST a paid plan for the user; returns the 201 body. */
export async function buyPlan(t: TestApp, user: CreatedUser, planId = 1): Promise<Bought> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions_billing/',
    headers: user.auth,
    payload: { subscription_id: planId },
  });
  if (res.statusCode !== 201) throw new Error(`buyPlan: ${res.statusCode} ${res.body}`);
  return res.json();
}

let txSequence = 0;
export function txId(): string {
  txSequence += 1;
  return `${10_000 + txSequence}-1768489200-${20_000 + txSequence}`;
}

/** An APPROVED transaction paying exactly this record. */
export function approvedTx(bought: Bought, overrides: Partial<TxFields> = {}): TxFields {
  return {
    id: txId(),
    status: 'APPROVED',
    reference: bought.checkout.fields.reference ?? '',
    amount_in_cents: bought.amount * 100,
    currency: 'COP',
    ...overrides,
  };
}

export async function recordRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

export async function transactionRows(t: TestApp, reference?: string) {
  const rows = await t.deps.db.select().from(wompiTransactions);
  return reference === undefined ? rows : rows.filter((r) => r.reference === reference);
}
