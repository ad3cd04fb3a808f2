import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/index.ts';
import { partitionTables } from './helpers/citus-shape.ts';

/**
 * Once per run of the API suite (ADR 032): one database migrated and seeded with the reference
 * data, which each test app copies instead of building its own.
 * - PGlite: a dump of the data directory (`CC_TEST_PGLITE_TEMPLATE`, a tar file), kept in
 *   node_modules/.cache/cc-test and rebuilt when the migrations, the seed or PGlite change.
 * - PostgreSQL (`TEST_DATABASE_URL`): a template database for this run (`CC_TEST_PG_TEMPLATE`);
 *   each test file's database is `CREATE DATABASE … TEMPLATE` it. Dropped at the end.
 * - `CC_TEST_CITUS_SHAPE=1` (npm run test:citus-shape, issue 22): that template with every tenant
 *   table hash-partitioned by user_id (helpers/citus-shape.ts), the stand-in for Citus.
 * The workers inherit these variables; createTestApp (helpers/app.ts) falls back to migrating
 * and seeding a fresh database when they are unset (benches, a single file run without them).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const api = path.resolve(here, '..');
const root = path.resolve(api, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/cc-test');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every file the template is made of, and the PGlite that reads it. */
function templateKey(): string {
  const hash = createHash('sha256');
  const add = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) add(full);
      else hash.update(path.relative(api, full)).update(readFileSync(full));
    }
  };
  add(path.join(api, 'src/db/migrations'));
  add(path.join(api, 'src/db/seed'));
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `pglite-${templateKey()}.tar`);
  // Templates of older trees, a day unused: 40 MB each.
  for (const old of readdirSync(cacheDir)) {
    const full = path.join(cacheDir, old);
    if (full !== file && Date.now() - statSync(full).mtimeMs > DAY_MS) rmSync(full, { force: true });
  }
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now); // in use: not old
    return file;
  }
  const child = fork(path.join(here, 'helpers/pglite-template.ts'), [file], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(file))
    throw new Error(`building the PGlite test template failed (exit ${code})`);
  return file;
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `cc_test_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), '');
  try {
    await seedReferenceData(database.db);
  } finally {
    // No connection may stay open on a template while databases are created from it.
    await database.close();
  }
  if (/^(1|true)$/.test(process.env.CC_TEST_CITUS_SHAPE ?? '')) {
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const failed = await partitionTables(c).then(
      () => undefined,
      (e: Error) => e,
    );
    await c.end();
    if (failed) {
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      throw failed;
    }
  }
  return { name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(): Promise<() => Promise<void>> {
  process.env.CC_TEST_PGLITE_TEMPLATE = await pgliteTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return async () => undefined;
  const template = await postgresTemplate(serverUrl);
  process.env.CC_TEST_PG_TEMPLATE = template.name;
  return template.drop;
}
