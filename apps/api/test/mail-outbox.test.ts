import { setTimeout as sleep } from 'node:timers/promises';
import { MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import type { MailMessage } from '../src/lib/mail.ts';
import { enqueueMail, MAIL_RETRY, retryDelayMs, startMailWorker } from '../src/lib/mail-outbox.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';

// Password-reset mail goes through the mail_outbox table (docs/decisions/016-mail-outbox.md).
const NOON = '2026-01-15T15:00:00Z';
const SMTP_DOWN = 'connect ECONNREFUSED 127.0.0.1:25';

/** A mail transport that can be switched off, like an SMTP server that is down. */
const transport = { down: false, delivered: [] as MailMessage[], delayMs: 0 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: NOON,
    mailer: {
      async send(message) {
        if (transport.delayMs) await sleep(transport.delayMs);
        if (transport.down) throw new Error(SMTP_DOWN);
        transport.delivered.push(message);
      },
    },
  });
});
afterAll(() => t.close());
afterEach(async () => {
  transport.down = false;
  transport.delayMs = 0;
  transport.delivered.length = 0;
  t.mailLog.length = 0;
  // Leave nothing due for the next test.
  await t.deps.db.update(mailOutbox).set({ nextAttemptAt: null });
  t.clock.set(NOON);
});

const rowsTo = (to: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms).toISOString());
const tokenIn = (text: string) => /\/changepassword\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe('password reset with the mail server down', () => {
  it('answers 200 at once, keeps the mail, retries with backoff and sends it once when SMTP is back', async () => {
    const u = await createUser(t);
    transport.down = true;
    const res = await t.app.inject({ method: 'POST', url: '/api/reset/', payload: { email: u.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: MSG.reset.requested.text });
    const [queued] = await rowsTo(u.email);
    expect(queued).toMatchObject({
      subject: MSG.reset.mailSubject,
      attempts: 0,
      sentAt: null,
      nextAttemptAt: new Date(NOON),
      expiresAt: new Date('2026-01-15T16:00:00Z'),
    });

    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    expect((await rowsTo(u.email))[0]).toMatchObject({
      attempts: 1,
      lastError: SMTP_DOWN,
      sentAt: null,
      nextAttemptAt: new Date('2026-01-15T15:01:00Z'),
    });
    expect(t.mailLog.at(-1)).toMatchObject({ level: 'warn', msg: 'mail not sent; will retry' });

    // Not due yet: nothing is tried.
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    later(61_000);
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    expect((await rowsTo(u.email))[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date('2026-01-15T15:03:01Z'),
    });

    transport.down = false;
    later(60_000);
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    later(60_000);
    expect(await t.deliverMail()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect(transport.delivered).toHaveLength(1);
    const mail = transport.delivered[0] as MailMessage;
    expect(mail).toMatchObject({ to: u.email, subject: MSG.reset.mailSubject });
    expect(mail.html).toContain('/changepassword/');
    const [done] = await rowsTo(u.email);
    expect(done).toMatchObject({
      attempts: 3,
      sentAt: new Date('2026-01-15T15:03:01Z'),
      nextAttemptAt: null,
      lastError: null,
      // The link does not stay in the database once it is mailed.
      text: '',
      html: null,
    });

    later(3_600_000 * 5);
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(transport.delivered).toHaveLength(1);

    t.clock.set('2026-01-15T15:10:00Z');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reset/',
      payload: { token: tokenIn(mail.text), password: 'TrasCaida1', password_confirmation: 'TrasCaida1' },
    });
    expect(put.statusCode).toBe(200);
  });

  it('gives up when the link expires before the mail could go out, and says so in the log', async () => {
    const u = await createUser(t);
    transport.down = true;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reset/', payload: { email: u.email } })).statusCode,
    ).toBe(200);
    // 1 + 2 + 4 + 8 + 16 minutes of failures, then the 32-minute wait passes the 1-hour expiry.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
      later(retryDelayMs(attempt));
    }
    transport.down = false;
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, gaveUp: 1 });
    expect(transport.delivered).toEqual([]);
    expect((await rowsTo(u.email))[0]).toMatchObject({ sentAt: null, nextAttemptAt: null, text: '' });
    expect(t.mailLog.at(-1)).toMatchObject({ level: 'warn', msg: 'mail expired unsent; giving up' });
  });
});

describe('the mail queue', () => {
  it('waits 1, 2, 4 … minutes between attempts, capped at an hour, and gives up after the last', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
    transport.down = true;
    const to = 'sin-servidor@example.com';
    await enqueueMail(t.deps.db, t.clock, { to, subject: 'Prueba', text: 'Hola' });
    for (let attempt = 1; attempt < MAIL_RETRY.maxAttempts; attempt += 1) {
      expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
      later(retryDelayMs(attempt));
    }
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, gaveUp: 1 });
    expect((await rowsTo(to))[0]).toMatchObject({
      attempts: MAIL_RETRY.maxAttempts,
      nextAttemptAt: null,
      sentAt: null,
      lastError: SMTP_DOWN,
    });
    expect(t.mailLog.at(-1)).toMatchObject({
      level: 'error',
      msg: 'mail not sent; giving up',
      obj: { attempts: MAIL_RETRY.maxAttempts, error: SMTP_DOWN },
    });
    later(24 * 3_600_000);
    transport.down = false;
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
  });

  it('sends each message once when two workers (replicas) deliver at the same time', async () => {
    transport.delayMs = 20;
    const to = (i: number) => `replica${i}@example.com`;
    for (let i = 0; i < 6; i += 1)
      await enqueueMail(t.deps.db, t.clock, { to: to(i), subject: 'S', text: 'T' });
    const [a, b] = await Promise.all([t.deliverMail(), t.deliverMail()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(6);
    expect(transport.delivered.map((m) => m.to).sort()).toEqual([0, 1, 2, 3, 4, 5].map(to).sort());
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
  });

  it('is sent by the running worker when woken, and not after it stopped', async () => {
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const worker = startMailWorker(t.deps, silent, 60_000);
    try {
      await enqueueMail(t.deps.db, t.clock, { to: 'despierto@example.com', subject: 'S', text: 'T' });
      worker.wake();
      for (let i = 0; i < 100 && transport.delivered.length === 0; i += 1) await sleep(20);
      expect(transport.delivered.map((m) => m.to)).toEqual(['despierto@example.com']);
    } finally {
      await worker.stop();
    }
    await enqueueMail(t.deps.db, t.clock, { to: 'dormido@example.com', subject: 'S', text: 'T' });
    worker.wake();
    await sleep(100);
    expect(transport.delivered.map((m) => m.to)).toEqual(['despierto@example.com']);
  });
});
