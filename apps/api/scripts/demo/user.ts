import { and, eq, gte } from 'drizzle-orm';
import { userSubscriptions, users } from '../../src/db/schema/index.ts';
import type { AppDeps } from '../../src/deps.ts';
import { today } from '../../src/lib/clock.ts';
import { hashPassword, verifyPassword } from '../../src/lib/tokens.ts';
import { insertProfile } from '../../src/modules/auth/service.ts';
import { insertFreeSubscription } from '../../src/modules/subscriptions/service.ts';

export type DemoUser = { id: number; email: string; created: boolean };

const FREE_TRIAL_PLAN = 4;

/**
 * The demo account: created with a profile (a Medellín shop) and an active plan, or found again by
 * its email — then its password must match, so a demo never writes into somebody else's books.
 */
export async function demoUser(deps: AppDeps, email: string, password: string): Promise<DemoUser> {
  const address = email.trim().toLowerCase();
  const [existing] = await deps.db.select().from(users).where(eq(users.email, address));
  if (existing) {
    if (!(await verifyPassword(password, existing.passwordHash))) {
      throw new Error(`${address} ya existe con otra contraseña: no se modifica.`);
    }
    await ensureSubscribed(deps, existing.id);
    return { id: existing.id, email: address, created: false };
  }
  const now = deps.clock.now();
  const passwordHash = await hashPassword(password);
  const id = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: address,
        passwordHash,
        firstName: 'Marta',
        lastName: 'Gómez',
        termsAcceptedAt: now,
        personalDataAcceptedAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo user not written');
    await insertProfile(tx, {
      userId: user.id,
      tradename: 'Tienda Doña Marta',
      identificationTypeId: 13,
      identificationNumber: '43123456',
      economicActivityId: 4711,
      cityId: 5001,
      phone: '',
      cellphone: '3001234567',
      address: 'Calle 10 # 43-12',
    });
    await insertFreeSubscription(tx, deps.clock, user.id, FREE_TRIAL_PLAN);
    return user.id;
  });
  return { id, email: address, created: true };
}

async function ensureSubscribed(deps: AppDeps, userId: number): Promise<void> {
  const [active] = await deps.db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.subscriptionActive, true),
        gte(userSubscriptions.finalDate, today(deps.clock)),
      ),
    );
  if (!active) await insertFreeSubscription(deps.db, deps.clock, userId, FREE_TRIAL_PLAN);
}
