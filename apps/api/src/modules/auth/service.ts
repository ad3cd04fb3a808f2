import { FREE_PLAN_ID, type LoginResponse, MSG, type ZRegister } from '@cc/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.ts';
import {
  authTokens,
  businessIdentifications,
  cities,
  documentTypes,
  economicActivities,
  profiles,
  users,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { captchaSecret, checkCaptcha, consumeCaptcha } from '../../lib/captcha.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, type FieldErrors } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/tokens.ts';
import { insertFreeSubscription } from '../subscriptions/index.ts';
import { createDevice } from './devices.ts';
import { clearLoginFailures, reserveLoginAttempt } from './lockout.ts';
import { issueToken, SESSION_USER, sessionOf } from './sessions.ts';

export { revokeAllTokens } from './sessions.ts';

type RegisterInput = z.output<typeof ZRegister>;
const R = MSG.register;

/** Case-insensitive email match that uses the users_email_uq index on lower(email). */
export const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** Whether a user other than `exceptUserId` has this email (any case). */
export async function emailInUse(db: Executor, email: string, exceptUserId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailIs(email), ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** The unique index that registers a business identification once across every shop. */
export const IDENTIFICATION_UQ = 'business_identifications_uq';

/** Whether a commerce of a user other than `exceptUserId` has this document type and number. */
export async function identificationInUse(
  db: Executor,
  typeId: number,
  number: string,
  exceptUserId = 0,
): Promise<boolean> {
  const rows = await db
    .select({ userId: businessIdentifications.userId })
    .from(businessIdentifications)
    .where(
      and(
        eq(businessIdentifications.identificationTypeId, typeId),
        eq(businessIdentifications.identificationNumber, number),
        ne(businessIdentifications.userId, exceptUserId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Field errors for ids that name no reference row, and for an email/identification in use. */
async function registerConflicts(deps: AppDeps, input: RegisterInput): Promise<FieldErrors> {
  const { db } = deps;
  const [emailTaken, idTaken, city, docType, activity] = await Promise.all([
    emailInUse(db, input.email),
    identificationInUse(db, input.identification_type, input.identification_number),
    db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city)).limit(1),
    db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(eq(documentTypes.id, input.identification_type))
      .limit(1),
    db
      .select({ id: economicActivities.id })
      .from(economicActivities)
      .where(eq(economicActivities.id, input.economic_activity))
      .limit(1),
  ]);
  const errors: FieldErrors = {};
  if (emailTaken) errors.email = [R.emailTaken];
  if (!docType.length) errors.identification_type = [R.unknownOption];
  if (idTaken) errors.identification_number = [R.identificationTaken];
  if (!activity.length) errors.economic_activity = [R.unknownOption];
  if (!city.length) errors.city = [R.unknownOption];
  return errors;
}

/**
 * A new commerce's profile and the identification it registers across every shop, in the
 * caller's transaction (registration, and the fixtures and demo shops that stand for it).
 */
export async function insertProfile(tx: Tx, profile: typeof profiles.$inferInsert): Promise<void> {
  await tx.insert(profiles).values(profile);
  await tx.insert(businessIdentifications).values({
    userId: profile.userId,
    identificationTypeId: profile.identificationTypeId,
    identificationNumber: profile.identificationNumber,
  });
}

/**
 * docs/product/1-account.md §3/§5 registration: user + profile in one transaction. The captcha is verified first
 * and consumed inside the same transaction, so a form refused for a field error can be resent
 * with the same solved challenge, but one challenge never creates two accounts.
 * The free trial subscription is created in the same transaction (the server decides, not the client),
 * and so is the session: the answer is a login's, so the new user is signed in (issue 30 item 3).
 */
export async function registerUser(deps: AppDeps, input: RegisterInput): Promise<LoginResponse> {
  let captcha: { key: string; expiresAt: Date } | null = null;
  if (deps.config.captcha.required) {
    if (!input.altcha) throw AppError.field('altcha', R.captcha.text);
    const check = await checkCaptcha(await captchaSecret(deps), input.altcha);
    if (!check.ok) throw AppError.field('altcha', R.captchaInvalid);
    captcha = check;
  }

  const conflicts = await registerConflicts(deps, input);
  if (Object.keys(conflicts).length) throw AppError.fields(conflicts);

  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      if (captcha && !(await consumeCaptcha(tx, captcha.key, captcha.expiresAt))) {
        throw AppError.field('altcha', R.captchaInvalid);
      }
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          termsAcceptedAt: now,
          personalDataAcceptedAt: now,
        })
        .returning(SESSION_USER);
      if (!user) throw new Error('user insert returned nothing');
      await insertProfile(tx, {
        userId: user.id,
        tradename: input.tradename,
        identificationTypeId: input.identification_type,
        identificationNumber: input.identification_number,
        economicActivityId: input.economic_activity,
        cityId: input.city,
        phone: input.phone,
        cellphone: input.cellphone,
        address: input.address,
        updatedAt: now,
      });
      // docs/product/1-account.md §4/§9: every new account starts on the free trial (plan 4, two years, active).
      await insertFreeSubscription(tx, deps.clock, user.id, FREE_PLAN_ID);
      return sessionOf(user, await issueToken(deps, tx, user.id));
    });
  } catch (err) {
    // Two concurrent registrations can both pass the pre-checks; the unique indexes decide.
    if (isUniqueViolation(err, 'users_email_uq')) throw AppError.field('email', R.emailTaken);
    if (isUniqueViolation(err, IDENTIFICATION_UQ)) {
      throw AppError.field('identification_number', R.identificationTaken);
    }
    throw err;
  }
}

const LOGIN_FAILED = `${MSG.login.failed.title}: ${MSG.login.failed.text}`;
// Compared against when the email is unknown, so both failures cost one scrypt (no timing oracle).
let dummyHash: Promise<string> | undefined;

/** A kept login (issue 30 item 1) names the device it is opened on. */
export type KeepDevice = { name: string } | null;

export async function login(
  deps: AppDeps,
  email: string,
  password: string,
  keep: KeepDevice = null,
): Promise<LoginResponse> {
  await reserveLoginAttempt(deps, email);
  const [user] = await deps.db
    .select({ ...SESSION_USER, passwordHash: users.passwordHash })
    .from(users)
    .where(emailIs(email))
    .limit(1);
  dummyHash ??= hashPassword('cuentas-claras-dummy-password');
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  // The failure was counted when the attempt was reserved.
  if (!user || !valid) {
    throw new AppError(400, { detail: LOGIN_FAILED, non_field_errors: [LOGIN_FAILED] });
  }
  await clearLoginFailures(deps.db, email);
  if (!keep) return sessionOf(user, await issueToken(deps, deps.db, user.id));
  return deps.db.transaction(async (tx) => {
    const device = await createDevice(deps, tx, user.id, keep.name);
    return {
      ...sessionOf(user, await issueToken(deps, tx, user.id, device.id)),
      refresh_token: device.refreshToken,
    };
  });
}

export async function logout(deps: AppDeps, tokenId: number): Promise<void> {
  await deps.db
    .update(authTokens)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** A new session token for the same user (and device); the presented one is revoked in the same transaction. */
export async function refreshToken(
  deps: AppDeps,
  userId: number,
  tokenId: number,
  deviceId: number | null,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const revoked = await tx
      .update(authTokens)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
      .returning({ id: authTokens.id });
    // A concurrent refresh or logout already spent this token.
    if (!revoked.length) throw AppError.unauthorized(MSG.invalidToken);
    // A kept device's session stays the device's (its revocation ends it too).
    return issueToken(deps, tx, userId, deviceId);
  });
}
