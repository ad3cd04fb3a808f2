/**
 * npm run seed:demo -- --sales N [--email E] [--password P] [--months 12] [--seed 1]
 *
 * Creates (or extends) a subscribed demo shop and writes a year of its books through the app's own
 * services — the same validation (the API's zod schemas), FIFO draws and journal postings as a
 * user's requests: opening balance and initial inventory, purchases that restock, monthly
 * expenses (some on credit), N sales over the last months (a tenth on credit, most of those paid
 * later by abonos). On DATA_DIR's embedded database or DATABASE_URL, like the server.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase, usesEmbeddedDataDir } from '../src/db/client.ts';
import { PGLITE_MAINTENANCE } from '../src/db/maintenance.ts';
import { seedReferenceData } from '../src/db/seed/index.ts';
import type { AppDeps } from '../src/deps.ts';
import { systemClock, today } from '../src/lib/clock.ts';
import { holdDataDirOrExit } from '../src/lib/data-dir-lock.ts';
import { localStorage } from '../src/lib/storage.ts';
import { DemoShop } from './demo/shop.ts';
import { demoUser } from './demo/user.ts';

const { values: args } = parseArgs({
  options: {
    sales: { type: 'string', default: '1000' },
    email: { type: 'string', default: 'demo@cuentasclaras.co' },
    password: { type: 'string', default: 'Demo12345' },
    months: { type: 'string', default: '12' },
    seed: { type: 'string', default: '1' },
  },
});
const sales = Number(args.sales);
const months = Number(args.months);
if (!Number.isInteger(sales) || sales < 0 || !Number.isInteger(months) || months < 1 || months > 60) {
  console.error('Uso: npm run seed:demo -- --sales N [--email E] [--password P] [--months 1..60]');
  process.exit(2);
}

const config = loadConfig();
// Like the server: one process at a time on the embedded database.
const dataDirLock = holdDataDirOrExit(usesEmbeddedDataDir(config.databaseUrl), config.dataDir);
// In-process: no HTTP to keep responsive here, and no socket round trip per query.
const database = await openDatabase(config.databaseUrl, config.pgliteDir, { thread: false });
await seedReferenceData(database.db);
const deps: AppDeps = {
  config,
  db: database.db,
  dbKind: database.kind,
  clock: systemClock,
  // Demo books send no mail.
  mailer: { send: async () => undefined },
  storage: localStorage(config.uploadsDir),
};

const started = performance.now();
const cpuStart = process.cpuUsage();
const user = await demoUser(deps, args.email, args.password);
const shop = await DemoShop.open(deps, user.id, Number(args.seed));
const written = await shop.writeHistory({
  sales,
  months,
  until: today(systemClock),
  onProgress: (w) => process.stderr.write(`\r  ${w.sales} / ${sales} ventas…`),
});
process.stderr.write('\n');
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
// Statistics once, for the whole new history: the server's first reports need them (ADR 028); and
// the rows the batch path's updates left behind cleared (db/maintenance.ts).
await database.db.execute(sql.raw(PGLITE_MAINTENANCE));
await database.close();
dataDirLock?.release();

console.log(
  [
    `Cuentas Claras demo (${database.kind}${config.databaseUrl ? '' : `, ${config.dataDir}`})`,
    `  correo:     ${user.email}`,
    `  contraseña: ${args.password}${user.created ? '' : ' (usuario existente: se amplió su historia)'}`,
    `  ${written.sales} ventas, ${written.purchases} compras, ${written.expenses} gastos, ${written.payments} abonos`,
    `  ${seconds.toFixed(1)} s (${(written.sales / seconds).toFixed(0)} ventas/s; ` +
      `${cpuSeconds.toFixed(1)} s de CPU, ${(written.sales / cpuSeconds).toFixed(0)} ventas por segundo de CPU)`,
  ].join('\n'),
);
