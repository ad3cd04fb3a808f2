import { INDICATORS, REPORT_NOTICE, type Report } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACC, balanceOf, balancesAsOf } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf } from './incomes-fixtures.ts';
import { agingRows, buildWorkedExample, pairs, type WorkedExample } from './reports-fixtures.ts';

/** docs/accounting.md §Worked example through the APIs, and every number it expects from the reports. */
let t: TestApp;
let ex: WorkedExample;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
  ex = await buildWorkedExample(t);
});
afterAll(() => t.close());

async function report(url: string): Promise<Report> {
  const res = await api(ex.u, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}

const purchaseNo = () => String(ex.purchase.number).padStart(4, '0');
const plain = { is_title: false, is_total: false, color: null, total_color: null };
const title = (name: string) => ({
  name,
  value: null,
  is_title: true,
  is_total: false,
  color: null,
  total_color: null,
});
const total = (name: string, value: number) => ({
  name,
  value,
  is_title: false,
  is_total: true,
  color: null,
  total_color: value < 0 ? 'red' : null,
});

describe('balance — Mi balance, 2026-01-31', () => {
  it('has every row of docs/accounting.md §Worked example with the expected numbers', async () => {
    const r = await report('/api/reports/balance/?from_date=2026-01-01&to_date=2026-01-31');
    expect(r.header).toEqual({
      title: 'Mi balance',
      formal_title: 'Estado de situación financiera',
      tradename: 'Tienda La Esquina',
      identification: 'CC 900123001',
      from_date: '2026-01-01',
      to_date: '2026-01-31',
      generated_at: '2026-01-31T20:00:00.000Z',
    });
    expect(r.notice).toBe(REPORT_NOTICE);
    expect(r.rows).toEqual([
      title('ACTIVOS'),
      { name: 'Caja', value: 605_000, ...plain, code: '1105' },
      { name: 'Bancos', value: 4_150_000, ...plain, code: '1110' },
      { name: 'Cuentas por cobrar', value: 30_000, ...plain, code: '1305' },
      { name: 'Inventarios', value: 88_000, ...plain, code: '1435' },
      total('Total activo corriente', 4_873_000),
      { name: 'Propiedad, planta y equipo', value: 3_000_000, ...plain, code: '1524' },
      total('Total activo no corriente', 3_000_000),
      total('Total activos', 7_873_000),
      title('PASIVOS'),
      { name: 'Obligaciones financieras', value: 2_000_000, ...plain, code: '2105' },
      { name: 'Proveedores', value: 60_000, ...plain, code: '2205' },
      { name: 'Costos y gastos por pagar', value: 120_000, ...plain, code: '2335' },
      // Third release: no liability is due more than 12 months after the cut-off.
      total('Total pasivo corriente', 2_180_000),
      total('Total pasivo no corriente', 0),
      total('Total pasivos', 2_180_000),
      title('PATRIMONIO'),
      { name: 'Capital', value: 6_200_000, ...plain, code: '3130' },
      { name: 'Resultados de ejercicios anteriores', value: 0, ...plain },
      { name: 'Resultado del ejercicio', value: -507_000, ...plain },
      total('Total patrimonio', 5_693_000),
      total('Total pasivo y patrimonio', 7_873_000),
    ]);
  });

  it('is the same through the `report` alias and without the trailing slash', async () => {
    const a = await report('/api/reports/?report=balance&from_date=2026-01-01&to_date=2026-01-31');
    const b = await report('/api/reports/balance?from_date=2026-01-01&to_date=2026-01-31');
    expect(a.rows).toEqual(b.rows);
    expect(a.header.title).toBe('Mi balance');
  });

  it('before the start date holds nothing; from it, before the movements, only the opening balance', async () => {
    const before = await report('/api/reports/balance/?from_date=2025-12-01&to_date=2025-12-31');
    expect(before.rows.find((x) => x.name === 'Total activos')?.value).toBe(0);
    expect(before.rows.find((x) => x.name === 'Total pasivo y patrimonio')?.value).toBe(0);
    const r = await report('/api/reports/balance/?from_date=2026-01-01&to_date=2026-01-09');
    expect(pairs(r.rows)).toEqual([
      ['ACTIVOS', null],
      ['Caja', 1_000_000],
      ['Bancos', 4_000_000],
      ['Inventarios', 200_000],
      ['Total activo corriente', 5_200_000],
      ['Propiedad, planta y equipo', 3_000_000],
      ['Total activo no corriente', 3_000_000],
      ['Total activos', 8_200_000],
      ['PASIVOS', null],
      ['Obligaciones financieras', 2_000_000],
      ['Total pasivo corriente', 2_000_000],
      ['Total pasivo no corriente', 0],
      ['Total pasivos', 2_000_000],
      ['PATRIMONIO', null],
      ['Capital', 6_200_000],
      ['Resultados de ejercicios anteriores', 0],
      ['Resultado del ejercicio', 0],
      ['Total patrimonio', 6_200_000],
      ['Total pasivo y patrimonio', 8_200_000],
    ]);
  });

  it("moves January's result to 'Resultados de ejercicios anteriores' in the next year", async () => {
    const r = await report('/api/reports/balance/?from_date=2026-12-01&to_date=2027-01-31');
    const row = (name: string) => r.rows.find((x) => x.name === name)?.value;
    expect(row('Resultados de ejercicios anteriores')).toBe(-507_000);
    expect(row('Resultado del ejercicio')).toBe(0);
    expect(row('Total patrimonio')).toBe(5_693_000);
    expect(row('Total activos')).toBe(row('Total pasivo y patrimonio'));
  });
});

describe('results — Mis resultados, January', () => {
  it('gives sales, cost, gross profit, expenses by category and operating profit', async () => {
    const r = await report('/api/reports/results/?from_date=2026-01-01&to_date=2026-01-31');
    expect(r.header.title).toBe('Mis resultados');
    expect(r.rows).toEqual([
      { name: 'Ingresos por ventas', value: 335_000, ...plain, code: '4135' },
      { ...total('Ingresos operacionales', 335_000), code: '41' },
      { name: 'Costo de mercancias', value: 222_000, ...plain, color: 'red', code: '6120, 6135, 7105' },
      total('Utilidad bruta', 113_000),
      { name: 'Gastos administrativos y de ventas', value: 620_000, ...plain, color: 'red', code: '51, 52' },
      { name: 'Arriendo', value: 500_000, ...plain, code: expect.stringMatching(/^51\d\d$/) },
      { name: 'Servicios públicos', value: 120_000, ...plain, code: expect.stringMatching(/^51\d\d$/) },
      total('Utilidad operacional', -507_000),
      // Third release: down to net profit (LEDGER.md §Statements); nothing below the operating line in January.
      { name: 'Ingresos no operacionales', value: 0, ...plain, code: '42' },
      { name: 'Gastos no operacionales', value: 0, ...plain, color: 'red', code: '53' },
      total('Utilidad antes de impuestos', -507_000),
      { name: 'Impuesto de renta', value: 0, ...plain, color: 'red', code: '54' },
      total('Utilidad neta', -507_000),
    ]);
    expect(r.rows.at(-1)?.total_color).toBe('red');
  });

  it('counts only the movements inside the range', async () => {
    const r = await report('/api/reports/results/?from_date=2026-01-11&to_date=2026-01-20');
    // Only sale 2 (60.000, cost 20 × 2.000); the voided sale 9 and the opening never count.
    expect(pairs(r.rows)).toEqual([
      ['Ingresos por ventas', 60_000],
      ['Ingresos operacionales', 60_000],
      ['Costo de mercancias', 40_000],
      ['Utilidad bruta', 20_000],
      ['Gastos administrativos y de ventas', 0],
      ['Utilidad operacional', 20_000],
      ['Ingresos no operacionales', 0],
      ['Gastos no operacionales', 0],
      ['Utilidad antes de impuestos', 20_000],
      ['Impuesto de renta', 0],
      ['Utilidad neta', 20_000],
    ]);
  });
});

describe('indicators — Indicadores', () => {
  it('runs 1 January … end of the current month with 2 decimals and the hints', async () => {
    // The dates sent are ignored: the indicators are locked to the year so far.
    const r = await report('/api/reports/indicators/?from_date=2025-03-01&to_date=2025-03-02');
    expect(r.header.title).toBe('Indicadores');
    expect([r.header.from_date, r.header.to_date]).toEqual(['2026-01-01', '2026-01-31']);
    expect(r.rows.map((x) => [x.name, x.value, x.hint, x.note])).toEqual([
      ['Razón de endeudamiento', 0.28, INDICATORS.debt.hint, null],
      ['Liquidez', 2.24, INDICATORS.liquidity.hint, null],
      ['Rotación de cartera (días)', 2.78, INDICATORS.receivablesDays.hint, null],
      ['Margen bruto', 33.73, INDICATORS.grossMargin.hint, null],
      ['Margen operacional', -151.34, INDICATORS.operatingMargin.hint, null],
    ]);
  });
});

describe('expenses — Control de gastos, January', () => {
  it('compares the GASTO budgets with the expenses per category', async () => {
    const r = await report('/api/reports/expenses/?from_date=2026-01-01&to_date=2026-01-31');
    expect(r.header.title).toBe('Control de gastos');
    expect(r.rows.map((x) => [x.name, x.budget, x.value, x.difference, x.is_total])).toEqual([
      ['Arriendo', 500_000, 500_000, 0, false],
      ['Servicios públicos', 100_000, 120_000, -20_000, false],
      ['Total', 600_000, 620_000, -20_000, true],
    ]);
  });
});

describe('debtors — Cuentas por cobrar', () => {
  it('lists Juan Pérez with his pending balance and equals account 1305', async () => {
    const r = await report('/api/reports/debtors/?from_date=2026-01-01&to_date=2026-01-31');
    expect(r.header.title).toBe('Cuentas por cobrar');
    expect(r.rows).toEqual([
      // days: the sale of the 12th, as of the 31st.
      {
        name: 'Juan Pérez',
        value: 30_000,
        ...plain,
        document: 'CC 1020304050',
        total: 60_000,
        paid: 30_000,
        days: 19,
      },
      { ...total('Total cuentas por cobrar', 30_000), total: 60_000, paid: 30_000 },
      ...agingRows([30_000, 0, 0, 0]),
    ]);
    const ledger = await balancesAsOf(t.deps.db, ex.u.id, '2026-01-31');
    expect(balanceOf(ledger, ACC.cuentasPorCobrar)).toBe(30_000);
  });

  it('as of the 13th, before the abono of the 15th', async () => {
    const r = await report('/api/reports/debtors/?from_date=2026-01-01&to_date=2026-01-13');
    expect(r.rows.slice(0, 2).map((x) => [x.name, x.value, x.total, x.paid, x.days])).toEqual([
      ['Juan Pérez', 50_000, 60_000, 10_000, 1],
      ['Total cuentas por cobrar', 50_000, 60_000, 10_000, undefined],
    ]);
  });
});

describe('the rest of the worked example', () => {
  it('income summary of January (incomes module, same fixture)', async () => {
    const res = await api(ex.u, 'GET', '/api/incomes/?summary=true');
    expect(res.json()).toEqual({
      cash: 95_000,
      bank: 180_000,
      credit: 60_000,
      real: 335_000,
      budget: 400_000,
      difference: 65_000,
      date: '2026-01-01',
    });
  });
});

describe('inventory — Movimiento de inventario, Arroz 500g', () => {
  it('lists every entry and exit at cost in date order, without the voided sale', async () => {
    const url = `/api/reports/inventory/?from_date=2026-01-01&to_date=2026-01-31&product_id=${ex.arroz.id}`;
    const r = await report(url);
    expect(r.header.title).toBe('Movimiento de inventario');
    expect(r.header.product).toEqual({ id: ex.arroz.id, name: 'Arroz 500g' });
    const n = (k: number) => String(ex.sales[k]?.number).padStart(4, '0');
    expect(
      r.rows.map((x) => [
        x.name,
        x.date,
        x.quantity,
        x.unit_cost,
        x.value,
        x.balance_quantity,
        x.balance_value,
      ]),
    ).toEqual([
      // The initial inventory is opening balance: inside 'Saldo inicial', never a row.
      ['Saldo inicial', '2026-01-01', 100, null, 200_000, 100, 200_000],
      [`Venta ${n(1)}`, '2026-01-10', -30, 2000, -60_000, 70, 140_000],
      [`Venta ${n(2)}`, '2026-01-12', -20, 2000, -40_000, 50, 100_000],
      [`Compra ${purchaseNo()}`, '2026-01-18', 50, 2200, 110_000, 100, 210_000],
      [`Venta ${n(8)}`, '2026-01-28', -50, 2000, -100_000, 50, 110_000],
      [`Venta ${n(8)}`, '2026-01-28', -10, 2200, -22_000, 40, 88_000],
      ['Saldo final', '2026-01-31', 40, null, 88_000, 40, 88_000],
    ]);
    expect(r.rows.at(-1)?.is_total).toBe(true);
  });

  it('folds what happened before the range into Saldo inicial', async () => {
    const r = await report(
      `/api/reports/inventory/?from_date=2026-01-15&to_date=2026-01-25&product_id=${ex.arroz.id}`,
    );
    expect(r.rows.map((x) => [x.name, x.quantity, x.value])).toEqual([
      ['Saldo inicial', 50, 100_000],
      [`Compra ${purchaseNo()}`, 50, 110_000],
      ['Saldo final', 100, 210_000],
    ]);
  });
});
