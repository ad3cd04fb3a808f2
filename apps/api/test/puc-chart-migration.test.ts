import { chartAccount, JOURNAL_CSV_HEADER } from '@cc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_TODAY } from '../bench/server.ts';
import { buildApp } from '../src/app.ts';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/index.ts';
import type { AppDeps } from '../src/deps.ts';
import { monthlyBalanceMismatches, rebuildMonthlyBalances } from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { addDays, addMonths } from '../src/lib/clock.ts';
import {
  demoShopsBefore,
  depsOn,
  everythingRead,
  migrationsBefore,
  type Place,
  type Shop,
  scratchDatabase,
  shopBefore,
  writersColumns,
} from './helpers/reports-snapshot.ts';
import { NIT, salePayload } from './incomes-fixtures.ts';
import { shoppingPayload } from './shoppings-fixtures.ts';

/**
 * Migration 0023 (issue 23 items 1 and 7: the PUC chart) on books of the first chart: three shops
 * (two DemoShop histories of a persona natural, and a company whose history holds every account
 * the migration re-maps: PPE, otros activos and pasivos, an opening 'Impuestos por pagar' with an
 * abono, publicidad / transporte / papelería / otros gastos / gastos bancarios, a purchase of
 * category 5 and a PRODUCTO FABRICADO with a production batch and a sale), every report, summary,
 * list and the journal CSV read as JSON; then every migration. Every figure stays; only codes and
 * names change, by the map of shared/design/LEDGER.md §Migration of existing books.
 */
const BEFORE = '0023_puc_chart';

/** The first release's chart (names as its reports showed them). */
const FIRST_CHART: [string, string, string][] = [
  ['1105', 'Caja', 'activo_corriente'],
  ['1110', 'Bancos', 'activo_corriente'],
  ['1305', 'Cuentas por cobrar', 'activo_corriente'],
  ['1435', 'Inventarios', 'activo_corriente'],
  ['1500', 'Propiedad, planta y equipo', 'activo_no_corriente'],
  ['1900', 'Otros activos', 'activo_no_corriente'],
  ['2105', 'Obligaciones financieras', 'pasivo'],
  ['2205', 'Proveedores', 'pasivo'],
  ['2335', 'Costos y gastos por pagar', 'pasivo'],
  ['2408', 'Impuestos por pagar', 'pasivo'],
  ['2505', 'Obligaciones laborales', 'pasivo'],
  ['2800', 'Otros pasivos', 'pasivo'],
  ['3115', 'Capital', 'patrimonio'],
  ['4135', 'Ingresos por ventas', 'ingreso'],
  ['6135', 'Costo de mercancias vendidas', 'costo'],
  ['7105', 'Compras de insumos y otros', 'costo'],
  ['5105', 'Nómina y honorarios', 'gasto'],
  ['5115', 'Impuestos y tasas', 'gasto'],
  ['5120', 'Arriendo', 'gasto'],
  ['5135', 'Servicios públicos', 'gasto'],
  ['5145', 'Mantenimiento y reparaciones', 'gasto'],
  ['5155', 'Transporte y domicilios', 'gasto'],
  ['5160', 'Publicidad', 'gasto'],
  ['5175', 'Papelería y aseo', 'gasto'],
  ['5180', 'Gastos bancarios e intereses', 'gasto'],
  ['5195', 'Otros gastos', 'gasto'],
];

/** The first release's categories that posted elsewhere (id → account), and its one other name. */
const FIRST_CATEGORIES: [number, string][] = [
  [5, '1500'],
  [10, '1500'],
  [11, '1900'],
  [15, '2408'],
  [17, '2800'],
  [21, '5155'],
  [22, '5160'],
  [25, '5180'],
  [26, '5175'],
];

/** LEDGER.md §Migration of existing books; 3115 goes by the shop (3105 for its NIT shop). */
const REMAP: Record<string, string> = {
  '5155': '5135',
  '5160': '5235',
  '5175': '5195',
  '5180': '5305',
  '1500': '1524',
  '1900': '1895',
  '2800': '2895',
  '2408': '2495',
};

/** The reference data of the first release: its accounts and what its categories posted to. */
async function firstChart(db: Db): Promise<void> {
  for (const [code, name, cls] of FIRST_CHART) {
    await db.execute(sql`INSERT INTO accounts (code, name, class) VALUES (${code}, ${name}, ${cls})
      ON CONFLICT (code) DO UPDATE SET name = excluded.name, class = excluded.class`);
  }
  for (const [id, code] of FIRST_CATEGORIES) {
    await db.execute(sql`UPDATE financial_categories SET account_code = ${code} WHERE id = ${id}`);
  }
  await db.execute(sql`UPDATE financial_categories SET name = 'Nómina y honorarios' WHERE id = 20`);
  await db.execute(sql`DELETE FROM financial_categories WHERE id = 28`);
}

/**
 * What the first release's constants posted where today's writers post the new chart: capital
 * 3115, PPE 1500, a manufactured batch 1435 and its cost 6135. Then its accounts only.
 */
async function firstRelease(db: Db): Promise<void> {
  await db.execute(sql`UPDATE journal_lines SET account_code = CASE account_code
      WHEN '3130' THEN '3115' WHEN '3105' THEN '3115' WHEN '1524' THEN '1500'
      WHEN '1430' THEN '1435' WHEN '6120' THEN '6135' END
    WHERE account_code IN ('3130', '3105', '1524', '1430', '6120')`);
  await db.execute(sql`UPDATE stocks SET account_code = '1435'`);
  await db.transaction((tx) => rebuildMonthlyBalances(tx, null));
  const codes = FIRST_CHART.map(([c]) => c);
  await db.execute(
    sql`DELETE FROM accounts WHERE code NOT IN (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
}

/** The company: every account the migration re-maps, written through the API. */
async function companyHistory(deps: AppDeps, shop: { authorization: string }): Promise<number> {
  const app = await buildApp({ deps, authRateLimit: 1000 });
  await app.ready();
  const call = async (
    method: 'POST' | 'PATCH',
    url: string,
    payload: Record<string, unknown>,
    status = 201,
  ) => {
    const res = await app.inject({ method, url, headers: { authorization: shop.authorization }, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return res.json() as { id: number; stock?: { id: number }[] };
  };
  const day = (months: number, days = 0) => addDays(addMonths(BENCH_TODAY, -months), days);
  try {
    for (const [category, value, financial_type] of [
      [7, 5_000_000, 'ACTIVOS'],
      [10, 3_000_000, 'ACTIVOS'],
      [11, 400_000, 'ACTIVOS'],
      [15, 250_000, 'PASIVOS'],
      [17, 150_000, 'PASIVOS'],
    ] as const) {
      const r = await call('POST', '/api/financial_info/', { category, value, financial_type });
      if (category === 15) {
        await call('POST', `/api/financial_info/${r.id}/payments/`, {
          date: day(2),
          value: 100_000,
          payment_method: 'EFECTIVO',
          observations: '',
        });
      }
    }
    const pan = await call('POST', '/api/inventories/', {
      name: 'Pan artesanal',
      category: 'PRODUCTO FABRICADO',
      cost_value: 1500,
      sale_value: 4000,
      quantity: 20,
      is_initial: true,
    });
    await call('POST', '/api/stocks/', {
      inventory_id: pan.id,
      cost_value: 1600,
      sale_value: 4000,
      quantity: 50,
      is_initial: false,
      is_active: true,
      date: day(3),
    });
    await call(
      'POST',
      '/api/incomes/',
      salePayload(day(2), [{ inventory_id: pan.id, quantity: 40, value: 4000 }]),
    );
    await call(
      'POST',
      '/api/shoppings/',
      shoppingPayload(5, day(3), [{ description: 'Horno', quantity: 1, value: 900_000 }]),
    );
    for (const [category_id, value] of [
      [21, 80_000],
      [22, 120_000],
      [25, 15_000],
      [26, 30_000],
      [27, 45_000],
      [19, 200_000],
      [18, 700_000],
    ] as const) {
      await call('POST', '/api/expenses/', {
        description: `Gasto ${category_id}`,
        value,
        category_id,
        date: day(1, category_id % 7),
        observations: '',
        reminder: 1,
        payment_type: 'CONTADO',
        payment_method: 'BANCO',
      });
    }
    return pan.id;
  } finally {
    await app.close();
  }
}

/** An old code (or 'a, b' list) in the new chart, for `shop` (its capital account). */
const mapCodes = (code: string, capital: string): string =>
  [...new Set(code.split(', ').map((c) => (c === '3115' ? capital : (REMAP[c] ?? c))))].join(', ');

type Row = Record<string, unknown>;
const isRow = (x: unknown): x is Row => typeof x === 'object' && x !== null && 'is_total' in x;

/**
 * A read with codes in the new chart and the names of coded rows left out (account and row
 * names are checked apart); rows of merged accounts (5155 into 5135, 5175 into 5195) added up
 * into one, and every list of rows in a stable order.
 */
function normalized(read: unknown, capital: string): unknown {
  if (Array.isArray(read)) {
    const items = read.map((x) => normalized(x, capital));
    // A list of accounts (the ledger's account picker): merged ones appear once.
    const codes = items.map((x) => JSON.stringify(x));
    if (codes.length && codes.every((c) => /^\{"code":"[^"]*"\}$/.test(c))) return [...new Set(codes)].sort();
    if (!items.every(isRow) || !items.some((r) => 'code' in r)) return items;
    // Trial balance rows (they carry `opening`) of accounts that merged add up into one.
    const merged: Row[] = [];
    for (const r of items) {
      const same = 'opening' in r ? merged.find((m) => 'opening' in m && m.code === r.code) : undefined;
      if (!same) merged.push(r);
      else for (const f of ['value', 'debit', 'credit', 'opening']) same[f] = Number(same[f]) + Number(r[f]);
    }
    return merged.sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  }
  if (typeof read === 'object' && read !== null) {
    const out: Row = {};
    for (const [k, v] of Object.entries(read)) out[k] = normalized(v, capital);
    if ('code' in out && typeof out.code === 'string') {
      out.code = mapCodes(out.code, capital);
      delete out.name;
    }
    return out;
  }
  // The one category the chart renames (LEDGER.md §Accounts).
  return read === 'Nómina y honorarios' ? 'Nómina' : read;
}

/** The journal CSV with its account column in the new chart and its account names left out. */
function normalizedCsv(csv: string, capital: string): string {
  return csv
    .split('\n')
    .map((line, i) => {
      if (i === 0) return line;
      const cells = line.split(';');
      const [code, name] = [
        JOURNAL_CSV_HEADER.indexOf('cuenta'),
        JOURNAL_CSV_HEADER.indexOf('nombre cuenta'),
      ];
      if (cells.length > name) {
        cells[code] = mapCodes(cells[code] ?? '', capital);
        cells[name] = '';
      }
      return cells.join(';');
    })
    .join('\n');
}

/** Accounts that two of the first chart's merged into: their ledger's running balance is new. */
const MERGED = ['5135', '5195'];

/**
 * The general ledger of a merged account is one section where there were two, so its running
 * balance and its 'Saldo inicial' / 'Saldo final' rows are new; its lines (date, document, debit,
 * credit) are the same, in the ledger's order, and are compared so.
 */
function ledgerOfMerged(read: unknown): { rest: unknown; lines: string[] } {
  if (typeof read !== 'object' || read === null) return { rest: read, lines: [] };
  const merged = (r: Row) => MERGED.includes(String(r.code));
  const days = new Map<string, [number, number]>();
  const rest: Row = {};
  for (const [prop, value] of Object.entries(read)) {
    if (!Array.isArray(value) || !value.every(isRow)) {
      rest[prop] = value;
      continue;
    }
    for (const r of value.filter((x) => merged(x) && x.date)) {
      const key = `${prop} ${r.code} ${r.date} ${r.is_total}`;
      const [d, c] = days.get(key) ?? [0, 0];
      days.set(key, [d + Number(r.debit ?? 0), c + Number(r.credit ?? 0)]);
    }
    rest[prop] = value.filter((x) => !merged(x));
  }
  return { rest, lines: [...days].map((e) => JSON.stringify(e)).sort() };
}

/**
 * The statement's subtotals that the chart itself moves (issue 23 item 5, ADR 039): the first
 * chart's 5180 'Gastos bancarios e intereses' sat in 51, an operating expense; the PUC's 5305 is
 * 'Gastos no operacionales' (53). So the operating lines and the operating margin change where a
 * shop had bank expenses, while every account and category row, the profit before tax and the
 * net profit stay — those are compared.
 */
const MOVED_BY_THE_CHART = new Set([
  'Gastos administrativos y de ventas',
  'Utilidad operacional',
  'Gastos no operacionales',
  'Margen operacional',
]);

function withoutMovedSubtotals(read: unknown): unknown {
  if (Array.isArray(read)) {
    return read
      .filter((r) => !(isRow(r) && MOVED_BY_THE_CHART.has(String(r.name))))
      .map(withoutMovedSubtotals);
  }
  if (typeof read === 'object' && read !== null) {
    return Object.fromEntries(Object.entries(read).map(([k, v]) => [k, withoutMovedSubtotals(v)]));
  }
  return read;
}

function normalizedRead(read: Record<string, unknown>, capital: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(read).map(([k, v]) => {
      if (typeof v === 'string') return [k, normalizedCsv(v, capital)];
      // Names go before `normalized` drops them from the coded rows.
      const kept = k.includes('results') || k.includes('indicators') ? withoutMovedSubtotals(v) : v;
      const n = normalized(kept, capital);
      return [k, k.includes('general_ledger') ? ledgerOfMerged(n) : n];
    }),
  );
}

let place: Place;
let shops: (Shop & { capital: string })[];
let before: Record<string, unknown>[];
let after: Record<string, unknown>[];
let migrated: Database;

beforeAll(async () => {
  place = await scratchDatabase();
  const old = await openDatabase(place.url, place.pgliteDir, {
    thread: false,
    migrationsFolder: migrationsBefore(BEFORE),
  });
  try {
    await writersColumns(old.db);
    await seedReferenceData(old.db);
    await firstChart(old.db);
    const oldDeps = depsOn(old);
    shops = (await demoShopsBefore(oldDeps, { sales: 60, months: 4 })).map((shop) => ({
      ...shop,
      capital: '3130',
    }));
    const company = await shopBefore(oldDeps, 3, NIT);
    shops.push({ ...company, productId: await companyHistory(oldDeps, company), capital: '3105' });
    await firstRelease(old.db);
    before = [];
    for (const shop of shops) before.push(await everythingRead(oldDeps, shop));
  } finally {
    await old.close();
  }
  migrated = await openDatabase(place.url, place.pgliteDir, { thread: false });
  await seedReferenceData(migrated.db);
  const deps = depsOn(migrated);
  after = [];
  for (const shop of shops) after.push(await everythingRead(deps, shop));
}, 600_000);

afterAll(async () => {
  await migrated?.close();
  await place?.drop();
});

describe('migration 0023 on books of the first chart', () => {
  it('the history posted every code the migration re-maps', async () => {
    const used = await queryRows<{ code: string }>(
      migrated.db,
      sql`SELECT DISTINCT account_code AS code FROM journal_lines ORDER BY 1`,
    );
    expect(used.map((r) => r.code)).toEqual(
      expect.arrayContaining([
        '1524',
        '1895',
        '2495',
        '2895',
        '3105',
        '3130',
        '5135',
        '5195',
        '5235',
        '5305',
      ]),
    );
    expect(JSON.stringify(before[2])).toContain('"code":"5155"');
  });

  it('changes no figure: every report, summary, list and the journal CSV, codes mapped', () => {
    expect(Object.keys(before[0] ?? {}).length).toBeGreaterThan(40);
    shops.forEach((shop, i) => {
      const was = normalizedRead(before[i] ?? {}, shop.capital);
      const is = normalizedRead(after[i] ?? {}, shop.capital);
      expect(Object.keys(is)).toEqual(Object.keys(was));
      for (const key of Object.keys(was)) expect(is[key], `shop ${i + 1}: ${key}`).toEqual(was[key]);
    });
  });

  it('names the books’ accounts by the PUC and keeps the statement rows', () => {
    const company = after[2] as Record<string, { rows: Row[] }>;
    const trial = company['report trial_balance']?.rows ?? [];
    const coded = trial.filter((r) => typeof r.code === 'string');
    expect(coded.length).toBeGreaterThan(8);
    for (const r of coded) expect(r.name).toBe(chartAccount(String(r.code))?.name);
    const balance = (company['report balance']?.rows ?? []).map((r) => r.name);
    expect(balance).toEqual(
      expect.arrayContaining([
        'Propiedad, planta y equipo',
        'Otros activos',
        'Impuestos por pagar',
        'Capital',
      ]),
    );
    const results = (company['report results']?.rows ?? []).map((r) => r.name);
    expect(results).toEqual(
      expect.arrayContaining([
        'Transporte y domicilios',
        'Servicios públicos',
        'Papelería y aseo',
        'Otros gastos',
      ]),
    );
  });

  it('leaves the monthly balances equal to the journal and no retired account', async () => {
    expect(await monthlyBalanceMismatches(migrated.db, null)).toBe(0);
    const retired = await queryRows<{ code: string }>(
      migrated.db,
      sql`SELECT code FROM accounts WHERE code IN ('1500', '1900', '2800', '3115', '5155', '5175', '5180')`,
    );
    expect(retired).toEqual([]);
  });
});
