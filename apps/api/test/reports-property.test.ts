import type { Report } from '@cc/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';
import { apiOf } from './incomes-fixtures.ts';
import { newShop, op, run, type State } from './reports-ops.ts';

/**
 * Property (docs/accounting.md §Principles): after any sequence of operations through the APIs — opening balance,
 * stock, sales, purchases, expenses, payments (on opening balances too) and voids, refused or not —
 * the balance report has
 * Total activos = Total pasivo y patrimonio, the debtors report adds up to Cuentas por cobrar and
 * the debts report to Total pasivos, and the product's Saldo final equals Inventarios.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

async function report(u: CreatedUser, code: string, to: string, extra = ''): Promise<Report> {
  const res = await api(u, 'GET', `/api/reports/${code}/?from_date=2026-01-01&to_date=${to}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}

const rowValue = (r: Report, name: string) => r.rows.find((x) => x.name === name)?.value ?? 0;

async function checkInvariants(s: State, to: string): Promise<void> {
  const balance = await report(s.u, 'balance', to);
  expect(rowValue(balance, 'Total activos')).toBe(rowValue(balance, 'Total pasivo y patrimonio'));
  const debtors = await report(s.u, 'debtors', to);
  expect(rowValue(debtors, 'Total cuentas por cobrar')).toBe(rowValue(balance, 'Cuentas por cobrar'));
  const debts = await report(s.u, 'debts', to);
  expect(rowValue(debts, 'Total deudas')).toBe(rowValue(balance, 'Total pasivos'));
  const inventory = await report(s.u, 'inventory', to, `&product_id=${s.product}`);
  expect(rowValue(inventory, 'Saldo final')).toBe(rowValue(balance, 'Inventarios'));
}

describe('reports after random API operations', () => {
  it('always balance: activos = pasivos + patrimonio, debtors = 1305, debts = pasivos, stock = 1435', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 16, size: 'max' }), async (ops) => {
        t.clock.set('2026-01-31T20:00:00Z');
        const s = await newShop(t, api);
        for (const [i, o] of ops.entries()) {
          const date = `2026-01-${String(2 + i).padStart(2, '0')}`;
          t.clock.set(`${date}T15:00:00Z`);
          await run(api, s, o, date, checkInvariants);
        }
        t.clock.set('2026-01-31T20:00:00Z');
        await checkInvariants(s, '2026-01-31');
      }),
      { numRuns: 40 },
    );
  }, 300_000);
});
