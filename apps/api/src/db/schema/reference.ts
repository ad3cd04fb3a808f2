import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Reference tables use the official code as the integer id (DANE / DIAN / CIIU), so seeds are
// idempotent and ids are stable across installs; the code text is kept for exports.
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [index('cities_state_idx').on(t.stateId)],
);

export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  abbreviation: text('abbreviation').notNull(),
  name: text('name').notNull(),
});

export const economicActivities = pgTable('economic_activities', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** Subscription plans (docs/product/1-account.md §3: id, name, duration in months, amount in pesos, is_active). */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  duration: integer('duration').notNull(),
  amount: integer('amount').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});
