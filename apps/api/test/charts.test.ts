import { CHART_PALETTE, type Chart, REPORT_MSG } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, newItem, salePayload } from './incomes-fixtures.ts';
import { buildWorkedExample, ok, on, type WorkedExample } from './reports-fixtures.ts';

/** GET /api/charts/ on docs/accounting.md §Worked example. */
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

async function chart(query: string): Promise<Chart> {
  const res = await api(ex.u, 'GET', `/api/charts/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Chart;
}

describe('sales', () => {
  it('sales_by_product: Arroz 98.51 %, Domicilio 1.49 % (the voided sale left out)', async () => {
    const c = await chart(`type=sales_by_product&${JAN}`);
    expect(c).toMatchObject({ type: 'sales_by_product', kind: 'doughnut', unit: 'percent' });
    expect(c.labels).toEqual(['Arroz 500g', 'Domicilio']);
    expect(c.datasets).toEqual([
      {
        label: 'Participación (%)',
        data: [98.51, 1.49],
        values: [330_000, 5_000],
        backgroundColor: [CHART_PALETTE[0], CHART_PALETTE[1]],
      },
    ]);
  });

  it('sales_by_month: pesos per month with Spanish labels, empty months at 0', async () => {
    const c = await chart('type=sales_by_month&from_date=2026-01-01&to_date=2026-03-31');
    expect(c.kind).toBe('bar');
    expect(c.labels).toEqual(['enero 2026', 'febrero 2026', 'marzo 2026']);
    expect(c.datasets.map((d) => [d.label, d.data])).toEqual([['Ventas', [335_000, 0, 0]]]);
  });

  it('budget_income: projected INGRESO budget against executed sales', async () => {
    const c = await chart(`type=budget_income&${JAN}`);
    expect(c.kind).toBe('line');
    expect(c.labels).toEqual(['enero 2026']);
    expect(c.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Proyectado', [400_000]],
      ['Ejecutado', [335_000]],
    ]);
  });
});

describe('purchases and expenses', () => {
  it('shoppings_by_product and shoppings_by_month', async () => {
    const byProduct = await chart(`type=shoppings_by_product&${JAN}`);
    expect(byProduct.labels).toEqual(['Arroz 500g']);
    expect(byProduct.datasets[0]?.data).toEqual([100]);
    expect(byProduct.datasets[0]?.values).toEqual([110_000]);
    const byMonth = await chart(`type=shoppings_by_month&${JAN}`);
    expect(byMonth.datasets.map((d) => [d.label, d.data])).toEqual([['Compras', [110_000]]]);
  });

  it('budget_expense: projected GASTO budget against executed expenses', async () => {
    const c = await chart('type=budget_expense&from_date=2026-01-01&to_date=2026-02-28');
    expect(c.labels).toEqual(['enero 2026', 'febrero 2026']);
    expect(c.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Proyectado', [600_000, 0]],
      ['Ejecutado', [620_000, 0]],
    ]);
  });
});

describe('rules', () => {
  it('refuses an unknown type and a bad range with the spec texts', async () => {
    let res = await api(ex.u, 'GET', `/api/charts/?type=pie&${JAN}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: [REPORT_MSG.chartTypeInvalid] });
    res = await api(ex.u, 'GET', '/api/charts/?type=sales_by_month&from_date=2025-12-01&to_date=2026-01-31');
    expect(res.json()).toEqual({ to_date: [REPORT_MSG.sameYear] });
    // The same-year rule is for the monthly charts only.
    await ok(
      await api(ex.u, 'GET', '/api/charts/?type=sales_by_product&from_date=2025-12-01&to_date=2026-01-31'),
      200,
    );
    res = await api(
      ex.u,
      'GET',
      '/api/charts/?type=sales_by_product&from_date=2025-01-01&to_date=2026-01-31',
    );
    expect(res.json()).toEqual({ to_date: [REPORT_MSG.range] });
    res = await api(ex.u, 'GET', '/api/charts/');
    expect(res.json()).toEqual({
      type: [REPORT_MSG.chartTypeInvalid],
      from_date: [REPORT_MSG.fromRequired],
      to_date: [REPORT_MSG.toRequired],
    });
  });

  it("needs a subscription and never shows another user's data", async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/charts/?type=sales_by_month&${JAN}` })).statusCode,
    ).toBe(401);
    const other = await createUser(t);
    const res = await api(other, 'GET', `/api/charts/?type=sales_by_product&${JAN}`);
    expect(res.json()).toMatchObject({ labels: [], datasets: [{ data: [], values: [] }] });
  });

  it('a doughnut never repeats a colour: beyond 6 items the smallest become "Otros"', async () => {
    const u = await createUser(t);
    on(t, '2026-01-20');
    const details = [];
    for (let i = 1; i <= 8; i += 1) {
      const item = await newItem(t, u, { name: `Servicio ${i}`, category: 'SERVICIO', sale_value: i * 1000 });
      details.push({ inventory_id: item.id, stock: item.id, quantity: 1, value: i * 1000 });
    }
    await ok(await api(u, 'POST', '/api/incomes/', salePayload('2026-01-20', details)));
    t.clock.set('2026-01-31T20:00:00Z');
    const res = await api(u, 'GET', `/api/charts/?type=sales_by_product&${JAN}`);
    const c = res.json() as Chart;
    expect(c.labels).toEqual(['Servicio 8', 'Servicio 7', 'Servicio 6', 'Servicio 5', 'Servicio 4', 'Otros']);
    // Total 36.000: 8/36 = 22.22 %, …, Otros = (3 + 2 + 1)/36 = 16.67 %.
    expect(c.datasets[0]?.data).toEqual([22.22, 19.44, 16.67, 13.89, 11.11, 16.67]);
    expect(c.datasets[0]?.values).toEqual([8000, 7000, 6000, 5000, 4000, 6000]);
    expect(new Set(c.datasets[0]?.backgroundColor).size).toBe(6);
  });
});
