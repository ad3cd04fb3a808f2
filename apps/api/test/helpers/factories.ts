import { authTokens, userSubscriptions, users } from '../../src/db/schema/index.ts';
import { addDays, addMonths, today } from '../../src/lib/clock.ts';
import { hashPassword, newToken, sha256 } from '../../src/lib/tokens.ts';
import { insertProfile } from '../../src/modules/auth/service.ts';
import type { TestApp } from './app.ts';

export type UserOverrides = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  initialInfo?: boolean;
  /** Insert an ACTIVE subscription to plan 4 (free trial, 24 months) from today. Default true. */
  subscribed?: boolean;
  tradename?: string;
  identificationTypeId?: number;
  identificationNumber?: string;
  economicActivityId?: number;
  cityId?: number;
  phone?: string;
  cellphone?: string;
  address?: string;
};

export type CreatedUser = {
  id: number;
  email: string;
  password: string;
  /** Plain session token. */
  token: string;
  /** Headers for app.inject: `{ headers: u.auth }`. */
  auth: { authorization: string };
};

// scrypt is deliberately slow; tests create many users with the same password.
const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string): Promise<string> => {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
};

let sequence = 0;

/**
 * Registers a user directly in the database (user + profile, optionally an active plan-4
 * subscription) and opens a session for it. Defaults: Medellín (5001), Cédula (13), CIIU 4711.
 */
export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<CreatedUser> {
  sequence += 1;
  const n = `${process.pid}${sequence}`;
  const email = overrides.email ?? `user${n}@example.com`;
  const password = overrides.password ?? 'Secreta123';
  const { db, clock, config } = t.deps;
  const now = clock.now();
  const passwordHash = await cachedHash(password);
  const token = newToken();

  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: overrides.firstName ?? 'Ana',
        lastName: overrides.lastName ?? 'Pérez',
        initialInfo: overrides.initialInfo ?? false,
        termsAcceptedAt: now,
        personalDataAcceptedAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await insertProfile(tx, {
      userId: user.id,
      tradename: overrides.tradename ?? `Tienda ${n}`,
      identificationTypeId: overrides.identificationTypeId ?? 13,
      identificationNumber: overrides.identificationNumber ?? `9${n}`.slice(0, 15),
      economicActivityId: overrides.economicActivityId ?? 4711,
      cityId: overrides.cityId ?? 5001,
      phone: overrides.phone ?? '',
      cellphone: overrides.cellphone ?? '3001234567',
      address: overrides.address ?? 'Calle 1 # 2-3',
    });
    if (overrides.subscribed ?? true) {
      const start = today(clock);
      const end = addMonths(start, 24);
      await tx.insert(userSubscriptions).values({
        userId: user.id,
        planId: 4,
        initialDate: start,
        finalDate: end,
        subscriptionActive: true,
        reminderDate: addDays(end, -2),
        amount: 0,
        activatedAt: now,
      });
    }
    await tx.insert(authTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + config.tokenTtlDays * 86_400_000),
    });
    return user.id;
  });

  return { id, email, password, token, auth: { authorization: `Token ${token}` } };
}
