import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_MSG, MSG, PROFILE_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { economicActivities, profiles, users } from '../src/db/schema/index.ts';
import { maskEmail } from '../src/modules/profiles/service.ts';
import { EMAIL_CHANGED_MAIL } from '../src/modules/profiles/texts.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { corruptPng, flatPng, photoJpeg, truncatedJpeg } from './helpers/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const A = PROFILE_MSG.alert;
const R = MSG.register;
// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, data: Buffer, type = 'image/png') {
  const boundary = `----cc${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const getProfile = (u: CreatedUser) =>
  t.app.inject({ method: 'GET', url: '/api/profiles/', headers: u.auth });
const patch = (u: CreatedUser, body: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/profiles/', headers: u.auth, payload: body as object });
const upload = (u: CreatedUser, field: string, filename: string, data: Buffer, type?: string) => {
  const m = multipart(field, filename, data, type);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/profiles/',
    headers: { ...u.auth, ...m.headers },
    payload: m.payload,
  });
};

function update(overrides: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  return {
    tradename: 'Panadería El Trigal',
    economic_activity: 1081,
    identification_type: 31,
    identification_number: '900123456',
    cellphone: '3109876543',
    phone: '6017654321',
    address: 'Avenida 68 # 10-20',
    state: 11,
    city: 11001,
    user: {
      first_name: 'Camila',
      last_name: 'Rojas',
      email: 'camila.rojas@example.com',
      // The factory's password: changing the login email asks for it.
      current_password: 'Secreta123',
      ...user,
    },
    ...overrides,
  };
}

describe('GET /api/profiles/', () => {
  it('returns the caller profile as a one-element list in the shape of docs/product/1-account.md §3', async () => {
    const u = await createUser(t, {
      firstName: 'Ana',
      lastName: 'Pérez',
      tradename: 'Tienda Ana',
      identificationNumber: '43111222',
      phone: '6041112233',
      cellphone: '3001112233',
      address: 'Calle 50 # 40-30',
    });
    const res = await getProfile(u);
    expect(res.statusCode).toBe(200);
    const [activity] = await t.deps.db
      .select({ name: economicActivities.name })
      .from(economicActivities)
      .where(eq(economicActivities.id, 4711));
    const [profile] = await t.deps.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, u.id));
    expect(res.json()).toEqual([
      {
        id: profile?.id,
        tradename: 'Tienda Ana',
        identification_type: { id: 13, name: 'Cédula de ciudadanía' },
        identification_number: '43111222',
        economic_activity: { id: 4711, name: activity?.name },
        city: { id: 5001, name: 'Medellín', state: { id: 5, name: 'Antioquia' } },
        logo: { image: null },
        cellphone: '3001112233',
        phone: '6041112233',
        address: 'Calle 50 # 40-30',
        // Issue 23 item 5: the signers of the statements, '' until stated.
        legal_rep_name: '',
        legal_rep_identification: '',
        accountant_name: '',
        accountant_identification: '',
        accountant_card: '',
        user: { id: u.id, first_name: 'Ana', last_name: 'Pérez', email: u.email },
      },
    ]);
  });

  it('needs a login but no subscription', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/' })).statusCode).toBe(401);
    const u = await createUser(t, { subscribed: false });
    const res = await getProfile(u);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].user.id).toBe(u.id);
  });
});

describe('PATCH /api/profiles/ (JSON)', () => {
  it('updates commerce, user and contact data and answers the new record', async () => {
    const u = await createUser(t);
    const res = await patch(u, update());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tradename: 'Panadería El Trigal',
      identification_type: { id: 31, name: 'NIT' },
      identification_number: '900123456',
      economic_activity: { id: 1081 },
      city: { id: 11001, name: 'Bogotá, D.C.', state: { id: 11, name: 'Bogotá, D.C.' } },
      cellphone: '3109876543',
      phone: '6017654321',
      address: 'Avenida 68 # 10-20',
      user: { id: u.id, first_name: 'Camila', last_name: 'Rojas', email: 'camila.rojas@example.com' },
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ firstName: 'Camila', lastName: 'Rojas', email: 'camila.rojas@example.com' });
    const [p] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, u.id));
    expect(p).toMatchObject({ cityId: 11001, economicActivityId: 1081, identificationTypeId: 31 });

    const relog = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'camila.rojas@example.com', password: u.password },
    });
    expect(relog.statusCode).toBe(200);
  });

  it('keeps the email and phone when they are not sent', async () => {
    const u = await createUser(t, { phone: '6040000000' });
    const body = update({ phone: undefined, identification_number: '71000001' }, { email: undefined });
    const res = await patch(u, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(u.email);
    expect(res.json().phone).toBe('6040000000');
  });

  it('answers the ten ¡Alerta! checks of docs/product/1-account.md §5 as field errors, in their order', async () => {
    const u = await createUser(t);
    const res = await patch(u, {
      tradename: ' ',
      economic_activity: '',
      user: { first_name: '', last_name: '' },
      identification_type: null,
      identification_number: '',
      cellphone: '',
      state: '',
      city: 0,
      address: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({
      tradename: [A.tradename],
      economic_activity: [A.economic_activity],
      user: { first_name: [A.first_name], last_name: [A.last_name] },
      identification_type: [A.identification_type],
      identification_number: [A.identification_number],
      cellphone: [A.cellphone],
      state: [A.state],
      city: [A.city],
      address: [A.address],
    });
    expect(Object.keys(body)).toEqual([
      'tradename',
      'economic_activity',
      'user',
      'identification_type',
      'identification_number',
      'cellphone',
      'state',
      'city',
      'address',
    ]);
  });

  it('answers the alert texts for absent fields too', async () => {
    const u = await createUser(t);
    const res = await patch(u, { user: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      tradename: [A.tradename],
      user: { first_name: [A.first_name] },
      city: [A.city],
    });
  });

  it.each([
    ['tradename', { tradename: 'x'.repeat(201) }, {}, { tradename: [R.tradenameLong.text] }],
    [
      'identification',
      { identification_number: '9'.repeat(21) },
      {},
      { identification_number: [R.identificationLong.text] },
    ],
    ['cellphone', { cellphone: '31012345678' }, {}, { cellphone: [R.cellphoneLong.text] }],
    ['phone', { phone: '60112345678' }, {}, { phone: [R.phoneLong.text] }],
    ['first name', {}, { first_name: 'n'.repeat(141) }, { user: { first_name: [R.firstNameLong.text] } }],
    ['last name', {}, { last_name: 'n'.repeat(141) }, { user: { last_name: [R.lastNameLong.text] } }],
    ['email', {}, { email: 'sin-arroba' }, { user: { email: [R.emailInvalid] } }],
  ])('applies the registration limits (%s)', async (_n, overrides, user, expected) => {
    const u = await createUser(t);
    const res = await patch(u, update(overrides, user));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it('refuses a city of another department, and unknown ids', async () => {
    const u = await createUser(t);
    const wrongState = await patch(
      u,
      update({ state: 5, city: 11001, identification_number: '71000002' }, { email: undefined }),
    );
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toEqual({ city: [PROFILE_MSG.cityNotInState] });

    const unknown = await patch(
      u,
      update(
        {
          economic_activity: 2,
          identification_type: 99,
          state: 3,
          city: 99999,
          identification_number: '71000003',
        },
        { email: undefined },
      ),
    );
    expect(unknown.json()).toEqual({
      economic_activity: [R.unknownOption],
      identification_type: [R.unknownOption],
      state: [R.unknownOption],
      city: [R.unknownOption],
    });
    const [p] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, u.id));
    expect(p?.cityId).toBe(5001);
  });

  it("refuses another user's email and identification, accepts its own", async () => {
    const other = await createUser(t, { identificationNumber: '80111222' });
    const u = await createUser(t);
    const email = await patch(
      u,
      update({ identification_number: '80999000' }, { email: other.email.toUpperCase() }),
    );
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ user: { email: [R.emailTaken] } });

    const ident = await patch(
      u,
      update({ identification_type: 13, identification_number: '80111222' }, { email: undefined }),
    );
    expect(ident.json()).toEqual({ identification_number: [R.identificationTaken] });

    const own = await patch(u, update({ identification_number: '80999000' }, { email: u.email }));
    expect(own.statusCode).toBe(200);
  });
});

describe('PATCH /api/profiles/ (multipart logo)', () => {
  it('stores a PNG under /media, replaces the previous logo and removes its file', async () => {
    const u = await createUser(t);
    const first = await upload(u, 'logo', 'logo.png', PNG);
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().logo.image;
    expect(firstUrl).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    const firstFile = path.join(t.deps.config.uploadsDir, firstUrl.replace('/media/', ''));
    expect(existsSync(firstFile)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    // Named .png but a JPEG by content: stored as what it is.
    const second = await upload(u, 'logo', 'foto.png', await photoJpeg(30, 20));
    expect(second.statusCode).toBe(200);
    expect(second.json().logo.image).toMatch(/\.jpg$/);
    expect(existsSync(firstFile)).toBe(false);
    expect((await getProfile(u)).json()[0].logo.image).toBe(second.json().logo.image);
  });

  it('refuses a file that is not an image, whatever its name or type', async () => {
    const u = await createUser(t);
    const res = await upload(
      u,
      'logo',
      'logo.png',
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/png',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ logo: [IMAGE_MSG.invalid] });
    const [p] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, u.id));
    expect(p?.logo).toBeNull();
  });

  it('refuses an image over 5 MB', async () => {
    const u = await createUser(t);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(u, 'logo', 'grande.png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ logo: [IMAGE_MSG.tooBig] });
  });

  it('refuses what does not decode, keeping the logo it had', async () => {
    const u = await createUser(t);
    const good = await upload(u, 'logo', 'logo.png', PNG);
    expect(good.statusCode).toBe(200);
    const cases: [string, Buffer, string][] = [
      ['corrupt.png', corruptPng(), IMAGE_MSG.invalid],
      ['cortada.jpg', await truncatedJpeg(), IMAGE_MSG.invalid],
      ['enorme.png', await flatPng(8000, 8000), IMAGE_MSG.tooManyPixels],
    ];
    for (const [name, data, message] of cases) {
      const res = await upload(u, 'logo', name, data);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ logo: [message] });
    }
    expect((await getProfile(u)).json()[0].logo.image).toBe(good.json().logo.image);
    const logos = readdirSync(path.join(t.deps.config.uploadsDir, 'logos'));
    expect(logos).toContain(path.basename(good.json().logo.image));
  });

  it('stores a large photo shrunk to 1600 px and re-encoded, smaller than sent', async () => {
    const u = await createUser(t);
    const photo = await photoJpeg(2400, 1800);
    const res = await upload(u, 'logo', 'foto.jpg', photo, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().logo.image });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1200,
    });
    expect(served.rawPayload.length).toBeLessThan(photo.length);
  });

  it('refuses a multipart form without the logo field', async () => {
    const u = await createUser(t);
    const res = await upload(u, 'imagen', 'logo.png', PNG);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ logo: [PROFILE_MSG.logoRequired] });
  });
});

describe('PATCH /api/profiles/ changing the login email', () => {
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
  const emailOf = async (id: number) =>
    (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

  it('requires the current password, refuses a wrong one, and changes nothing until it is right', async () => {
    const u = await createUser(t);
    const n = u.id;
    const missing = await patch(
      u,
      update(
        { identification_number: `72${n}` },
        { email: `nuevo${n}@example.com`, current_password: undefined },
      ),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ user: { current_password: [PROFILE_MSG.currentPasswordRequired] } });
    const empty = await patch(
      u,
      update({ identification_number: `72${n}` }, { email: `nuevo${n}@example.com`, current_password: '' }),
    );
    expect(empty.json()).toEqual({ user: { current_password: [PROFILE_MSG.currentPasswordRequired] } });
    const wrong = await patch(
      u,
      update(
        { identification_number: `72${n}` },
        { email: `nuevo${n}@example.com`, current_password: 'Otra12345' },
      ),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ user: { current_password: [PROFILE_MSG.currentPasswordWrong] } });
    expect(await emailOf(u.id)).toBe(u.email);
    const [p] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, u.id));
    expect(p?.identificationNumber).not.toBe(`72${n}`);

    const ok = await patch(
      u,
      update(
        { identification_number: `72${n}` },
        { email: `nuevo${n}@example.com`, current_password: u.password },
      ),
    );
    expect(ok.statusCode).toBe(200);
    expect(await emailOf(u.id)).toBe(`nuevo${n}@example.com`);
    expect((await login(`nuevo${n}@example.com`, u.password)).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(400);
  });

  it('reports a wrong password together with the other field errors', async () => {
    const u = await createUser(t);
    const res = await patch(
      u,
      update(
        { state: 5, city: 11001, identification_number: `74${u.id}` },
        { email: `otro${u.id}@example.com`, current_password: 'Otra12345' },
      ),
    );
    expect(res.json()).toEqual({
      city: [PROFILE_MSG.cityNotInState],
      user: { current_password: [PROFILE_MSG.currentPasswordWrong] },
    });
  });

  it('asks nothing when the email is kept (in any letter case) or not sent', async () => {
    const u = await createUser(t);
    const same = await patch(
      u,
      update(
        { identification_number: `73${u.id}` },
        { email: u.email.toUpperCase(), current_password: undefined },
      ),
    );
    expect(same.statusCode).toBe(200);
    const absent = await patch(
      u,
      update({ identification_number: `73${u.id}` }, { email: undefined, current_password: undefined }),
    );
    expect(absent.statusCode).toBe(200);
    expect(await emailOf(u.id)).toBe(u.email);
  });
});

describe('PATCH /api/profiles/ is no password oracle', () => {
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
  const changeEmail = (u: CreatedUser, password: string) =>
    patch(
      u,
      update(
        { identification_number: `76${u.id}` },
        { email: `cambio${u.id}@example.com`, current_password: password },
      ),
    );

  it('counts wrong current passwords with the login lockout: the 6th try is refused, even the right one', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) {
      const wrong = await changeEmail(u, `Otra1234${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ user: { current_password: [PROFILE_MSG.currentPasswordWrong] } });
    }
    const locked = await changeEmail(u, u.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: MSG.login.locked(1) });
    expect(locked.headers['retry-after']).toBe('60');
    // One count per account: the login is locked as well, and the other way round.
    expect((await login(u.email, u.password)).statusCode).toBe(429);
    const [row] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, u.id));
    expect(row?.email).toBe(u.email);
  });

  it('a login failure counts against the profile check too, and a right password clears the count', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 4; i++) expect((await login(u.email, 'NoEsLaClave1')).statusCode).toBe(400);
    expect((await changeEmail(u, u.password)).statusCode).toBe(200);
    // Cleared: 4 more wrong logins are still only failures.
    for (let i = 0; i < 4; i++) {
      expect((await login(`cambio${u.id}@example.com`, 'NoEsLaClave1')).statusCode).toBe(400);
    }
  });

  it('is rate-limited per client like the login', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const u = await createUser(limited);
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'PATCH',
          url: '/api/profiles/',
          headers: u.auth,
          payload: update(
            { identification_number: `77${u.id}` },
            { email: undefined, current_password: undefined },
          ),
        });
        codes.push(res.statusCode);
        if (i === 3) expect(res.json()).toEqual({ detail: MSG.tooManyRequests });
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('PATCH /api/profiles/ announces a new login email', () => {
  it('tells the old address through the outbox and ends every other session, not this one', async () => {
    const u = await createUser(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: u.email, password: u.password },
    });
    const otherAuth = { authorization: `Token ${other.json().access_token}` };
    await t.deliverMail();
    const sentBefore = t.sent.length;
    const res = await patch(
      u,
      update(
        { identification_number: `78${u.id}` },
        { email: `ana.nueva${u.id}@example.com`, current_password: u.password },
      ),
    );
    expect(res.statusCode).toBe(200);
    await t.deliverMail();
    const notices = t.sent.slice(sentBefore);
    expect(notices.map((m) => [m.to, m.subject])).toEqual([[u.email, EMAIL_CHANGED_MAIL.subject]]);
    expect(notices[0]?.text).toContain(`se cambió a an•••@example.com`);
    expect(notices[0]?.text).toContain('15/01/2026');
    expect(notices[0]?.text).not.toContain(`ana.nueva${u.id}`);
    // The session that changed it goes on; the other one is over.
    expect((await getProfile(u)).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/api/profiles/', headers: otherAuth });
    expect(stale.statusCode).toBe(401);
  });

  it('sends nothing and ends nothing when the email stays (in any letter case)', async () => {
    const u = await createUser(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: u.email, password: u.password },
    });
    await t.deliverMail();
    const sentBefore = t.sent.length;
    const same = await patch(
      u,
      update(
        { identification_number: `79${u.id}` },
        { email: u.email.toUpperCase(), current_password: undefined },
      ),
    );
    expect(same.statusCode).toBe(200);
    await t.deliverMail();
    expect(t.sent.length).toBe(sentBefore);
    const otherAuth = { authorization: `Token ${other.json().access_token}` };
    const still = await t.app.inject({ method: 'GET', url: '/api/profiles/', headers: otherAuth });
    expect(still.statusCode).toBe(200);
  });

  it('masks the new address in the notice', () => {
    expect(maskEmail('ana.gomez@example.com')).toBe('an•••@example.com');
    expect(maskEmail('a@b.co')).toBe('a•••@b.co');
    expect(maskEmail('ab@b.co')).toBe('a•••@b.co');
  });
});

describe('GET /api/profiles/public/{userId}', () => {
  it('is public and shows only what the catalogue shows: trade name and city (docs/product/2-inventory-income-purchases.md §2)', async () => {
    const u = await createUser(t, {
      tradename: 'Catálogo Luz',
      cellphone: '3205550000',
      phone: '6045550000',
      address: 'Cra 7 # 45-10',
      identificationNumber: '43999888',
    });
    await upload(u, 'logo', 'logo.png', PNG);
    const res = await t.app.inject({ method: 'GET', url: `/api/profiles/public/${u.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ id: u.id, tradename: 'Catálogo Luz', city: { id: 5001, name: 'Medellín' } });
    for (const secret of [u.email, '3205550000', '6045550000', 'Cra 7', '43999888', '/media/']) {
      expect(JSON.stringify(body)).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown user and for a non-numeric id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/profiles/public/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MSG.notFound });
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/public/abc' })).json()).toEqual({
      detail: MSG.notFound,
    });
  });
});
