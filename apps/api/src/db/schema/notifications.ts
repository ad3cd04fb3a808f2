import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The bell's notifications, materialised idempotently: `key` names what a notice is about
 * (e.g. 'subscription:12'), so reading twice or from two replicas never writes it twice.
 * Reminders of expenses will add rows of kind 'reminder' with their reminder id.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    reminderId: integer('reminder_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'notifications_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('notifications_user_key_uq').on(t.userId, t.key),
    index('notifications_user_idx').on(t.userId, t.dismissedAt),
  ],
);
