import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, devices } from '../src/db/schema/index.ts';
import { deviceName } from '../src/modules/auth/devices.ts';
import { revokeAllTokens } from '../src/modules/auth/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

// Issue 30 item 1 (ADR 036): a kept login is a device with a rotating refresh token.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

type Kept = { access_token: string; refresh_token: string; user: { id: number } };

async function keptLogin(user: CreatedUser, ua = PHONE_UA): Promise<Kept> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    headers: { 'user-agent': ua },
    payload: { email: user.email, password: user.password, keep: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/device/', payload: { refresh_token: refreshToken } });
const auth = (token: string) => ({ authorization: `Token ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/devices/', headers: auth(token) });

describe('a kept login', () => {
  it('answers a refresh token and creates a device named from the user agent', async () => {
    const user = await createUser(t);
    const kept = await keptLogin(user);
    expect(kept.refresh_token).toMatch(/^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}$/);
    const list = await me(kept.access_token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Chrome · Android',
        created_at: '2026-01-15T15:00:00.000Z',
        last_used_at: '2026-01-15T15:00:00.000Z',
        current: true,
      },
    ]);
    // Only the secret's digest is stored.
    const [row] = await t.deps.db.select().from(devices).where(eq(devices.userId, user.id));
    expect(row?.refreshHash).not.toContain(kept.refresh_token.split('.')[1]);
    // The device's session is short-lived: a day, not the 30 of a tab's.
    const [token] = await t.deps.db
      .select({ expiresAt: authTokens.expiresAt, deviceId: authTokens.deviceId })
      .from(authTokens)
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.deviceId, row?.id ?? 0)));
    expect(token?.expiresAt.toISOString()).toBe('2026-01-16T15:00:00.000Z');
  });

  it('a login without the box creates no device nor refresh token', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
    });
    expect(res.json().refresh_token).toBeUndefined();
    expect((await me(res.json().access_token)).json()).toEqual([]);
  });
});

describe('POST /api/token/device/', () => {
  it('rotates: a new session and refresh token; the old session ends', async () => {
    const user = await createUser(t);
    const kept = await keptLogin(user);
    const res = await refresh(kept.refresh_token);
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json() as Kept;
    expect(next.user.id).toBe(user.id);
    expect(next.refresh_token).not.toBe(kept.refresh_token);
    expect(next.refresh_token.split('.')[0]).toBe(kept.refresh_token.split('.')[0]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await me(next.access_token)).statusCode).toBe(200);
    expect((await me(kept.access_token)).statusCode).toBe(401);
    // And again with the new one.
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('an old refresh token presented again revokes the device and its sessions (theft)', async () => {
    const user = await createUser(t);
    const kept = await keptLogin(user);
    const next = (await refresh(kept.refresh_token)).json() as Kept;
    // Whoever copied the first token tries it.
    expect((await refresh(kept.refresh_token)).statusCode).toBe(401);
    expect((await me(next.access_token)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    const live = await t.deps.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.userId, user.id), isNull(devices.revokedAt)));
    expect(live).toEqual([]);
  });

  it('refuses a made-up or malformed token, and a device idle for 90 days', async () => {
    expect((await refresh('nope')).statusCode).toBe(401);
    expect((await refresh(`${'a'.repeat(43)}.${'b'.repeat(43)}`)).statusCode).toBe(401);
    const user = await createUser(t);
    const kept = await keptLogin(user);
    t.clock.set('2026-04-20T15:00:00Z');
    try {
      expect((await refresh(kept.refresh_token)).statusCode).toBe(401);
    } finally {
      t.clock.set('2026-01-15T15:00:00Z');
    }
  });

  it('a session refreshed by GET /api/token/refresh stays the device’s', async () => {
    const user = await createUser(t);
    const kept = await keptLogin(user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/token/refresh',
      headers: auth(kept.access_token),
    });
    const token = res.json().access_token as string;
    expect((await me(token)).json()[0].current).toBe(true);
  });
});

describe('revoking devices', () => {
  it('DELETE /api/devices/{id}/ ends that device at once; the others stay', async () => {
    const user = await createUser(t);
    const phone = await keptLogin(user);
    const laptop = await keptLogin(user, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0');
    const list = (await me(laptop.access_token)).json() as { id: number; name: string; current: boolean }[];
    expect(list.map((d) => [d.name, d.current])).toEqual(
      expect.arrayContaining([
        ['Firefox · Windows', true],
        ['Chrome · Android', false],
      ]),
    );
    const phoneId = list.find((d) => !d.current)?.id;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/devices/${phoneId}/`,
      headers: auth(laptop.access_token),
    });
    expect(res.statusCode).toBe(204);
    expect((await me(phone.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await me(laptop.access_token)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/devices/${phoneId}/`,
      headers: auth(laptop.access_token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('revoke-others keeps the session asking; revoke-all ends every session, tabs included', async () => {
    const user = await createUser(t);
    const phone = await keptLogin(user);
    const laptop = await keptLogin(user);
    let res = await t.app.inject({
      method: 'POST',
      url: '/api/devices/revoke-others/',
      headers: auth(laptop.access_token),
    });
    expect(res.statusCode).toBe(204);
    expect((await me(phone.access_token)).statusCode).toBe(401);
    // The factory's session of a tab is another session too.
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(laptop.access_token)).json()).toHaveLength(1);

    const tablet = await keptLogin(user);
    res = await t.app.inject({
      method: 'POST',
      url: '/api/devices/revoke-all/',
      headers: auth(laptop.access_token),
    });
    expect(res.statusCode).toBe(204);
    expect((await me(laptop.access_token)).statusCode).toBe(401);
    expect((await me(tablet.access_token)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);
  });

  it('user B can neither list nor revoke A’s devices', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const kept = await keptLogin(a);
    const [device] = (await me(kept.access_token)).json() as { id: number }[];
    expect((await me(b.token)).json()).toEqual([]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/devices/${device?.id}/`, headers: b.auth });
    expect(res.statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/devices/revoke-all/', headers: b.auth });
    expect((await me(kept.access_token)).statusCode).toBe(200);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(200);
  });

  it('logging out of a kept device ends the device', async () => {
    const user = await createUser(t);
    const kept = await keptLogin(user);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: auth(kept.access_token) });
    expect(res.statusCode).toBe(204);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(401);
    expect((await me(user.token)).json()).toEqual([]);
  });

  it('a password reset (every session revoked) ends the devices too; an e-mail change keeps the asking one', async () => {
    const user = await createUser(t);
    const phone = await keptLogin(user);
    const laptop = await keptLogin(user);
    const [session] = await t.deps.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .innerJoin(devices, eq(devices.id, authTokens.deviceId))
      .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt), isNull(devices.revokedAt)))
      .orderBy(authTokens.id)
      .limit(1);
    // The e-mail change: the session that made it, the phone's, stays with its device.
    await revokeAllTokens(t.deps, t.deps.db, user.id, session?.id ?? 0);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);
    const renewed = await refresh(phone.refresh_token);
    expect(renewed.statusCode).toBe(200);
    // The reset: nothing stays.
    await revokeAllTokens(t.deps, t.deps.db, user.id);
    expect((await refresh(renewed.json().refresh_token)).statusCode).toBe(401);
  });

  it('names devices from common user agents', () => {
    expect(deviceName(PHONE_UA)).toBe('Chrome · Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      ),
    ).toBe('Safari · iPhone');
    expect(deviceName(undefined)).toBe('Dispositivo');
  });
});
