import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * One row per `Idempotency-Key` a user sent to a create call (docs/decisions/014): claimed as
 * 'pending' before the call runs, then 'done' with the exact response it gave, which a repeat of
 * the key gets back instead of a second document. Kept in the database so every API replica
 * sees the same keys; rows older than 24 h are ignored and purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, route, path parameters and body: a key names one request, not another. */
    fingerprint: text('fingerprint').notNull(),
    /** The request that holds the claim; only it may record the response. */
    requestId: text('request_id').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    statusCode: integer('status_code'),
    /** The response body exactly as sent (text, not jsonb, so a replay is byte for byte the same). */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
