import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/db/seed/index.ts';
import type { AppDeps } from '../../src/deps.ts';
import { DOWNLOAD_WORKER } from '../../src/download-jobs.ts';
import { type DownloadThread, startDownloadThread } from '../../src/downloads/thread.ts';
import { fixedClock, type SettableClock } from '../../src/lib/clock.ts';
import type { Mailer, MailMessage } from '../../src/lib/mail.ts';
import { type DeliveryReport, deliverDueMail, type OutboxLog } from '../../src/lib/mail-outbox.ts';
import { localStorage } from '../../src/lib/storage.ts';

export type TestApp = {
  app: FastifyInstance;
  /** The database this app runs on; `sameDatabaseAs` opens another connection to it. */
  database: Database;
  /** PostgreSQL URL of that database (unset on in-memory PGlite). */
  databaseUrl?: string;
  deps: AppDeps;
  clock: SettableClock;
  /** Messages sent through the in-memory mailer (unless a mailer was passed). */
  sent: MailMessage[];
  /** One tick of the mail worker: sends the queued mail due at the test clock's now. */
  deliverMail: () => Promise<DeliveryReport>;
  /** What the mail worker logged (warnings and errors), newest last. */
  mailLog: { level: 'warn' | 'error'; obj: unknown; msg?: string }[];
  close: () => Promise<void>;
};

/** Config overrides; `captcha` may be partial, e.g. `{ captcha: { required: true } }`. */
export type ConfigOverrides = Partial<Omit<Config, 'captcha'>> & { captcha?: Partial<Config['captcha']> };

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new throw-away database on
 * the server of TEST_DATABASE_URL (npm run test:pg), so test files never see each other's rows.
 * `sameDatabaseAs`: a second app — a replica — on the database of another test app (its own pool
 * on PostgreSQL; the same in-memory instance on PGlite). Close it before the first one.
 */
export async function createTestApp(
  opts: {
    now?: string;
    config?: ConfigOverrides;
    mailer?: Mailer;
    authRateLimit?: number;
    sameDatabaseAs?: TestApp;
    idempotencyWaitMs?: number;
    /** PGlite even under test:pg (for what is about the embedded database itself). */
    embedded?: boolean;
    /** The module downloads on a download thread, as main.ts runs them on PostgreSQL (ADR 030). */
    downloadThread?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-test-'));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const config: Config = {
    ...base,
    ...opts.config,
    captcha: { ...base.captcha, cost: 1000, ...opts.config?.captcha },
  };
  const clock = fixedClock(opts.now ?? '2026-01-15T15:00:00Z');
  const { database, databaseUrl, drop, seeded } = opts.sameDatabaseAs
    ? await reopenTestDatabase(opts.sameDatabaseAs)
    : await openTestDatabase(opts.embedded);
  if (!seeded) await seedReferenceData(database.db);
  const sent: MailMessage[] = [];
  let downloadThread: DownloadThread | undefined;
  if (opts.downloadThread && databaseUrl) {
    downloadThread = startDownloadThread(DOWNLOAD_WORKER, databaseUrl, { error: () => undefined });
    await downloadThread.whenReady();
  }
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    mailer: opts.mailer ?? { send: async (m) => void sent.push(m) },
    storage: localStorage(config.uploadsDir),
    downloadThread,
  };
  const app = await buildApp({
    deps,
    authRateLimit: opts.authRateLimit ?? 1000,
    logger: process.env.CC_TEST_LOG === '1',
    idempotencyWaitMs: opts.idempotencyWaitMs,
  });
  await app.ready();
  const mailLog: TestApp['mailLog'] = [];
  const log: OutboxLog = {
    info: () => undefined,
    warn: (obj: unknown, msg?: string) => void mailLog.push({ level: 'warn', obj, msg }),
    error: (obj: unknown, msg?: string) => void mailLog.push({ level: 'error', obj, msg }),
  } as OutboxLog;
  return {
    app,
    database,
    databaseUrl,
    deps,
    clock,
    sent,
    deliverMail: () => deliverDueMail(deps, log),
    mailLog,
    close: async () => {
      await app.close();
      await downloadThread?.close();
      await database.close();
      await drop();
    },
  };
}

/** `seeded`: the reference data is already there (a copy of the run's template, or a replica). */
type TestDatabase = { database: Database; databaseUrl?: string; drop: () => Promise<void>; seeded: boolean };

let pgliteTemplate: Blob | undefined;
/**
 * The run's migrated and seeded PGlite (test/global-setup.ts, ADR 032), read once per test file;
 * undefined outside vitest (benches) or with PGLITE_THREAD set (the worker starts empty).
 */
function pgliteTemplateBlob(): Blob | undefined {
  const file = process.env.CC_TEST_PGLITE_TEMPLATE;
  if (!file || /^(1|true)$/.test(process.env.PGLITE_THREAD ?? '')) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

async function reopenTestDatabase(other: TestApp): Promise<TestDatabase> {
  if (!other.databaseUrl) {
    // One in-memory PGlite cannot be opened twice: share it, and leave closing it to its owner.
    return { database: { ...other.database, close: async () => {} }, drop: async () => {}, seeded: true };
  }
  return {
    database: await openDatabase(other.databaseUrl, ''),
    databaseUrl: other.databaseUrl,
    drop: async () => {},
    seeded: true,
  };
}

async function openTestDatabase(embedded = false): Promise<TestDatabase> {
  const serverUrl = embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = pgliteTemplateBlob();
    return {
      database: await openDatabase('memory://', '', { loadDataDir }),
      drop: async () => {},
      seeded: !!loadDataDir,
    };
  }
  const template = process.env.CC_TEST_PG_TEMPLATE;
  const name = `cc_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), '');
  return {
    database,
    databaseUrl: url.toString(),
    seeded: !!template,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
