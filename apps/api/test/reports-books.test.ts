import { readFile } from 'node:fs/promises';
import { JOURNAL_CSV_HEADER, nitCheckDigit, type Report, type ReportRow } from '@cc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf, CC } from './incomes-fixtures.ts';
import { buildWorkedExample, type WorkedExample } from './reports-fixtures.ts';

/** Issue 11 acceptance on docs/accounting.md §Worked example: the books a contador can sign. */
let t: TestApp;
let ex: WorkedExample;
let api: ReturnType<typeof apiOf>;
const JAN = 'from_date=2026-01-01&to_date=2026-01-31';

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
  ex = await buildWorkedExample(t);
});
afterAll(() => t.close());

async function report(code: string, query = JAN): Promise<Report> {
  const res = await api(ex.u, 'GET', `/api/reports/${code}/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}
const sum = (rows: ReportRow[], k: 'debit' | 'credit' | 'opening' | 'value') =>
  rows.filter((r) => !r.is_total && !r.is_title).reduce((s, r) => s + (r[k] ?? 0), 0);
const totalOf = (r: Report) => r.rows.find((x) => x.is_total && x.name === 'Total');

describe('trial_balance — Balance de prueba, January 2026', () => {
  it('balances: Σ debit = Σ credit, Σ opening = Σ closing = 0; Caja 1.000.000 → 605.000; 4135 −335.000', async () => {
    const r = await report('trial_balance');
    expect(r.header.title).toBe('Balance de prueba');
    const total = totalOf(r);
    expect(total?.debit).toBe(total?.credit);
    expect(total?.debit).toBe(sum(r.rows, 'debit'));
    expect([total?.opening, total?.value]).toEqual([0, 0]);
    expect(sum(r.rows, 'opening')).toBe(0);
    const caja = r.rows.find((x) => x.code === '1105');
    // January holds the start date (1 January, ADR 037): the opening entry is one of its movements.
    expect(caja).toMatchObject({ name: 'Caja', opening: 0, value: 605_000 });
    expect((caja?.opening ?? 0) + (caja?.debit ?? 0) - (caja?.credit ?? 0)).toBe(605_000);
    expect(r.rows.find((x) => x.code === '4135')).toMatchObject({ opening: 0, value: -335_000 });
    // The voided sale's 15.000 is in both columns of Caja (sale and its reversal).
    expect(caja).toMatchObject({ debit: 1_000_000 + 95_000 + 10_000 + 15_000, credit: 500_000 + 15_000 });
    expect(r.rows.find((x) => x.code === '3130')).toMatchObject({
      opening: 0,
      debit: 2_000_000,
      credit: 8_200_000,
    });
  });

  it('in a later range the opening entry is part of opening', async () => {
    const r = await report('trial_balance', 'from_date=2026-02-01&to_date=2026-02-28');
    expect(r.rows.find((x) => x.code === '1105')).toMatchObject({
      opening: 605_000,
      debit: 0,
      credit: 0,
      value: 605_000,
    });
    expect(r.rows.find((x) => x.code === '3130')).toMatchObject({ opening: -6_200_000, debit: 0, credit: 0 });
    expect(sum(r.rows, 'opening')).toBe(0);
    const codes = r.rows.filter((x) => !x.is_total).map((x) => x.code ?? '');
    expect(codes).toEqual([...codes].sort());
  });
});

describe('journal — Libro diario', () => {
  it("totals the trial balance's debit; every line has its document and third party", async () => {
    const [journal, trial] = [await report('journal'), await report('trial_balance')];
    const total = totalOf(journal);
    expect(total?.debit).toBe(total?.credit);
    expect(total?.debit).toBe(totalOf(trial)?.debit);
    expect(sum(journal.rows, 'debit')).toBe(total?.debit);
    const dates = journal.rows.filter((x) => !x.is_total).map((x) => x.date ?? '');
    expect(dates).toEqual([...dates].sort());
    const juan = { name: 'Juan Pérez', document: 'CC 1020304050' };
    const andina = { name: 'Distribuidora Andina', document: 'NIT 900123456' };
    const lines = (doc: string) => journal.rows.filter((x) => x.document === doc);
    // The first entry is the opening one ('Saldo inicial', on the start date), one line per record.
    expect(journal.rows[0]).toMatchObject({ date: '2026-01-01', document: 'Saldo inicial' });
    expect(lines('Saldo inicial').map((x) => [x.date, x.code, x.debit, x.credit])).toEqual([
      ['2026-01-01', '1105', 1_000_000, 0],
      ['2026-01-01', '3130', 0, 1_000_000],
      ['2026-01-01', '1110', 4_000_000, 0],
      ['2026-01-01', '3130', 0, 4_000_000],
      ['2026-01-01', '1524', 3_000_000, 0],
      ['2026-01-01', '3130', 0, 3_000_000],
      ['2026-01-01', '3130', 2_000_000, 0],
      ['2026-01-01', '2105', 0, 2_000_000],
      ['2026-01-01', '1435', 200_000, 0],
      ['2026-01-01', '3130', 0, 200_000],
    ]);
    expect(journal.rows.slice(0, 10).every((x) => x.document === 'Saldo inicial')).toBe(true);
    expect(lines('Venta 0002').map((x) => [x.code, x.debit, x.credit, x.third_party])).toEqual([
      ['1305', 60_000, 0, juan],
      ['4135', 0, 60_000, juan],
      ['6135', 40_000, 0, juan],
      ['1435', 0, 40_000, juan],
    ]);
    expect(lines('Abono 0002-02').map((x) => [x.code, x.debit, x.credit, x.third_party])).toEqual([
      ['1110', 20_000, 0, juan],
      ['1305', 0, 20_000, juan],
    ]);
    const purchase = `Compra ${String(ex.purchase.number).padStart(4, '0')}`;
    expect(lines(purchase).every((x) => JSON.stringify(x.third_party) === JSON.stringify(andina))).toBe(true);
    expect(lines(`Abono compra ${String(ex.purchase.number).padStart(4, '0')}-01`)[0]?.third_party).toEqual(
      andina,
    );
    // An expense has no third party; the voided sale shows with its reversal.
    expect(lines('Gasto 0001')[0]?.third_party).toBeNull();
    expect(lines('Venta 0004').length).toBeGreaterThan(0);
    expect(lines('Reverso Venta 0004').map((x) => x.credit)).toEqual(lines('Venta 0004').map((x) => x.debit));
  });

  it('downloads as CSV (UTF-8 BOM, ;) that re-imports to the same totals', async () => {
    const res = await api(ex.u, 'GET', `/api/reports/journal/?${JAN}&type=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      'Reporte - Libro diario 2026-01-01 a 2026-01-31.csv',
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [head, ...body] = raw.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(head?.split(';')).toEqual([...JOURNAL_CSV_HEADER]);
    const rows = body.map((line) => line.split(';'));
    const col = (name: (typeof JOURNAL_CSV_HEADER)[number]) => JOURNAL_CSV_HEADER.indexOf(name);
    const [D, C, CODE] = [col('débito'), col('crédito'), col('cuenta')];
    expect(rows.every((r) => r.length === JOURNAL_CSV_HEADER.length)).toBe(true);
    const trial = await report('trial_balance');
    const debit = rows.reduce((s, r) => s + Number(r[D]), 0);
    const credit = rows.reduce((s, r) => s + Number(r[C]), 0);
    expect([debit, credit]).toEqual([totalOf(trial)?.debit, totalOf(trial)?.credit]);
    // Per account, the imported movements give the trial balance's closing from its opening.
    for (const account of trial.rows.filter((x) => !x.is_total)) {
      const mine = rows.filter((r) => r[CODE] === account.code);
      const net = mine.reduce((s, r) => s + Number(r[D]) - Number(r[C]), 0);
      expect((account.opening ?? 0) + net, account.code).toBe(account.value);
    }
    const pick = (r: string[] | undefined, ...names: (typeof JOURNAL_CSV_HEADER)[number][]) =>
      names.map((n) => r?.[col(n)]);
    const sale2 = rows.find((r) => r[col('comprobante')] === 'Venta 0002');
    expect(pick(sale2, 'tipo comprobante', 'número', 'tercero', 'documento tercero')).toEqual([
      'FV',
      '0002',
      'Juan Pérez',
      'CC 1020304050',
    ]);
    expect(pick(sale2, 'tipo documento tercero', 'número documento tercero', 'dv', 'descripción')).toEqual([
      'CC',
      '1020304050',
      '',
      'Arroz 500g × 20',
    ]);
    expect(pick(sale2, 'registrado el')[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const purchase = rows.find((r) => r[col('tipo comprobante')] === 'FC');
    expect(pick(purchase, 'tipo documento tercero', 'número documento tercero', 'dv')).toEqual([
      'NIT',
      '900123456',
      nitCheckDigit('900123456'),
    ]);
    const abono = rows.find((r) => r[col('comprobante')] === 'Abono 0002-02');
    expect(pick(abono, 'tipo comprobante', 'número')).toEqual(['RC', '0002-02']);
    const expense = rows.find((r) => r[col('comprobante')] === 'Gasto 0001');
    expect(pick(expense, 'tipo comprobante', 'número', 'descripción')).toEqual([
      'CE',
      '0001',
      'Arriendo del local',
    ]);
    const opening = rows.filter((r) => r[col('tipo comprobante')] === 'SI');
    expect(opening.map((r) => pick(r, 'número', 'comprobante', 'cuenta', 'descripción'))[0]).toEqual([
      '1',
      'Saldo inicial',
      '1105',
      'Activo inicial: Caja',
    ]);
    // The first entry is the opening one, on the start date.
    expect(rows[0]?.slice(0, 4)).toEqual(['2026-01-01', 'SI', '1', 'Saldo inicial']);
  });
});

describe('general_ledger — Libro mayor', () => {
  it('runs Caja from the opening 1.000.000 to 605.000, line by line', async () => {
    const r = await report('general_ledger', `${JAN}&account=1105`);
    expect(r.header.account).toEqual({ code: '1105', name: 'Caja' });
    expect(r.rows[0]).toMatchObject({ name: '1105 Caja', is_title: true, code: '1105' });
    // Nothing before the start date; the opening entry is the first line, dated 1 January.
    expect(r.rows[1]).toMatchObject({ name: 'Saldo inicial', balance: 0 });
    expect(r.rows[2]).toMatchObject({
      date: '2026-01-01',
      document: 'Saldo inicial',
      debit: 1_000_000,
      balance: 1_000_000,
    });
    const last = r.rows.at(-1);
    expect(last).toMatchObject({ name: 'Saldo final', is_total: true, balance: 605_000, value: 605_000 });
    let running = 0;
    for (const row of r.rows.slice(2, -1)) {
      running += (row.debit ?? 0) - (row.credit ?? 0);
      expect(row.balance).toBe(running);
    }
    expect(running).toBe(605_000);
  });

  it('without an account lists every account with its Saldo final = the trial balance', async () => {
    const [ledger, trial] = [await report('general_ledger'), await report('trial_balance')];
    const finals = ledger.rows.filter((x) => x.name === 'Saldo final').map((x) => [x.code, x.balance]);
    expect(finals).toEqual(trial.rows.filter((x) => !x.is_total).map((x) => [x.code, x.value]));
  });

  it('refuses an account that is not in the chart', async () => {
    for (const account of ['9999', 'caja', '1105; drop']) {
      const res = await api(
        ex.u,
        'GET',
        `/api/reports/general_ledger/?${JAN}&account=${encodeURIComponent(account)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ account: ['La cuenta no existe en el plan de cuentas'] });
    }
  });
});

describe('inventory_valuation — Valorización de inventario', () => {
  it('values Arroz 40 × 2.200 and its total equals Inventarios', async () => {
    const r = await report('inventory_valuation');
    expect(r.rows.map((x) => [x.name, x.quantity, x.unit_cost, x.value])).toEqual([
      ['Arroz 500g', 40, 2_200, 88_000],
      ['Total inventario', 40, null, 88_000],
    ]);
    const balance = await report('balance');
    expect(balance.rows.find((x) => x.code === '1435')?.value).toBe(88_000);
    // On the 20th: 100 − 30 − 20 initial units at 2.000 and the 50 bought at 2.200.
    const mid = await report('inventory_valuation', 'from_date=2026-01-01&to_date=2026-01-20');
    expect(mid.rows[0]).toMatchObject({ quantity: 100, value: 50 * 2_000 + 50 * 2_200, unit_cost: 2_100 });
    const midBalance = await report('balance', 'from_date=2026-01-01&to_date=2026-01-20');
    expect(midBalance.rows.find((x) => x.code === '1435')?.value).toBe(210_000);
  });
});

describe('migration 0014', () => {
  it('backfills from the documents the third party that posting writes', async () => {
    const parties = async () =>
      (await report('journal')).rows.map((r) => [r.document, r.code, r.third_party]);
    const before = await parties();
    expect(before.filter(([, , p]) => p).length).toBeGreaterThan(10);
    await t.deps.db.execute(
      sql`UPDATE journal_entries SET third_party_name = NULL, third_party_document = NULL`,
    );
    const file = await readFile(
      new URL('../src/db/migrations/0014_journal_third_party.sql', import.meta.url),
      'utf8',
    );
    for (const statement of file.split('--> statement-breakpoint').filter((x) => x.includes('UPDATE'))) {
      await t.deps.db.execute(sql.raw(statement));
    }
    expect(await parties()).toEqual(before);
  });
});

describe('the third party follows the document', () => {
  it("a sale moved to another client names it on its entries and its payments'", async () => {
    const sale = ex.sales[2];
    // A credit sale needs a named client (never Consumidor final): move it to another person.
    const ana = { name: 'Ana Gómez', doc_type: CC, doc_number: '52123456' };
    const res = await api(ex.u, 'PATCH', `/api/incomes/${sale?.id}/`, { client: ana });
    expect(res.statusCode, res.body).toBe(200);
    const journal = await report('journal');
    const party = (doc: string) => journal.rows.find((x) => x.document === doc)?.third_party;
    expect(party('Venta 0002')).toEqual({ name: 'Ana Gómez', document: 'CC 52123456' });
    expect(party('Abono 0002-02')).toEqual({ name: 'Ana Gómez', document: 'CC 52123456' });
  });
});
