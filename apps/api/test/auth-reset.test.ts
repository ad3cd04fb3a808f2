import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, passwordResets } from '../src/db/schema/index.ts';
import { createMailer } from '../src/lib/mail.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';

const R = MSG.register;
const NOON = '2026-01-15T15:00:00Z';

/** The token at the end of the reset link of a message body. */
const tokenIn = (text: string) => /\/changepassword\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe('password reset (in-memory mailer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://cuentas.example.co' } });
  });
  afterAll(() => t.close());

  const request = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/reset/', payload: { email } as object });
  const confirm = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/reset/', payload: body });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });

  async function requestToken(email: string): Promise<string> {
    const res = await request(email);
    expect(res.statusCode).toBe(200);
    await t.deliverMail();
    const mail = t.sent.at(-1);
    return tokenIn(mail?.text ?? '');
  }

  it('POST answers 200 with the spec text and mails a one-hour link; only the hash is stored', async () => {
    const u = await createUser(t, { firstName: 'Rosa' });
    const res = await request(`  ${u.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: MSG.reset.requested.text });

    expect(await t.deliverMail()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    const mail = t.sent.at(-1);
    expect(mail).toMatchObject({ to: u.email, subject: MSG.reset.mailSubject });
    expect(mail?.text).toContain('Hola Rosa');
    expect(mail?.text).toMatch(/https:\/\/cuentas\.example\.co\/changepassword\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('href="https://cuentas.example.co/changepassword/');
    const token = tokenIn(mail?.text ?? '');

    const rows = await t.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(rows[0]?.expiresAt.toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(rows[0]?.usedAt).toBeNull();
  });

  it('POST refuses an unknown email with the spec text and sends nothing', async () => {
    const before = t.sent.length;
    const res = await request('nadie@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MSG.reset.unknownEmail.text] });
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(t.sent.length).toBe(before);
    expect((await request('')).json()).toEqual({ email: [MSG.required] });
  });

  it('PUT sets the new password, spends the token, revokes every session; the old password stops working', async () => {
    const u = await createUser(t);
    const second = (await login(u.email, u.password)).json().access_token as string;
    const token = await requestToken(u.email);
    const older = await requestToken(u.email);

    const res = await confirm({ token, password: 'NuevaClave9', password_confirmation: 'NuevaClave9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: MSG.reset.updated.text });

    expect((await login(u.email, u.password)).statusCode).toBe(400);
    expect((await login(u.email, 'NuevaClave9')).statusCode).toBe(200);
    for (const tok of [u.token, second]) {
      const [row] = await t.deps.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, sha256(tok)));
      expect(row?.revokedAt).not.toBeNull();
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/profiles/',
        headers: { authorization: `Token ${tok}` },
      });
      expect(me.statusCode).toBe(401);
    }

    // Single use, and the user's other pending link is spent too.
    for (const tok of [token, older]) {
      const again = await confirm({
        token: tok,
        password: 'OtraClave99',
        password_confirmation: 'OtraClave99',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ token: [MSG.reset.invalidToken] });
    }
  });

  it('PUT refuses a mismatched confirmation and a short password with the spec texts', async () => {
    const u = await createUser(t);
    const token = await requestToken(u.email);
    const mismatch = await confirm({ token, password: 'NuevaClave9', password_confirmation: 'NuevaClave8' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ password_confirmation: [R.passwordMismatch.text] });
    const short = await confirm({ token, password: 'corta', password_confirmation: 'corta' });
    expect(short.json()).toEqual({ password: [R.passwordShort.text] });
    // Refusals do not spend the link.
    const ok = await confirm({ token, password: 'NuevaClave9', password_confirmation: 'NuevaClave9' });
    expect(ok.statusCode).toBe(200);
  });

  it('PUT refuses an unknown or expired token', async () => {
    const u = await createUser(t);
    const unknown = await confirm({
      token: 'x'.repeat(43),
      password: 'NuevaClave9',
      password_confirmation: 'NuevaClave9',
    });
    expect(unknown.json()).toEqual({ token: [MSG.reset.invalidToken] });

    const token = await requestToken(u.email);
    t.clock.set('2026-01-15T16:00:01Z');
    try {
      const late = await confirm({ token, password: 'NuevaClave9', password_confirmation: 'NuevaClave9' });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ token: [MSG.reset.invalidToken] });
    } finally {
      t.clock.set(NOON);
    }
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });
});

describe('password reset mail through a real SMTP server (smtp-server)', () => {
  type Received = { from: string; to: string[]; raw: string };
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Cuentas Claras <no-reply@cuentasclaras.local>',
      outboxDir: '',
      log: { info: () => undefined },
    });
    t = await createTestApp({ mailer, config: { publicUrl: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the reset link over SMTP, and the link works', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/reset/', payload: { email: u.email } });
    expect(res.statusCode).toBe(200);
    expect(await t.deliverMail()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect(received).toHaveLength(1);
    const mail = received[0] as Received;
    expect(mail.from).toBe('no-reply@cuentasclaras.local');
    expect(mail.to).toEqual([u.email]);
    // The subject has an ñ, so it travels as a MIME encoded word.
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Cuentas_Claras_-_Recupera_tu_contrase/m);
    // Quoted-printable may fold long lines: undo soft breaks before reading the link.
    const body = mail.raw.replace(/=\r?\n/g, '');
    const token = tokenIn(body);
    expect(body).toContain(`http://localhost:3000/changepassword/${token}`);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reset/',
      payload: { token, password: 'DesdeCorreo1', password_confirmation: 'DesdeCorreo1' },
    });
    expect(put.statusCode).toBe(200);
  });
});

describe('password reset mail in outbox mode (no SMTP_URL)', () => {
  it('writes the message as an .eml file with the link', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'cc-outbox-'));
    const logged: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Cuentas Claras <no-reply@cuentasclaras.local>',
      outboxDir,
      log: { info: (obj: unknown) => void logged.push(obj) },
    });
    const t = await createTestApp({ mailer });
    try {
      const u = await createUser(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/reset/', payload: { email: u.email } });
      expect(res.statusCode).toBe(200);
      await t.deliverMail();
      const files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outboxDir, files[0] as string), 'utf8').replace(/=\n/g, '');
      expect(eml).toContain(`To: ${u.email}`);
      expect(eml).toMatch(/\/changepassword\/[A-Za-z0-9_-]{43}/);
      expect(logged).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits on login and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 after authRateLimit login attempts per minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: 'alguien@example.com', password: 'NoSirve123' },
      });
      codes.push(res.statusCode);
      if (i === 3) expect(res.json()).toEqual({ detail: MSG.tooManyRequests });
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });

  it('limits password-reset requests too, per route', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reset/',
        payload: { email: 'x@example.com' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });

  it('limits registrations too (each one costs a scrypt hash)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/register/', payload: {} });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });

  it('counts by the connection, not by a client-sent X-Forwarded-For (TRUST_PROXY unset)', async () => {
    expect(t.deps.config.trustProxy).toBe(false);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/reset/',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: {},
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });
});
