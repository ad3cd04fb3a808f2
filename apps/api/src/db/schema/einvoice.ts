import type { EinvoiceDocumentType, EinvoiceEnvironment, EinvoiceStatus } from '@cc/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
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
import { incomes } from './incomes.ts';

/**
 * A shop's electronic-invoicing set-up (issue 28 item 1), one row per shop. The PIN, the .p12
 * and its password are sealed (AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url, see
 * modules/einvoice/secrets.ts, ADR 031): what a dump or a log of this table shows is useless
 * without the key. The certificate's names and validity are copied out at upload, so reading the
 * set-up never opens a secret.
 */
export const einvoiceSettings = pgTable(
  'einvoice_settings',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    enabled: boolean('enabled').notNull().default(false),
    environment: text('environment').$type<EinvoiceEnvironment>().notNull().default('pruebas'),
    softwareId: text('software_id'),
    testSetId: text('test_set_id'),
    pinSealed: text('pin_sealed'),
    certificateSealed: text('certificate_sealed'),
    certificatePasswordSealed: text('certificate_password_sealed'),
    certificateSubject: text('certificate_subject'),
    certificateIssuer: text('certificate_issuer'),
    certificateNotBefore: timestamp('certificate_not_before', { withTimezone: true }),
    certificateNotAfter: timestamp('certificate_not_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'einvoice_settings_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('einvoice_settings_user_uq').on(t.userId),
    check('einvoice_settings_environment_chk', sql`${t.environment} IN ('pruebas', 'produccion')`),
    // The certificate and its password come and go together.
    check(
      'einvoice_settings_certificate_chk',
      sql`(${t.certificateSealed} IS NULL) = (${t.certificatePasswordSealed} IS NULL)`,
    ),
  ],
);

/**
 * The numbering resolutions DIAN granted the shop, per document type (issue 28 item 3).
 * `next_number` is the number the next document takes, moved under the row's lock in the
 * document's own transaction (modules/einvoice/numbering.ts); range_to + 1 once used up.
 */
export const einvoiceResolutions = pgTable(
  'einvoice_resolutions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    documentType: text('document_type').$type<EinvoiceDocumentType>().notNull(),
    resolutionNumber: text('resolution_number').notNull(),
    prefix: text('prefix').notNull().default(''),
    rangeFrom: bigint('range_from', { mode: 'number' }).notNull(),
    rangeTo: bigint('range_to', { mode: 'number' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    technicalKey: text('technical_key').notNull().default(''),
    nextNumber: bigint('next_number', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'einvoice_resolutions_pkey', columns: [t.userId, t.id] }),
    index('einvoice_resolutions_user_type_idx').on(t.userId, t.documentType, t.validFrom),
    check('einvoice_resolutions_type_chk', sql`${t.documentType} IN ('01', '20', '91', '92')`),
    check(
      'einvoice_resolutions_range_chk',
      sql`0 <= ${t.rangeFrom} AND ${t.rangeFrom} <= ${t.rangeTo} AND ${t.rangeFrom} <= ${t.nextNumber} AND ${t.nextNumber} <= ${t.rangeTo} + 1`,
    ),
    check('einvoice_resolutions_validity_chk', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

/**
 * An electronic document's life (issue 28 item 3): numbered pending with its sale, then accepted
 * or rejected by DIAN (or the simulator); `attempts` and `errors` keep what each sending said.
 */
export const einvoiceDocuments = pgTable(
  'einvoice_documents',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    incomeId: integer('income_id'),
    resolutionId: integer('resolution_id').notNull(),
    documentType: text('document_type').$type<EinvoiceDocumentType>().notNull(),
    prefix: text('prefix').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    status: text('status').$type<EinvoiceStatus>().notNull().default('pending'),
    /** The CUFE (factura) or CUDE (POS, notas), once the document is built. */
    documentKey: text('document_key'),
    attempts: integer('attempts').notNull().default(0),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    /** When the sender may (re)try it: now once numbered, lease or retry delay after an attempt, null once decided. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** The signed XML as first sent: every retry sends these bytes, so the key never changes. */
    signedXml: text('signed_xml'),
    /** The instant of issue written in the document (IssueDate/IssueTime). */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    qrCode: text('qr_code'),
    /** DIAN's (or the simulator's) last StatusCode and its ApplicationResponse once accepted. */
    statusCode: text('status_code'),
    applicationResponse: text('application_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'einvoice_documents_pkey', columns: [t.userId, t.id] }),
    foreignKey({
      name: 'einvoice_documents_income_fk',
      columns: [t.userId, t.incomeId],
      foreignColumns: [incomes.userId, incomes.id],
    }),
    foreignKey({
      name: 'einvoice_documents_resolution_fk',
      columns: [t.userId, t.resolutionId],
      foreignColumns: [einvoiceResolutions.userId, einvoiceResolutions.id],
    }),
    // The number DIAN knows a document by: one type, prefix and number per shop.
    uniqueIndex('einvoice_documents_user_number_uq').on(t.userId, t.documentType, t.prefix, t.number),
    index('einvoice_documents_user_income_idx').on(t.userId, t.incomeId),
    index('einvoice_documents_due_idx').on(t.nextAttemptAt),
    check('einvoice_documents_status_chk', sql`${t.status} IN ('pending', 'accepted', 'rejected')`),
  ],
);
