import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { plans } from './reference.ts';

/** A user's subscription record (docs/product/1-account.md §3). Paid records start inactive until Wompi approves. */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    initialDate: date('initial_date', { mode: 'string' }).notNull(),
    finalDate: date('final_date', { mode: 'string' }).notNull(),
    subscriptionActive: boolean('subscription_active').notNull().default(false),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    reminderSend: boolean('reminder_send').notNull().default(false),
    /** Amount charged in pesos, frozen at creation. */
    amount: integer('amount').notNull(),
    /** Wompi reference `<user>-<record>-<YYYYMMDD>-<10 random>` for paid records. */
    reference: text('reference'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** When Wompi voided or refunded the approved payment of this record (it ends its period). */
    paymentReversedAt: timestamp('payment_reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_subscriptions_pkey', columns: [t.userId, t.id] }),
    index('user_subscriptions_user_idx').on(t.userId),
    // The reference starts with the user's id: a webhook names the shop before it looks the record up.
    uniqueIndex('user_subscriptions_user_reference_uq').on(t.userId, t.reference),
  ],
);

/** Wompi transactions as received (events or lookups): the payment records of docs/product/1-account.md §3. */
export const wompiTransactions = pgTable(
  'wompi_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: text('transaction_id').notNull(),
    status: text('status').notNull(),
    reference: text('reference').notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
    currency: text('currency').notNull(),
    environment: text('environment'),
    userId: integer('user_id').references(() => users.id),
    // No foreign key: this table stays on the coordinator (it answers a webhook before the shop is
    // known, src/db/tenancy.ts), and a coordinator table may not point into a shop's table.
    userSubscriptionId: integer('user_subscription_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    raw: jsonb('raw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wompi_transactions_tx_status_uq').on(t.transactionId, t.status),
    index('wompi_transactions_reference_idx').on(t.reference),
  ],
);
