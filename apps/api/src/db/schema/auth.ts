import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, documentTypes, economicActivities } from './reference.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The initial-information flag (docs/product/1-account.md §4): true once the opening balance is closed. */
    initialInfo: boolean('initial_info').notNull().default(false),
    /**
     * Closed periods (docs/accounting.md §Closed periods, ADR 038): nothing dated on or before this
     * day (the last day of a month) may be created or edited; null while no month is closed.
     */
    lockDate: date('lock_date', { mode: 'string' }),
    /** The Bogotá day the initial information was closed: anchors the business's start date (ledger/start-date.ts). */
    initialInfoClosedOn: date('initial_info_closed_on', { mode: 'string' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    personalDataAcceptedAt: timestamp('personal_data_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

/** The commerce profile, one per user, created at registration. */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    tradename: text('tradename').notNull(),
    identificationTypeId: integer('identification_type_id')
      .notNull()
      .references(() => documentTypes.id),
    identificationNumber: text('identification_number').notNull(),
    economicActivityId: integer('economic_activity_id')
      .notNull()
      .references(() => economicActivities.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    phone: text('phone').notNull().default(''),
    cellphone: text('cellphone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Relative media path of the logo, e.g. 'logos/ab12….png'. */
    logo: text('logo'),
    /**
     * Who signs the formal statements (issue 23 item 5, ADR 039): the representante legal and
     * the contador público with his tarjeta profesional; '' while not stated.
     */
    legalRepName: text('legal_rep_name').notNull().default(''),
    legalRepIdentification: text('legal_rep_identification').notNull().default(''),
    accountantName: text('accountant_name').notNull().default(''),
    accountantIdentification: text('accountant_identification').notNull().default(''),
    accountantCard: text('accountant_card').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'profiles_pkey', columns: [t.userId, t.id] })],
);

/**
 * The identification each commerce registered, once across every shop: the one rule of a profile
 * that needs every tenant's rows (docs/product/1-account.md §3), so it lives in a table read before
 * the tenant matters (a reference table under Citus, docs/deploy/citus.md), not in `profiles`,
 * whose keys may only be unique within a shop. Written with the profile, in its transaction.
 */
export const businessIdentifications = pgTable(
  'business_identifications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    identificationTypeId: integer('identification_type_id')
      .notNull()
      .references(() => documentTypes.id),
    identificationNumber: text('identification_number').notNull(),
  },
  (t) => [uniqueIndex('business_identifications_uq').on(t.identificationTypeId, t.identificationNumber)],
);

/**
 * A phone or computer a user chose to stay signed in on (issue 30 item 1, ADR 036): the rotating
 * refresh token is `<refresh_key>.<secret>`; only the secret's SHA-256 is stored, and a secret
 * other than the current one under a known key is a stolen, already rotated token.
 */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    refreshKey: text('refresh_key').notNull().unique(),
    refreshHash: text('refresh_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('devices_user_idx').on(t.userId)],
);

/** Opaque session tokens: only the SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * The kept device the session was opened for; null for a session of one tab. No foreign key:
     * a database that gets Citus later puts auth_tokens in its metadata (0021's cc_distribute_tables)
     * before devices exists there, and Citus refuses a key from a table of its metadata to one outside.
     */
    deviceId: integer('device_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** ALTCHA replay protection shared by every API replica: a solved challenge is accepted once. */
export const captchaUses = pgTable('captcha_uses', {
  key: text('key').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Consecutive failed logins per email, for the per-account lockout (docs/decisions/015). Keyed by
 * the SHA-256 of the lower-cased email, not the email: unknown emails are counted too (the lockout
 * must not tell which accounts exist) and typed-in addresses of strangers are not kept in clear.
 */
export const loginFailures = pgTable('login_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
