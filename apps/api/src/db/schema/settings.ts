import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Instance-wide values every API replica must share, e.g. the generated captcha HMAC key
 * (docs/decisions/015). Written once with INSERT … ON CONFLICT DO NOTHING, then read back.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
