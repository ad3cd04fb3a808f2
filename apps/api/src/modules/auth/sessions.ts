import type { LoginResponse } from '@cc/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authTokens, devices, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

// Opening a session, shared by the logins (password, registration) and a kept device's refresh.

const DAY_MS = 86_400_000;

/**
 * A kept device's session token lives a day (ADR 036): the device's refresh token renews it, so a
 * copied one is short-lived. A session of one tab keeps config.tokenTtlDays.
 */
export const DEVICE_ACCESS_MS = DAY_MS;

/** Opens a session: a random token, only its SHA-256 stored, valid config.tokenTtlDays. */
export async function issueToken(
  deps: AppDeps,
  tx: Executor,
  userId: number,
  deviceId: number | null = null,
): Promise<string> {
  const token = newToken();
  const ttl = deviceId === null ? deps.config.tokenTtlDays * DAY_MS : DEVICE_ACCESS_MS;
  await tx.insert(authTokens).values({
    userId,
    deviceId,
    tokenHash: sha256(token),
    expiresAt: new Date(deps.clock.now().getTime() + ttl),
  });
  return token;
}

/** The user's columns a session's answer reads (sessionOf). */
export const SESSION_USER = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  initialInfo: users.initialInfo,
};

/** The answer of a login and of a registration (docs/api.md §Login and registration). */
export function sessionOf(
  user: { id: number; email: string; firstName: string; lastName: string; initialInfo: boolean },
  token: string,
): LoginResponse {
  return {
    access_token: token,
    initial_info: user.initialInfo,
    user: { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName },
  };
}

/**
 * Revokes every open session of a user but `keep` (after a password reset none is kept; after an
 * email change, the session that made it), and every kept device but the kept session's (ADR 036):
 * a device's refresh token would otherwise open a new session after them.
 */
export async function revokeAllTokens(
  deps: AppDeps,
  tx: Executor,
  userId: number,
  keep: number | null = null,
): Promise<void> {
  const now = deps.clock.now();
  const [kept] =
    keep === null
      ? []
      : await tx
          .select({ deviceId: authTokens.deviceId })
          .from(authTokens)
          .where(and(eq(authTokens.userId, userId), eq(authTokens.id, keep)))
          .limit(1);
  const keptDevice = kept?.deviceId ?? null;
  await tx
    .update(devices)
    .set({ revokedAt: now })
    .where(
      and(
        eq(devices.userId, userId),
        isNull(devices.revokedAt),
        keptDevice === null ? undefined : ne(devices.id, keptDevice),
      ),
    );
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keep === null ? undefined : ne(authTokens.id, keep),
      ),
    );
}
