import { expect } from 'vitest';
import type { TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, type Json, JUAN, NIT, newItem, newService, salePayload } from './incomes-fixtures.ts';

// Shared set-up of the reports and charts tests (not a test file itself): docs/accounting.md's whole
// worked example, run through the APIs day by day.

export const CAT = {
  ventasProductos: 1,
  caja: 7,
  bancos: 8,
  ppe: 10,
  obligaciones: 12,
  arriendo: 18,
  servicios: 19,
} as const;

export type WorkedExample = {
  u: CreatedUser;
  arroz: { id: number; batch: number | null };
  domicilio: { id: number };
  sales: Record<number, Json & { id: number }>;
  purchase: Json & { id: number; number: number };
  creditExpense: Json & { id: number; number: number };
};

export const on = (t: TestApp, day: string) => t.clock.set(`${day}T15:00:00Z`);

export async function ok(res: { statusCode: number; body: string }, status = 201): Promise<void> {
  expect(res.statusCode, res.body).toBe(status);
}

/** docs/accounting.md §Worked example for a new user; the clock ends on 2026-01-31 15:00 in Bogotá. */
export async function buildWorkedExample(t: TestApp): Promise<WorkedExample> {
  const api = apiOf(t);
  const u = await createUser(t, { tradename: 'Tienda La Esquina', identificationNumber: '900123001' });
  const sales: WorkedExample['sales'] = {};

  // Opening: assets, liability, initial inventory, a service, January budgets.
  on(t, '2026-01-01');
  for (const [category, value, financial_type] of [
    [CAT.caja, 1_000_000, 'ACTIVOS'],
    [CAT.bancos, 4_000_000, 'ACTIVOS'],
    [CAT.ppe, 3_000_000, 'ACTIVOS'],
    [CAT.obligaciones, 2_000_000, 'PASIVOS'],
  ] as const) {
    await ok(await api(u, 'POST', '/api/financial_info/', { category, value, financial_type }));
  }
  const arroz = await newItem(t, u, {
    name: 'Arroz 500g',
    cost_value: 2000,
    sale_value: 3000,
    quantity: 100,
    is_initial: true,
  });
  const domicilio = await newService(t, u, 'Domicilio', 5000);
  for (const [category, value, financial_mov] of [
    [CAT.ventasProductos, 400_000, 'INGRESO'],
    [CAT.arriendo, 500_000, 'GASTO'],
    [CAT.servicios, 100_000, 'GASTO'],
  ] as const) {
    await ok(await api(u, 'POST', '/api/budgets/', { date: '2026-01', category, value, financial_mov }));
  }

  // 1. 10th, sale CONTADO EFECTIVO: 30 Arroz × 3.000 + 1 Domicilio × 5.000 = 95.000.
  on(t, '2026-01-10');
  let res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-10', [
      { inventory_id: arroz.id, stock: arroz.batch ?? 0, quantity: 30, value: 3000 },
      { inventory_id: domicilio.id, stock: domicilio.id, quantity: 1, value: 5000 },
    ]),
  );
  await ok(res);
  sales[1] = res.json();

  // 2. 12th, sale CREDITO to Juan Pérez: 20 Arroz = 60.000, initial payment 10.000 EFECTIVO.
  on(t, '2026-01-12');
  res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-12', [{ inventory_id: arroz.id, quantity: 20, value: 3000 }], {
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      payment: 10_000,
      client: JUAN,
    }),
  );
  await ok(res);
  sales[2] = res.json();

  // 3. 15th, abono 20.000 BANCO on sale 2.
  on(t, '2026-01-15');
  await ok(
    await api(u, 'POST', `/api/incomes/${sales[2]?.id}/payments/`, {
      date: '2026-01-15',
      value: 20_000,
      payment_method: 'BANCO',
      observations: '',
    }),
  );

  // 4. 18th, purchase category 4 CREDITO from Distribuidora Andina: 50 Arroz × 2.200 (sale 3.200).
  on(t, '2026-01-18');
  res = await api(u, 'POST', '/api/shoppings/', {
    category_id: 4,
    date: '2026-01-18',
    payment_type: 'CREDITO',
    observations: '',
    details: [{ inventory_id: arroz.id, quantity: 50, value: 2200, sale_value: 3200 }],
    provider: { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' },
  });
  await ok(res);
  const purchase = res.json() as Json & { id: number; number: number };

  // 5. 20th, abono 50.000 BANCO on purchase 4.
  on(t, '2026-01-20');
  await ok(
    await api(u, 'POST', `/api/shoppings/${purchase.id}/payments/`, {
      date: '2026-01-20',
      value: 50_000,
      payment_method: 'BANCO',
      observations: '',
    }),
  );

  // 6. 22nd, expense CONTADO EFECTIVO Arriendo 500.000.
  on(t, '2026-01-22');
  const expense = (date: string, body: Json) =>
    api(u, 'POST', '/api/expenses/', { date, observations: '', reminder: 1, ...body });
  await ok(
    await expense('2026-01-22', {
      description: 'Arriendo del local',
      value: 500_000,
      category_id: CAT.arriendo,
      payment_type: 'CONTADO',
      payment_method: 'EFECTIVO',
    }),
  );
  // 7. 25th, expense CREDITO Servicios públicos 120.000, no payment.
  on(t, '2026-01-25');
  res = await expense('2026-01-25', {
    description: 'Energía y agua de enero',
    value: 120_000,
    category_id: CAT.servicios,
    payment_type: 'CREDITO',
  });
  await ok(res);
  const creditExpense = res.json() as Json & { id: number; number: number };

  // 8. 28th, sale CONTADO BANCO: 60 Arroz = 180.000 (FIFO: 50 × 2.000 + 10 × 2.200).
  on(t, '2026-01-28');
  res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-28', [{ inventory_id: arroz.id, quantity: 60, value: 3000 }], {
      payment_method: 'BANCO',
    }),
  );
  await ok(res);
  sales[8] = res.json();

  // 9. 29th, sale CONTADO EFECTIVO 5 Arroz, then voided.
  on(t, '2026-01-29');
  res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-29', [{ inventory_id: arroz.id, quantity: 5, value: 3000 }]),
  );
  await ok(res);
  sales[9] = res.json();
  await ok(await api(u, 'DELETE', `/api/incomes/${sales[9]?.id}/`), 204);

  t.clock.set('2026-01-31T20:00:00Z');
  return { u, arroz, domicilio, sales, purchase, creditExpense };
}

/** `[name, value]` of each row, for compact assertions. */
export const pairs = (rows: { name: string; value: number | null }[]) => rows.map((r) => [r.name, r.value]);

/** The aging summary under debtors and debts (issue 11): its title and the four buckets. */
export function agingRows(values: [number, number, number, number]) {
  const row = { is_title: false, is_total: false, color: null, total_color: null };
  const labels = ['0 a 30 días', '31 a 60 días', '61 a 90 días', 'Más de 90 días'];
  const keys = ['0-30', '31-60', '61-90', '>90'];
  return [
    { name: 'Antigüedad de saldos', value: null, ...row, is_title: true },
    ...values.map((value, i) => ({ name: labels[i], value, ...row, bucket: keys[i] })),
  ];
}
