import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import { benchCalls } from '../../bench/calls.ts';
import { BENCH_TODAY } from '../../bench/server.ts';
import { DemoShop } from '../../scripts/demo/shop.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { authTokens, profiles, users } from '../../src/db/schema/index.ts';
import type { AppDeps } from '../../src/deps.ts';
import { queryRows } from '../../src/ledger/rows.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { localStorage } from '../../src/lib/storage.ts';
import { newToken, sha256 } from '../../src/lib/tokens.ts';
import { insertFreeSubscription } from '../../src/modules/subscriptions/service.ts';

/**
 * What the migration tests share (0020 tenant keys, 0023 PUC chart): a scratch database of this
 * run's kind opened with the migrations before one, shops written by the app's own services, and
 * everything a user reads, as JSON, to compare before and after the migration.
 */
const migrations = new URL('../../src/db/migrations/', import.meta.url).pathname;

/** The checked-in migrations up to (not including) `tag`, as a folder of their own. */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  for (const later of journal.entries.slice(at)) rmSync(path.join(dir, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

export type Place = { url?: string; pgliteDir: string; drop: () => Promise<void> };

/** An empty database of this run's kind that can be closed and opened again. */
export async function scratchDatabase(): Promise<Place> {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'cc-migrate-'));
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { pgliteDir, drop: async () => rmSync(pgliteDir, { recursive: true, force: true }) };
  const name = `cc_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    pgliteDir,
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export const clock = fixedClock(`${BENCH_TODAY}T15:00:00Z`);

export function depsOn(database: Database): AppDeps {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cc-data-')) });
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    mailer: { send: async () => undefined },
    storage: localStorage(config.uploadsDir),
  };
}

/** A commerce as registration wrote it (before 0020 too) (user, profile, free trial), with a session. */
export async function shopBefore(
  deps: AppDeps,
  n: number,
  identificationTypeId = 13,
): Promise<{ id: number; authorization: string }> {
  const token = newToken();
  const id = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: `tienda${n}@example.com`,
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Pérez',
        termsAcceptedAt: clock.now(),
        personalDataAcceptedAt: clock.now(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await tx.insert(profiles).values({
      userId: user.id,
      tradename: `Tienda ${n}`,
      identificationTypeId,
      identificationNumber: `4312345${n}`,
      economicActivityId: 4711,
      cityId: 5001,
      cellphone: '3001234567',
    });
    await insertFreeSubscription(tx, clock, user.id, 4);
    await tx.insert(authTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(clock.now().getTime() + 86_400_000 * 30),
    });
    return user.id;
  });
  return { id, authorization: `Token ${token}` };
}

export type Shop = { id: number; authorization: string; productId: number };

/**
 * Two commerces as registration wrote them before the migration under test, each with a demo
 * history written through the app's services (DemoShop) and its first bought product.
 */
export async function demoShopsBefore(
  deps: AppDeps,
  history: { sales: number; months: number },
): Promise<Shop[]> {
  const shops: Shop[] = [];
  for (const n of [1, 2]) {
    const user = await shopBefore(deps, n);
    const shop = await DemoShop.open(deps, user.id, n);
    await shop.writeHistory({ ...history, until: BENCH_TODAY });
    const [product] = await queryRows<{ id: number }>(
      deps.db,
      sql`SELECT id FROM inventories WHERE user_id = ${user.id} AND category = 'PRODUCTO COMPRADO' ORDER BY id LIMIT 1`,
    );
    shops.push({ ...user, productId: product?.id ?? 0 });
  }
  return shops;
}

/** Every report, summary and list the benchmark reads, and the month's journal CSV, as answered. */
export async function everythingRead(deps: AppDeps, shop: Shop): Promise<Record<string, unknown>> {
  const app = await buildApp({ deps, authRateLimit: 1000 });
  await app.ready();
  const read: Record<string, unknown> = {};
  const auth = { authorization: shop.authorization };
  try {
    const calls = benchCalls(shop.productId, new Map(), new Map()).filter(
      (c) => c.kind !== 'download' || c.url.includes('type=csv'),
    );
    for (const call of calls) {
      const res = await app.inject({
        method: 'GET',
        url: call.url,
        headers: { authorization: shop.authorization },
      });
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(200);
      read[call.name] = String(res.headers['content-type']).includes('json') ? res.json() : res.body;
    }
    // And a few documents of each kind as their detail screens read them.
    for (const kind of ['incomes', 'shoppings', 'expenses']) {
      const list = await app.inject({
        method: 'GET',
        url: `/api/${kind}/?limit=5&totals=true`,
        headers: auth,
      });
      for (const { id } of (list.json() as { results: { id: number }[] }).results) {
        const res = await app.inject({ method: 'GET', url: `/api/${kind}/${id}/`, headers: auth });
        expect(res.statusCode, res.body).toBe(200);
        read[`${kind} ${id}`] = res.json();
      }
    }
  } finally {
    await app.close();
  }
  return read;
}

/**
 * The columns today's writers fill that a later migration adds (0023: stocks.account_code; 0024:
 * auth_tokens.device_id, which the session guard reads too; 0025: the profile's signers and
 * financial_info.due_date; 0026: users.lock_date, journal_entries.recorded_at; 0027: journal_lines.date
 * and the stock rollups the movement writer keeps; 0030: the opening entry's), on a
 * database opened with older migrations, so the app's services can write its books; the migration
 * adds them IF NOT EXISTS.
 */
export async function writersColumns(db: Db): Promise<void> {
  await db.execute(
    sql`ALTER TABLE stocks ADD COLUMN IF NOT EXISTS account_code text NOT NULL DEFAULT '1435'`,
  );
  await db.execute(sql`ALTER TABLE auth_tokens ADD COLUMN IF NOT EXISTS device_id integer`);
  // 0025 (ADR 039): the statements' signers on the profile, a liability's due date.
  for (const column of [
    'legal_rep_name',
    'legal_rep_identification',
    'accountant_name',
    'accountant_identification',
    'accountant_card',
  ]) {
    await db.execute(
      sql.raw(`ALTER TABLE profiles ADD COLUMN IF NOT EXISTS ${column} text NOT NULL DEFAULT ''`),
    );
  }
  await db.execute(sql`ALTER TABLE financial_info ADD COLUMN IF NOT EXISTS due_date date`);
  // 0026 (ADR 038): the closed periods' lock date, when each journal entry was written.
  await db.execute(sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS lock_date date`);
  await db.execute(
    sql`ALTER TABLE journal_entries ADD COLUMN IF NOT EXISTS recorded_at timestamptz NOT NULL DEFAULT now()`,
  );
  await db.execute(sql`ALTER TABLE journal_lines ADD COLUMN IF NOT EXISTS date date`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS stock_month_rollups (
    user_id integer NOT NULL, inventory_id integer NOT NULL, month date NOT NULL, is_opening boolean NOT NULL,
    quantity_in bigint DEFAULT 0 NOT NULL, value_in bigint DEFAULT 0 NOT NULL,
    quantity_out bigint DEFAULT 0 NOT NULL, value_out bigint DEFAULT 0 NOT NULL,
    CONSTRAINT stock_month_rollups_pkey PRIMARY KEY (user_id, inventory_id, month, is_opening))`);
  // 0030 (ADR 037): the opening entry's lines name their record, third party and text; the close day anchors
  // the start date; the directory's DV, the expense's provider, the opening record's third party.
  for (const column of [
    'journal_lines ADD COLUMN IF NOT EXISTS source_type text',
    'journal_lines ADD COLUMN IF NOT EXISTS source_id integer',
    'journal_lines ADD COLUMN IF NOT EXISTS third_party_name text',
    'journal_lines ADD COLUMN IF NOT EXISTS third_party_document text',
    'journal_lines ADD COLUMN IF NOT EXISTS description text',
    'journal_entries ADD COLUMN IF NOT EXISTS recorded_at timestamptz NOT NULL DEFAULT now()',
    'users ADD COLUMN IF NOT EXISTS initial_info_closed_on date',
    'clients ADD COLUMN IF NOT EXISTS dv text',
    'providers ADD COLUMN IF NOT EXISTS dv text',
    'expenses ADD COLUMN IF NOT EXISTS provider_id integer',
    'financial_info ADD COLUMN IF NOT EXISTS third_party_name text',
    'financial_info ADD COLUMN IF NOT EXISTS third_party_doc_type_id integer',
    'financial_info ADD COLUMN IF NOT EXISTS third_party_doc_number text',
    'financial_info ADD COLUMN IF NOT EXISTS third_party_dv text',
  ])
    await db.execute(sql.raw(`ALTER TABLE ${column}`));
}
