import type { LoginResponse } from '@cc/shared';
import type { Executor } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';
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
