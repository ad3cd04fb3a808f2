import {
  bogotaDate,
  MSG,
  PROFILE_MSG,
  type ProfileRecord,
  type PublicProfile,
  type Signers,
  signerErrors,
  slashDate,
  type ZProfileUpdate,
} from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  businessIdentifications,
  cities,
  documentTypes,
  economicActivities,
  profiles,
  states,
  users,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, addFieldError, type FieldErrors } from '../../lib/errors.ts';
import { prepareUpload } from '../../lib/images.ts';
import { enqueueMail } from '../../lib/mail-outbox.ts';
import { verifyPassword } from '../../lib/tokens.ts';
import {
  clearLoginFailures,
  emailInUse,
  IDENTIFICATION_UQ,
  identificationInUse,
  reserveLoginAttempt,
  revokeAllTokens,
} from '../auth/index.ts';
import { EMAIL_CHANGED_MAIL } from './texts.ts';

type ProfileUpdate = z.output<typeof ZProfileUpdate>;
const NO_SIGNERS: Signers = {
  legal_rep_name: '',
  legal_rep_identification: '',
  accountant_name: '',
  accountant_identification: '',
  accountant_card: '',
};
const R = MSG.register;

function profileQuery(db: Executor) {
  return db
    .select({
      id: profiles.id,
      tradename: profiles.tradename,
      identificationNumber: profiles.identificationNumber,
      phone: profiles.phone,
      cellphone: profiles.cellphone,
      address: profiles.address,
      logo: profiles.logo,
      legalRepName: profiles.legalRepName,
      legalRepIdentification: profiles.legalRepIdentification,
      accountantName: profiles.accountantName,
      accountantIdentification: profiles.accountantIdentification,
      accountantCard: profiles.accountantCard,
      docType: { id: documentTypes.id, name: documentTypes.name },
      activity: { id: economicActivities.id, name: economicActivities.name },
      city: { id: cities.id, name: cities.name },
      state: { id: states.id, name: states.name },
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(documentTypes, eq(documentTypes.id, profiles.identificationTypeId))
    .innerJoin(economicActivities, eq(economicActivities.id, profiles.economicActivityId))
    .innerJoin(cities, eq(cities.id, profiles.cityId))
    .innerJoin(states, eq(states.id, cities.stateId));
}
type Row = Awaited<ReturnType<ReturnType<typeof profileQuery>['where']>>[number];

async function loadRow(db: Executor, userId: number): Promise<Row | undefined> {
  const [row] = await profileQuery(db).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

const logoOf = (deps: AppDeps, key: string | null) => ({ image: key ? deps.storage.url(key) : null });

function toRecord(deps: AppDeps, row: Row): ProfileRecord {
  return {
    id: row.id,
    tradename: row.tradename,
    identification_type: row.docType,
    identification_number: row.identificationNumber,
    economic_activity: row.activity,
    city: { ...row.city, state: row.state },
    logo: logoOf(deps, row.logo),
    cellphone: row.cellphone,
    phone: row.phone,
    address: row.address,
    ...signersOf(row),
    user: {
      id: row.user.id,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      email: row.user.email,
    },
  };
}

function signersOf(row: Row): Signers {
  return {
    legal_rep_name: row.legalRepName,
    legal_rep_identification: row.legalRepIdentification,
    accountant_name: row.accountantName,
    accountant_identification: row.accountantIdentification,
    accountant_card: row.accountantCard,
  };
}

/** The signers after the update: the fields sent over the stored ones ('' clears one). */
function nextSigners(current: Signers, input: ProfileUpdate): Signers {
  return {
    legal_rep_name: input.legal_rep_name ?? current.legal_rep_name,
    legal_rep_identification: input.legal_rep_identification ?? current.legal_rep_identification,
    accountant_name: input.accountant_name ?? current.accountant_name,
    accountant_identification: input.accountant_identification ?? current.accountant_identification,
    accountant_card: input.accountant_card ?? current.accountant_card,
  };
}

/** GET /api/profiles/: the caller's profile as a one-element list (docs/product/1-account.md §7). */
export async function listProfiles(deps: AppDeps, userId: number): Promise<ProfileRecord[]> {
  const row = await loadRow(deps.db, userId);
  return row ? [toRecord(deps, row)] : [];
}

/**
 * GET /api/profiles/public/{userId}: only what the public catalogue shows — the trade name and
 * the city (docs/product/2-inventory-income-purchases.md §2). The owner's phones, address, documents, email and logo stay private.
 */
export async function publicProfile(deps: AppDeps, userId: number): Promise<PublicProfile> {
  const [row] = await deps.db
    .select({ tradename: profiles.tradename, city: { id: cities.id, name: cities.name } })
    .from(profiles)
    .innerJoin(cities, eq(cities.id, profiles.cityId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!row) throw AppError.notFound();
  return { id: userId, tradename: row.tradename, city: row.city };
}

/**
 * Changing the login email (the account's identity: login, password reset) takes the current
 * password, so a session left open or a stolen token cannot take the account over.
 */
async function currentPasswordProblem(deps: AppDeps, userId: number, input: ProfileUpdate) {
  const email = input.user.email;
  if (!email) return null;
  const [user] = await deps.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.email.toLowerCase() === email) return null;
  const password = input.user.current_password;
  if (!password) return PROFILE_MSG.currentPasswordRequired;
  // Counted with the login's failures of this account, so a stolen session cannot guess the
  // password here faster than at the login (429 while the account is locked).
  await reserveLoginAttempt(deps, user.email);
  if (!(await verifyPassword(password, user.passwordHash))) return PROFILE_MSG.currentPasswordWrong;
  await clearLoginFailures(deps.db, user.email);
  return null;
}

/** Reference ids that do not exist, a city outside the chosen state, and values already in use. */
async function updateConflicts(deps: AppDeps, userId: number, input: ProfileUpdate): Promise<FieldErrors> {
  const { db } = deps;
  const email = input.user.email;
  const [activity, docType, state, city, emailTaken, idTaken] = await Promise.all([
    db
      .select({ id: economicActivities.id })
      .from(economicActivities)
      .where(eq(economicActivities.id, input.economic_activity)),
    db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(eq(documentTypes.id, input.identification_type)),
    db.select({ id: states.id }).from(states).where(eq(states.id, input.state)),
    db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, input.city)),
    email ? emailInUse(db, email, userId) : false,
    identificationInUse(db, input.identification_type, input.identification_number, userId),
  ]);
  // Built in the order of the ten checks of docs/product/1-account.md §5.
  const errors: FieldErrors = {};
  if (!activity.length) addFieldError(errors, ['economic_activity'], R.unknownOption);
  if (emailTaken) addFieldError(errors, ['user', 'email'], R.emailTaken);
  if (!docType.length) addFieldError(errors, ['identification_type'], R.unknownOption);
  if (idTaken) addFieldError(errors, ['identification_number'], R.identificationTaken);
  if (!state.length) addFieldError(errors, ['state'], R.unknownOption);
  if (!city[0]) addFieldError(errors, ['city'], R.unknownOption);
  else if (state.length && city[0].stateId !== input.state) {
    addFieldError(errors, ['city'], PROFILE_MSG.cityNotInState);
  }
  return errors;
}

/**
 * A new login email, in the transaction that sets it: the old address is told (through the
 * outbox, so it is sent even if the mail server is down now) and every other session of the
 * account ends — a thief who changed the address keeps no second session, and a device the
 * owner forgot is signed out. The session that made the change stays open.
 */
async function announceEmailChange(
  deps: AppDeps,
  tx: Executor,
  change: {
    userId: number;
    sessionId: number | null;
    old: { email: string; firstName: string };
    newEmail: string;
  },
): Promise<void> {
  const M = EMAIL_CHANGED_MAIL;
  const now = deps.clock.now();
  await enqueueMail(tx, deps.clock, {
    to: change.old.email,
    subject: M.subject,
    text: [
      M.greeting(change.old.firstName),
      '',
      M.changed(slashDate(bogotaDate(now)), maskEmail(change.newEmail)),
      '',
      M.notYou,
    ].join('\n'),
  });
  await revokeAllTokens(deps, tx, change.userId, change.sessionId);
}

/** 'ana.gomez@example.com' → 'an•••@example.com': enough for the owner to recognise it, not to reuse it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}•••${email.slice(at)}`;
}

/** PATCH /api/profiles/ (JSON): the commerce, the user's names/email and contact data, in one transaction. */
export async function updateProfile(
  deps: AppDeps,
  userId: number,
  input: ProfileUpdate,
  sessionId: number | null,
): Promise<ProfileRecord> {
  const conflicts = await updateConflicts(deps, userId, input);
  const stored = await loadRow(deps.db, userId);
  const signers = nextSigners(stored ? signersOf(stored) : NO_SIGNERS, input);
  for (const [field, message] of Object.entries(signerErrors(signers))) {
    addFieldError(conflicts, [field], message);
  }
  const passwordProblem = await currentPasswordProblem(deps, userId, input);
  if (passwordProblem) addFieldError(conflicts, ['user', 'current_password'], passwordProblem);
  if (Object.keys(conflicts).length) throw AppError.fields(conflicts);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!before) throw AppError.notFound();
      await tx
        .update(users)
        .set({
          firstName: input.user.first_name,
          lastName: input.user.last_name,
          ...(input.user.email ? { email: input.user.email } : {}),
        })
        .where(eq(users.id, userId));
      const updated = await tx
        .update(profiles)
        .set({
          tradename: input.tradename,
          economicActivityId: input.economic_activity,
          identificationTypeId: input.identification_type,
          identificationNumber: input.identification_number,
          cellphone: input.cellphone,
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          address: input.address,
          cityId: input.city,
          legalRepName: signers.legal_rep_name,
          legalRepIdentification: signers.legal_rep_identification,
          accountantName: signers.accountant_name,
          accountantIdentification: signers.accountant_identification,
          accountantCard: signers.accountant_card,
          updatedAt: deps.clock.now(),
        })
        .where(eq(profiles.userId, userId))
        .returning({ id: profiles.id });
      if (!updated.length) throw AppError.notFound();
      await tx
        .update(businessIdentifications)
        .set({
          identificationTypeId: input.identification_type,
          identificationNumber: input.identification_number,
        })
        .where(eq(businessIdentifications.userId, userId));
      const email = input.user.email;
      if (email && email.toLowerCase() !== before.email.toLowerCase()) {
        await announceEmailChange(deps, tx, { userId, sessionId, old: before, newEmail: email });
      }
      return loadRow(tx, userId);
    });
    deps.mailWorker?.wake();
    if (!row) throw AppError.notFound();
    return toRecord(deps, row);
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_uq')) throw AppError.fields({ user: { email: [R.emailTaken] } });
    if (isUniqueViolation(err, IDENTIFICATION_UQ)) {
      throw AppError.field('identification_number', R.identificationTaken);
    }
    throw err;
  }
}

/**
 * PATCH /api/profiles/ (multipart `logo`): decoded and re-encoded (lib/images.ts), stored under
 * a random name; the previous file is removed only after the database points at the new one.
 */
export async function updateLogo(deps: AppDeps, userId: number, data: Buffer): Promise<ProfileRecord> {
  const image = await prepareUpload(data, userId);
  if ('error' in image) throw AppError.field('logo', image.error);
  const key = await deps.storage.save('logos', image.data, image.ext);
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ logo: profiles.logo })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (!current) throw AppError.notFound();
      previous = current.logo;
      await tx
        .update(profiles)
        .set({ logo: key, updatedAt: deps.clock.now() })
        .where(eq(profiles.userId, userId));
    });
  } catch (err) {
    await deps.storage.remove(key);
    throw err;
  }
  if (previous) await deps.storage.remove(previous);
  const [record] = await listProfiles(deps, userId);
  if (!record) throw AppError.notFound();
  return record;
}
