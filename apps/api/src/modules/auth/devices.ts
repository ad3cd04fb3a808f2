import { type Device, type LoginResponse, MSG } from '@cc/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authTokens, devices, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { issueToken, revokeAllTokens, SESSION_USER, sessionOf } from './sessions.ts';
import { UNKNOWN_DEVICE } from './texts.ts';

// The devices a user stays signed in on (issue 30 item 1, ADR 036). A device holds one rotating
// refresh token `<refresh_key>.<secret>`: each refresh answers a new secret and spends the old
// one; an old secret presented again under its key means the token was copied, and the device is
// revoked with every session opened for it.

/** A device unused this long signs in again with its password. */
export const DEVICE_IDLE_MS = 90 * 86_400_000;

const REFRESH_SHAPE = /^([A-Za-z0-9_-]{20,64})\.([A-Za-z0-9_-]{20,64})$/;

/** A short name of the device from its user agent: browser · system, as the Perfil list shows it. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /iPad/.test(ua)
        ? 'iPad'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : '';
  return [browser, system].filter(Boolean).join(' · ') || UNKNOWN_DEVICE;
}

/** A new kept device of the user and its first refresh token. */
export async function createDevice(
  deps: AppDeps,
  tx: Executor,
  userId: number,
  name: string,
): Promise<{ id: number; refreshToken: string }> {
  const key = newToken();
  const secret = newToken();
  const now = deps.clock.now();
  const [row] = await tx
    .insert(devices)
    .values({ userId, name, refreshKey: key, refreshHash: sha256(secret), createdAt: now, lastUsedAt: now })
    .returning({ id: devices.id });
  if (!row) throw new Error('device insert returned nothing');
  return { id: row.id, refreshToken: `${key}.${secret}` };
}

/** Ends a device: refused from now on, and every session opened for it ends at once. */
async function revokeDevices(deps: AppDeps, tx: Executor, userId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const now = deps.clock.now();
  await tx
    .update(devices)
    .set({ revokedAt: now })
    .where(and(eq(devices.userId, userId), inArray(devices.id, ids), isNull(devices.revokedAt)));
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(authTokens.userId, userId), inArray(authTokens.deviceId, ids), isNull(authTokens.revokedAt)),
    );
}

/**
 * POST /api/token/device/: spends a refresh token and answers a new session with the next one.
 * The device's earlier sessions end (one live session per device).
 */
export async function refreshDevice(
  deps: AppDeps,
  refreshToken: string,
): Promise<LoginResponse & { refresh_token: string }> {
  const match = REFRESH_SHAPE.exec(refreshToken);
  if (!match?.[1] || !match[2]) throw AppError.unauthorized(MSG.invalidToken);
  const [key, secret] = [match[1], match[2]];
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [device] = await tx
      .select({
        id: devices.id,
        userId: devices.userId,
        refreshHash: devices.refreshHash,
        lastUsedAt: devices.lastUsedAt,
        revokedAt: devices.revokedAt,
      })
      .from(devices)
      .where(eq(devices.refreshKey, key))
      .for('update')
      .limit(1);
    if (!device || device.revokedAt) return null;
    if (device.refreshHash !== sha256(secret)) {
      // A secret already rotated away: whoever holds the live one, this device is not safe.
      await revokeDevices(deps, tx, device.userId, [device.id]);
      return 'reused' as const;
    }
    if (now.getTime() - device.lastUsedAt.getTime() > DEVICE_IDLE_MS) {
      await revokeDevices(deps, tx, device.userId, [device.id]);
      return null;
    }
    const [user] = await tx.select(SESSION_USER).from(users).where(eq(users.id, device.userId)).limit(1);
    if (!user) return null;
    const next = newToken();
    await tx
      .update(devices)
      .set({ refreshHash: sha256(next), lastUsedAt: now })
      .where(and(eq(devices.userId, device.userId), eq(devices.id, device.id)));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(authTokens.userId, device.userId),
          eq(authTokens.deviceId, device.id),
          isNull(authTokens.revokedAt),
        ),
      );
    return {
      ...sessionOf(user, await issueToken(deps, tx, user.id, device.id)),
      refresh_token: `${key}.${next}`,
    };
  });
  // The revocation of a reused token is committed before the refusal.
  if (!outcome || outcome === 'reused') throw AppError.unauthorized(MSG.invalidToken);
  return outcome;
}

/** GET /api/devices/: the user's live devices, the most recently used first. */
export async function listDevices(
  deps: AppDeps,
  userId: number,
  currentDeviceId: number | null,
): Promise<Device[]> {
  const rows = await deps.db
    .select({
      id: devices.id,
      name: devices.name,
      createdAt: devices.createdAt,
      lastUsedAt: devices.lastUsedAt,
    })
    .from(devices)
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)))
    .orderBy(desc(devices.lastUsedAt), desc(devices.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt.toISOString(),
    current: r.id === currentDeviceId,
  }));
}

/** DELETE /api/devices/{id}/: one of the user's devices; another user's id is not found. */
export async function revokeDevice(deps: AppDeps, userId: number, deviceId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.userId, userId), eq(devices.id, deviceId), isNull(devices.revokedAt)))
      .limit(1);
    if (!row) throw AppError.notFound();
    await revokeDevices(deps, tx, userId, [row.id]);
  });
}

/**
 * POST /api/devices/revoke-others/ and /revoke-all/: every device and session of the user but the
 * session asking (`keepTokenId`, and its device), or all of them, sessions of one tab included.
 */
export async function revokeUserDevices(
  deps: AppDeps,
  userId: number,
  keepTokenId: number | null,
): Promise<void> {
  await deps.db.transaction((tx) => revokeAllTokens(deps, tx, userId, keepTokenId));
}
