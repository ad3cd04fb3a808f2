import { MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, profiles, userSubscriptions, users } from '../src/db/schema/index.ts';
import { sha256, verifyPassword } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const R = MSG.register;
const LOGIN_FAILED = `${MSG.login.failed.title}: ${MSG.login.failed.text}`;

let seq = 0;
/** A complete, valid registration payload of docs/product/1-account.md §3 (unique email and identification). */
function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    email: `nuevo${seq}@example.com`,
    password: 'Segura123',
    password_confirmation: 'Segura123',
    first_name: 'Marta',
    last_name: 'Gómez',
    tradename: 'Tienda La Esquina',
    phone: '6041234567',
    cellphone: '3001234567',
    identification_type: 13,
    identification_number: `10${seq}2030`,
    economic_activity: 4711,
    address: 'Carrera 10 # 20-30',
    city: 5001,
    terms_and_conds: true,
    personal_data: true,
    ...overrides,
  };
}

const register = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/register/', payload: body as object });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });

describe('POST /api/register/', () => {
  it('creates the user, the profile and the free trial, 201 with what a login answers', async () => {
    const body = payload({ email: '  Marta.Gomez@Example.COM ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    // The specification's {user: {id, email}} is still there; the session came with it (issue 30).
    expect(res.json()).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      initial_info: false,
      user: {
        id: expect.any(Number),
        email: 'marta.gomez@example.com',
        first_name: 'Marta',
        last_name: 'Gómez',
      },
    });

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Marta', lastName: 'Gómez', initialInfo: false });
    expect(row?.termsAcceptedAt.toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(row?.personalDataAcceptedAt.toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Segura123', row?.passwordHash ?? '')).toBe(true);

    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      tradename: 'Tienda La Esquina',
      identificationTypeId: 13,
      identificationNumber: body.identification_number,
      economicActivityId: 4711,
      cityId: 5001,
      phone: '6041234567',
      cellphone: '3001234567',
      address: 'Carrera 10 # 20-30',
      logo: null,
    });
    const subs = await t.deps.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, user.id));
    // Free plan of docs/product/1-account.md §9: plan 4, active, two years from today, reminder two days before.
    expect(subs).toEqual([
      expect.objectContaining({
        planId: 4,
        subscriptionActive: true,
        initialDate: '2026-01-15',
        finalDate: '2028-01-15',
        reminderDate: '2028-01-13',
        reminderSend: false,
        amount: 0,
      }),
    ]);
  });

  it('signs the new user in: the token it answers opens the session, no second login', async () => {
    const res = await register(payload());
    const { access_token: token, user } = res.json();
    const tokens = await t.deps.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(tokens).toEqual([expect.objectContaining({ tokenHash: sha256(token), revokedAt: null })]);
    const headers = { authorization: `Token ${token}` };
    const profile = await t.app.inject({ method: 'GET', url: '/api/profiles/', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()[0]).toMatchObject({ tradename: 'Tienda La Esquina' });
    // The free trial is active, so the first screen is the welcome one, as after a login.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions_billing/validated-user',
      headers,
    });
    expect(status.json()).toMatchObject({ is_active: true });
    // A login still works, and opens a second session.
    expect((await login(user.email, 'Segura123')).statusCode).toBe(200);
  });

  it('opens no session when the registration is refused', async () => {
    const first = payload();
    expect((await register(first)).statusCode).toBe(201);
    const before = await t.deps.db.select().from(authTokens);
    const again = await register({ ...first, identification_number: '999111' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).not.toHaveProperty('access_token');
    expect(await t.deps.db.select().from(authTokens)).toHaveLength(before.length);
  });

  it('accepts numeric ids sent as strings (HTML selects)', async () => {
    const res = await register(
      payload({ identification_type: '13', economic_activity: '4711', city: '11001' }),
    );
    expect(res.statusCode).toBe(201);
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, res.json().user.id));
    expect(profile).toMatchObject({ identificationTypeId: 13, economicActivityId: 4711, cityId: 11001 });
  });

  it.each([
    [
      'a short password',
      { password: 'corta12', password_confirmation: 'corta12' },
      'password',
      R.passwordShort.text,
    ],
    [
      'a mismatched confirmation',
      { password_confirmation: 'Otra1234' },
      'password_confirmation',
      R.passwordMismatch.text,
    ],
    [
      'an empty confirmation',
      { password_confirmation: '' },
      'password_confirmation',
      R.passwordMismatch.text,
    ],
    ['a first name over 140', { first_name: 'a'.repeat(141) }, 'first_name', R.firstNameLong.text],
    ['a last name over 140', { last_name: 'a'.repeat(141) }, 'last_name', R.lastNameLong.text],
    [
      'an identification over 20',
      { identification_number: '1'.repeat(21) },
      'identification_number',
      R.identificationLong.text,
    ],
    ['a tradename over 200', { tradename: 'a'.repeat(201) }, 'tradename', R.tradenameLong.text],
    ['a phone over 10', { phone: '12345678901' }, 'phone', R.phoneLong.text],
    ['a cellphone over 10', { cellphone: '30012345678' }, 'cellphone', R.cellphoneLong.text],
    ['an invalid email', { email: 'no-es-correo' }, 'email', R.emailInvalid],
    ['terms not accepted', { terms_and_conds: false }, 'terms_and_conds', R.termsRequired],
    ['personal data not accepted', { personal_data: false }, 'personal_data', R.personalDataRequired],
    ['a blank tradename', { tradename: '   ' }, 'tradename', MSG.required],
    ['a missing city', { city: undefined }, 'city', MSG.required],
    ['a zero city', { city: 0 }, 'city', R.unknownOption],
    ['a huge city id', { city: 99_999_999_999 }, 'city', R.unknownOption],
  ])('refuses %s with the spec message on that field', async (_name, overrides, field, message) => {
    const before = (await t.deps.db.select({ id: users.id }).from(users)).length;
    const res = await register(payload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect((await t.deps.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('accepts exactly the limits (140, 20, 200, 10, 10, 8)', async () => {
    const res = await register(
      payload({
        first_name: 'a'.repeat(140),
        last_name: 'b'.repeat(140),
        identification_number: `${seq}`.padStart(20, '7'),
        tradename: 'c'.repeat(200),
        phone: '1234567890',
        cellphone: '3001234567',
        password: '12345678',
        password_confirmation: '12345678',
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('lists every failing field at once', async () => {
    const res = await register({ email: 'x', password: '1' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.email).toEqual([R.emailInvalid]);
    expect(body.password).toEqual([R.passwordShort.text]);
    for (const f of ['first_name', 'last_name', 'tradename', 'phone', 'cellphone', 'identification_number']) {
      expect(body[f]).toEqual([MSG.required]);
    }
    expect(body.terms_and_conds).toEqual([R.termsRequired]);
  });

  it('refuses a duplicate email (any case) and a duplicate identification', async () => {
    const first = payload();
    expect((await register(first)).statusCode).toBe(201);

    const sameEmail = await register(payload({ email: String(first.email).toUpperCase() }));
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ email: [R.emailTaken] });

    const sameId = await register(payload({ identification_number: first.identification_number }));
    expect(sameId.statusCode).toBe(400);
    expect(sameId.json()).toEqual({ identification_number: [R.identificationTaken] });

    // The same number under another document type is another person.
    const otherType = await register(
      payload({ identification_number: first.identification_number, identification_type: 31 }),
    );
    expect(otherType.statusCode).toBe(201);
  });

  it('refuses unknown city, document type and economic activity ids on their fields', async () => {
    const res = await register(payload({ city: 99999, identification_type: 99, economic_activity: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      identification_type: [R.unknownOption],
      economic_activity: [R.unknownOption],
      city: [R.unknownOption],
    });
  });

  it('keeps user and profile together: two concurrent identical registrations create one user', async () => {
    const body = payload();
    const [a, b] = await Promise.all([register(body), register(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    // Refused by the pre-check or by the unique index, depending on timing. On PostgreSQL the
    // pre-checks run on separate pool connections, so the winner may commit between the email
    // check and the identification check: the refusal names the email, the identification, or both.
    const refusal = loser.json() as Record<string, string[]>;
    expect(refusal.email ?? refusal.identification_number).toEqual([
      refusal.email ? R.emailTaken : R.identificationTaken,
    ]);
    const rows = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(rows).toHaveLength(1);
    const profileRows = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, rows[0]?.id ?? 0));
    expect(profileRows).toHaveLength(1);
  });

  it('pre-accepts the captcha outside production (no altcha needed)', async () => {
    expect(t.deps.config.captcha.required).toBe(false);
    expect((await register(payload({ altcha: 'cualquier cosa' }))).statusCode).toBe(201);
  });
});

describe('POST /api/login/', () => {
  it('answers 200 {access_token, initial_info, user} and stores only the SHA-256 of the token', async () => {
    const u = await createUser(t, { firstName: 'Luis', lastName: 'Díaz', initialInfo: true });
    const res = await login(u.email.toUpperCase(), u.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      initial_info: true,
      user: { id: u.id, email: u.email, first_name: 'Luis', last_name: 'Díaz' },
    });
    const [row] = await t.deps.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(body.access_token)));
    expect(row?.userId).toBe(u.id);
    // config.tokenTtlDays (30) after the fixed clock.
    expect(row?.expiresAt.toISOString()).toBe('2026-02-14T15:00:00.000Z');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/',
      headers: { authorization: `Token ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('registers then logs in with the registered credentials', async () => {
    const body = payload();
    expect((await register(body)).statusCode).toBe(201);
    const res = await login(String(body.email), String(body.password));
    expect(res.statusCode).toBe(200);
    expect(res.json().initial_info).toBe(false);
  });

  it('gives the same 400 for a wrong password and an unknown email', async () => {
    const u = await createUser(t);
    const wrong = await login(u.email, 'NoEsLaClave1');
    const unknown = await login('nadie@example.com', u.password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: LOGIN_FAILED, non_field_errors: [LOGIN_FAILED] });
    }
  });

  it('refuses an expired token with 401', async () => {
    const u = await createUser(t);
    t.clock.set('2026-03-01T00:00:00Z');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/profiles/', headers: u.auth });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MSG.invalidToken });
    } finally {
      t.clock.set('2026-01-15T15:00:00Z');
    }
  });
});

describe('POST /api/logout/ and GET /api/token/refresh', () => {
  it('logout revokes the token (204), which then gets 401', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: u.auth });
    expect(res.statusCode).toBe(204);
    const [row] = await t.deps.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(u.token)));
    expect(row?.revokedAt?.toISOString()).toBe('2026-01-15T15:00:00.000Z');
    const after = await t.app.inject({ method: 'GET', url: '/api/profiles/', headers: u.auth });
    expect(after.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout/', headers: u.auth })).statusCode).toBe(
      401,
    );
  });

  it('logout and refresh need a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout/' })).json()).toEqual({
      detail: MSG.unauthenticated,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/token/refresh' })).statusCode).toBe(401);
  });

  it('refresh returns a new working token and revokes the old one', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/token/refresh', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const { access_token } = res.json();
    expect(access_token).not.toBe(u.token);
    const fresh = { authorization: `Token ${access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/', headers: fresh })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/', headers: u.auth })).statusCode).toBe(
      401,
    );
    const [row] = await t.deps.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(access_token)));
    expect(row).toMatchObject({ userId: u.id, revokedAt: null });
  });
});

describe('factory', () => {
  it('createUser gives a subscribed user by default and an unsubscribed one on request', async () => {
    const a = await createUser(t);
    const b = await createUser(t, { subscribed: false });
    const subsA = await t.deps.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, a.id));
    expect(subsA).toEqual([
      expect.objectContaining({
        planId: 4,
        subscriptionActive: true,
        initialDate: '2026-01-15',
        finalDate: '2028-01-15',
      }),
    ]);
    expect(
      await t.deps.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, b.id)),
    ).toEqual([]);
  });
});
