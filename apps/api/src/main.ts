import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, usesEmbeddedDataDir } from './db/client.ts';
import { seedReferenceData } from './db/seed/index.ts';
import { DOWNLOAD_WORKER } from './download-jobs.ts';
import { startDownloadThread } from './downloads/thread.ts';
import { systemClock } from './lib/clock.ts';
import { holdDataDirOrExit } from './lib/data-dir-lock.ts';
import { createMailer } from './lib/mail.ts';
import { startMailWorker } from './lib/mail-outbox.ts';
import { localStorage } from './lib/storage.ts';
import { startEinvoiceWorker } from './modules/einvoice/index.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });
mkdirSync(config.uploadsDir, { recursive: true });

// Before PGlite opens its files: a second server on the same DATA_DIR would lose writes.
const dataDirLock = holdDataDirOrExit(usesEmbeddedDataDir(config.databaseUrl), config.dataDir);

const database = await openDatabase(config.databaseUrl, config.pgliteDir);
await seedReferenceData(database.db);

const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  outboxDir: config.outboxDir,
  log,
});
// Sends queued mail (mail_outbox) from every replica; the claim keeps them from sending twice.
const mailWorker = startMailWorker(
  { db: database.db, clock: systemClock, mailer },
  log.child({ component: 'mail-outbox' }),
);

// PGlite has one session, on its own thread already: its downloads stay inline (ADR 030).
const downloadThread =
  database.kind === 'postgres' && config.databaseUrl
    ? startDownloadThread(DOWNLOAD_WORKER, config.databaseUrl, log.child({ component: 'downloads' }))
    : undefined;
// Said once, so an operator (and test/production-build.test.ts) sees the thread started.
downloadThread?.whenReady().then(
  () => log.info('download thread ready'),
  (err: unknown) => log.error({ err }, 'download thread did not start: downloads run inline'),
);

const app = await buildApp({
  logger: true,
  deps: {
    config,
    db: database.db,
    dbKind: database.kind,
    ...(database.thread ? { dbAlive: database.alive } : {}),
    clock: systemClock,
    mailer,
    mailWorker,
    storage: localStorage(config.uploadsDir),
    downloadThread,
  },
});

// Sends the pending electronic documents to DIAN (or the provider, or the simulator; ADR 041).
const einvoiceWorker = startEinvoiceWorker(app.deps, log.child({ component: 'einvoice' }));

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await mailWorker.stop();
  await einvoiceWorker.stop();
  await app.close();
  await downloadThread?.close();
  await database.close();
  dataDirLock?.release();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Cuentas Claras on ${config.publicUrl} (database: ${database.kind})`);
