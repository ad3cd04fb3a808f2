import { EINVOICE_MSG, type EinvoiceSettings, type EinvoiceSettingsUpdate, P12_MAX_BYTES } from '@cc/shared';
import { eq, sql } from 'drizzle-orm';
import { einvoiceSettings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, type FieldErrors } from '../../lib/errors.ts';
import { assertValidAt, CertificateError, readP12, type SigningCertificate } from './certificate.ts';
import { sealFor, secretKey, unsealFor } from './secrets.ts';
import type { Environment, Software } from './types.ts';

type SettingsRow = typeof einvoiceSettings.$inferSelect;
type Deps = Pick<AppDeps, 'config' | 'db' | 'clock'>;

async function settingsRow(deps: Deps, userId: number): Promise<SettingsRow | undefined> {
  const [row] = await deps.db.select().from(einvoiceSettings).where(eq(einvoiceSettings.userId, userId));
  return row;
}

/** `****7`: enough to tell which PIN is stored, nothing to guess it with. */
const maskPin = (pin: string) =>
  `${'*'.repeat(Math.max(4, pin.length - 1))}${pin.length > 4 ? pin.slice(-1) : ''}`;

/** The set-up as GET answers it: whether each secret is there, never the secret itself. */
export async function getSettings(deps: Deps, userId: number): Promise<EinvoiceSettings> {
  const row = await settingsRow(deps, userId);
  if (!row) {
    return {
      enabled: false,
      environment: 'pruebas',
      software_id: null,
      test_set_id: null,
      has_pin: false,
      pin_masked: null,
      has_certificate: false,
      certificate: null,
      updated_at: null,
    };
  }
  const key = row.pinSealed ? await secretKey(deps) : undefined;
  const pin = key && row.pinSealed ? unsealFor(key, userId, 'pin', row.pinSealed).toString('utf8') : null;
  return {
    enabled: row.enabled,
    environment: row.environment,
    software_id: row.softwareId,
    test_set_id: row.testSetId,
    has_pin: pin !== null,
    pin_masked: pin === null ? null : maskPin(pin),
    has_certificate: row.certificateSealed !== null,
    certificate:
      row.certificateSealed && row.certificateNotBefore && row.certificateNotAfter
        ? {
            subject: row.certificateSubject ?? '',
            issuer: row.certificateIssuer ?? '',
            valid_from: row.certificateNotBefore.toISOString(),
            valid_to: row.certificateNotAfter.toISOString(),
          }
        : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The .p12 opened with its password and valid today, or the field error that says why not. */
function checkedCertificate(deps: Deps, p12: Buffer, password: string): SigningCertificate {
  if (p12.length === 0 || p12.length > P12_MAX_BYTES) {
    throw AppError.field('certificate', EINVOICE_MSG.certificateFile);
  }
  try {
    const certificate = readP12(p12, password);
    assertValidAt(certificate, deps.clock.now());
    return certificate;
  } catch (error) {
    if (error instanceof CertificateError) throw AppError.field('certificate', error.message);
    throw error;
  }
}

/**
 * PUT: the plain fields as sent; the PIN and the certificate replaced when sent, kept when left
 * out. Enabling needs the SoftwareID, a PIN and a certificate (sent now or stored before).
 */
export async function updateSettings(
  deps: Deps,
  userId: number,
  body: EinvoiceSettingsUpdate,
): Promise<EinvoiceSettings> {
  const existing = await settingsRow(deps, userId);
  const p12 = body.certificate ? Buffer.from(body.certificate.p12_base64, 'base64') : undefined;
  const certificate =
    body.certificate && p12 ? checkedCertificate(deps, p12, body.certificate.password) : undefined;
  const softwareId = body.software_id || null;
  if (body.enabled) {
    const errors: FieldErrors = {};
    if (!softwareId) errors.software_id = [EINVOICE_MSG.softwareId];
    if (!body.pin && !existing?.pinSealed) errors.pin = [EINVOICE_MSG.pin];
    if (!certificate && !existing?.certificateSealed) errors.certificate = [EINVOICE_MSG.certificate];
    if (Object.keys(errors).length) throw AppError.fields(errors);
  }
  const key = await secretKey(deps);
  const secrets: Partial<SettingsRow> = {};
  if (body.pin) secrets.pinSealed = sealFor(key, userId, 'pin', Buffer.from(body.pin, 'utf8'));
  if (certificate && p12 && body.certificate) {
    secrets.certificateSealed = sealFor(key, userId, 'certificate', p12);
    secrets.certificatePasswordSealed = sealFor(
      key,
      userId,
      'certificate_password',
      Buffer.from(body.certificate.password, 'utf8'),
    );
    secrets.certificateSubject = certificate.subjectName;
    secrets.certificateIssuer = certificate.issuerName;
    secrets.certificateNotBefore = certificate.notBefore;
    secrets.certificateNotAfter = certificate.notAfter;
  }
  const plain = {
    enabled: body.enabled,
    environment: body.environment,
    softwareId,
    testSetId: body.test_set_id || null,
  };
  await deps.db
    .insert(einvoiceSettings)
    .values({ userId, ...plain, ...secrets })
    .onConflictDoUpdate({
      target: einvoiceSettings.userId,
      set: { ...plain, ...secrets, updatedAt: sql`now()` },
    });
  return getSettings(deps, userId);
}

/** What signing and sending need, opened (issue 28's sender); null while the set-up is incomplete. */
export type SigningSetup = {
  environment: Environment;
  software: Pick<Software, 'id' | 'pin'>;
  testSetId: string | null;
  certificate: SigningCertificate;
};

export async function signingSetup(deps: Deps, userId: number): Promise<SigningSetup | null> {
  const row = await settingsRow(deps, userId);
  if (!row?.softwareId || !row.pinSealed || !row.certificateSealed || !row.certificatePasswordSealed)
    return null;
  const key = await secretKey(deps);
  const password = unsealFor(key, userId, 'certificate_password', row.certificatePasswordSealed).toString(
    'utf8',
  );
  return {
    environment: row.environment,
    software: { id: row.softwareId, pin: unsealFor(key, userId, 'pin', row.pinSealed).toString('utf8') },
    testSetId: row.testSetId,
    certificate: readP12(unsealFor(key, userId, 'certificate', row.certificateSealed), password),
  };
}
