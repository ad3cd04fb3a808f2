import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeDetails, incomes, journalLines, stockMovements, stocks } from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf, totals } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, JANUARY_TODAY, JUAN, januaryDay, newItem, salePayload } from './incomes-fixtures.ts';

/**
 * Model-based property test of one product's life: random sequences of sales (cash or credit),
 * voids, edits of quantity or date, abonos (created, edited, voided) and new dated batches, run
 * through the API. The model draws FIFO among the batches that existed on the sale's date
 * (docs/accounting.md §Stock as of a date), keeps a sale's batches when an edit keeps its quantity and does
 * not move it before them, and predicts every answer (201/200/204 or a 400 refusal); at the end:
 * - stock: every batch holds exactly the units the model says; Σ available = Σ batch quantities
 *   − Σ net sold, both from the live sale lines and from the stock movements;
 * - ledger: every entry balanced, activos = pasivos + patrimonio, and Inventarios, Cuentas por
 *   cobrar, Caja, Bancos and Ingresos equal to what the documents say.
 * Runs on PostgreSQL too (TEST_DATABASE_URL).
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = JANUARY_TODAY;
const day = januaryDay;

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

type Method = 'EFECTIVO' | 'BANCO';
type Payment = {
  id: number;
  value: number;
  method: Method;
  date: string;
  initial: boolean;
  deleted: boolean;
};
type Batch = { id: number; initial: boolean; date: string; cost: number; available: number };
type Draw = { batch: Batch; quantity: number };
type Sale = {
  id: number;
  credit: boolean;
  method: Method;
  date: string;
  qty: number;
  price: number;
  paid: number;
  deleted: boolean;
  payments: Payment[];
  draws: Draw[];
};
type Model = { sales: Sale[]; batches: Batch[] };

/** FIFO among the batches that existed on `date`, opening stock first; null when short. */
function plan(m: Model, quantity: number, date: string): Draw[] | null {
  const usable = m.batches
    .filter((b) => b.initial || b.date <= date)
    .sort((a, b) => Number(b.initial) - Number(a.initial) || a.date.localeCompare(b.date) || a.id - b.id);
  const draws: Draw[] = [];
  let left = quantity;
  for (const batch of usable) {
    const take = Math.min(left, batch.available);
    if (take > 0) draws.push({ batch, quantity: take });
    left -= take;
  }
  return left > 0 ? null : draws;
}
const apply = (draws: Draw[], sign: 1 | -1) => {
  for (const d of draws) d.batch.available += sign * d.quantity;
};
/** Gives a sale's units back and draws `quantity` as of `date`; on a shortage nothing changes. */
function redraw(m: Model, s: Sale, quantity: number, date: string): Draw[] | null {
  apply(s.draws, 1);
  const draws = plan(m, quantity, date);
  apply(draws ?? s.draws, -1);
  return draws;
}

const method = fc.constantFrom<Method>('EFECTIVO', 'BANCO');
const command = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    qty: fc.integer({ min: 1, max: 9 }),
    price: fc.integer({ min: 0, max: 5000 }),
    credit: fc.boolean(),
    method,
    initialShare: fc.integer({ min: 0, max: 100 }),
    day: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), qty: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), day: fc.integer({ min: 1, max: 20 }) }),
  fc.record({
    kind: fc.constant('abono' as const),
    pick: fc.nat(),
    value: fc.integer({ min: 1, max: 20_000 }),
    method,
    day: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({
    kind: fc.constant('editAbono' as const),
    pick: fc.nat(),
    value: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('voidAbono' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('stock' as const),
    qty: fc.integer({ min: 1, max: 6 }),
    cost: fc.integer({ min: 500, max: 1500 }),
    day: fc.integer({ min: 1, max: 20 }),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** Runs one command against the API and the model; the answer must be the predicted one. */
async function step(u: CreatedUser, item: number, m: Model, c: Command): Promise<void> {
  const balance = (s: Sale) => s.qty * s.price - s.paid;
  if (c.kind === 'sale') {
    const total = c.qty * c.price;
    const initial = c.credit ? Math.floor((total * c.initialShare) / 100) : 0;
    const res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(day(c.day), [{ inventory_id: item, quantity: c.qty, value: c.price }], {
        payment_type: c.credit ? 'CREDITO' : 'CONTADO',
        payment_method: c.method,
        ...(c.credit ? { payment: initial, client: JUAN } : {}),
      }),
    );
    const draws = plan(m, c.qty, day(c.day));
    if (!draws) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().validations_error[0]).toMatch(/^Inventario insuficiente: /);
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: number; payments: { id: number }[] };
    apply(draws, -1);
    m.sales.push({
      id: body.id,
      credit: c.credit,
      method: c.method,
      date: day(c.day),
      qty: c.qty,
      price: c.price,
      paid: c.credit ? initial : total,
      deleted: false,
      draws,
      payments: body.payments.map((p) => ({
        id: p.id,
        value: initial,
        method: c.method,
        date: day(c.day),
        initial: true,
        deleted: false,
      })),
    });
    return;
  }
  if (c.kind === 'stock') {
    const res = await api(u, 'POST', '/api/stocks/', {
      inventory_id: item,
      cost_value: c.cost,
      sale_value: 3000,
      quantity: c.qty,
      date: day(c.day),
    });
    expect(res.statusCode, res.body).toBe(201);
    m.batches.push({ id: res.json().id, initial: false, date: day(c.day), cost: c.cost, available: c.qty });
    return;
  }
  if (c.kind === 'void' || c.kind === 'edit' || c.kind === 'move' || c.kind === 'abono') {
    const s = m.sales[c.pick % Math.max(m.sales.length, 1)];
    if (!s) return;
    if (c.kind === 'void') {
      const res = await api(u, 'DELETE', `/api/incomes/${s.id}/`);
      expect(res.statusCode, res.body).toBe(s.deleted ? 400 : 204);
      if (s.deleted) return;
      s.deleted = true;
      apply(s.draws, 1);
      for (const p of s.payments) p.deleted = true;
      return;
    }
    if (c.kind === 'edit') {
      const res = await api(u, 'PATCH', `/api/incomes/${s.id}/`, {
        details: [{ inventory_id: item, quantity: c.qty, value: s.price }],
      });
      // The same quantity keeps its batches; another one draws again as of the sale's date.
      const allowed = !s.deleted && (c.qty === s.qty || !s.credit);
      const draws = allowed && c.qty !== s.qty ? redraw(m, s, c.qty, s.date) : s.draws;
      const ok = allowed && draws !== null;
      expect(res.statusCode, res.body).toBe(ok ? 200 : 400);
      if (!ok || !draws) return;
      s.draws = draws;
      s.qty = c.qty;
      if (!s.credit) s.paid = s.qty * s.price;
      return;
    }
    if (c.kind === 'move') {
      const date = day(c.day);
      const res = await api(u, 'PATCH', `/api/incomes/${s.id}/`, { date });
      const passesAbono = s.payments.some((p) => !p.deleted && !p.initial && p.date < date);
      const latest = s.draws.reduce((d, x) => (x.batch.initial || x.batch.date <= d ? d : x.batch.date), '');
      const allowed = !s.deleted && !(s.credit && passesAbono);
      // Kept unless moved before a batch it drew; then drawn again FIFO as of the new date.
      const draws = allowed && date < latest ? redraw(m, s, s.qty, date) : s.draws;
      const ok = allowed && draws !== null;
      expect(res.statusCode, res.body).toBe(ok ? 200 : 400);
      if (!ok || !draws) return;
      s.draws = draws;
      s.date = date;
      for (const p of s.payments) if (p.initial) p.date = date;
      return;
    }
    const res = await api(u, 'POST', `/api/incomes/${s.id}/payments/`, {
      date: day(c.day),
      value: c.value,
      payment_method: c.method,
    });
    const ok = !s.deleted && s.credit && c.value <= balance(s) && day(c.day) >= s.date;
    expect(res.statusCode, res.body).toBe(ok ? 201 : 400);
    if (!ok) return;
    s.paid += c.value;
    s.payments.push({
      id: res.json().id,
      value: c.value,
      method: c.method,
      date: day(c.day),
      initial: false,
      deleted: false,
    });
    return;
  }
  const all = m.sales.flatMap((s) => s.payments.map((p) => ({ s, p })));
  const pick = all[c.pick % Math.max(all.length, 1)];
  if (!pick) return;
  const { s, p } = pick;
  const url = `/api/incomes/${s.id}/payments/${p.id}`;
  if (c.kind === 'voidAbono') {
    const res = await api(u, 'DELETE', url);
    expect(res.statusCode, res.body).toBe(p.deleted ? 400 : 204);
    if (p.deleted) return;
    p.deleted = true;
    s.paid -= p.value;
    return;
  }
  const res = await api(u, 'PATCH', url, { value: c.value });
  const ok = !p.deleted && !s.deleted && c.value <= balance(s) + p.value;
  expect(res.statusCode, res.body).toBe(ok ? 200 : 400);
  if (!ok) return;
  s.paid += c.value - p.value;
  p.value = c.value;
}

async function checkInvariants(u: CreatedUser, item: number, m: Model) {
  const { db } = t.deps;
  const batches = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.userId, u.id), eq(stocks.inventoryId, item)));
  for (const b of batches) {
    expect(b.available).toBeGreaterThanOrEqual(0);
    expect(b.available).toBeLessThanOrEqual(b.quantity);
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const available = sum(batches.map((b) => b.available));
  const [lines] = await db
    .select({ n: sql<string>`coalesce(sum(${incomeDetails.quantity}), 0)` })
    .from(incomeDetails)
    .innerJoin(incomes, eq(incomes.id, incomeDetails.incomeId))
    .where(and(eq(incomeDetails.userId, u.id), eq(incomes.deleted, false)));
  const [moved] = await db
    .select({ n: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(and(eq(stockMovements.userId, u.id), sql`${stockMovements.kind} in ('sale', 'void')`));
  const netSold = Number(lines?.n);
  expect(0 - Number(moved?.n)).toBe(netSold);
  expect(available).toBe(sum(batches.map((b) => b.quantity)) - netSold);
  expect(Object.fromEntries(batches.map((x) => [x.id, x.available]))).toEqual(
    Object.fromEntries(m.batches.map((x) => [x.id, x.available])),
  );
  expect(netSold).toBe(sum(m.sales.filter((s) => !s.deleted).map((s) => s.qty)));

  const unbalanced = await db
    .select({ entry: journalLines.entryId })
    .from(journalLines)
    .where(eq(journalLines.userId, u.id))
    .groupBy(journalLines.entryId)
    .having(sql`sum(${journalLines.debit}) <> sum(${journalLines.credit})`);
  expect(unbalanced).toEqual([]);
  const b = await balancesAsOf(db, u.id, TODAY);
  const s = totals(b);
  expect(s.assets).toBe(s.liabilities + s.equity);

  const live = m.sales.filter((x) => !x.deleted);
  const livePayments = live.flatMap((x) => x.payments.filter((p) => !p.deleted));
  const cashIn = (mt: Method) =>
    sum(live.filter((x) => !x.credit && x.method === mt).map((x) => x.qty * x.price)) +
    sum(livePayments.filter((p) => p.method === mt).map((p) => p.value));
  expect(balanceOf(b, ACC.inventarios)).toBe(sum(batches.map((x) => x.available * x.costValue)));
  expect(balanceOf(b, ACC.cuentasPorCobrar)).toBe(
    sum(live.filter((x) => x.credit).map((x) => x.qty * x.price - x.paid)),
  );
  expect(balanceOf(b, ACC.ingresosVentas)).toBe(sum(live.map((x) => x.qty * x.price)));
  expect(balanceOf(b, ACC.caja)).toBe(cashIn('EFECTIVO'));
  expect(balanceOf(b, ACC.bancos)).toBe(cashIn('BANCO'));
  expect(balanceOf(b, ACC.costoVentas)).toBe(
    sum(live.flatMap((x) => x.draws.map((d) => d.quantity * d.batch.cost))),
  );
  for (const x of live.filter((y) => y.credit)) {
    expect(x.paid).toBe(sum(x.payments.filter((p) => !p.deleted).map((p) => p.value)));
  }
}

describe('property: sales, voids, edits and abonos on one product', () => {
  it('keep stock and the books consistent, and every answer is the predicted one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const u = await createUser(t);
        // A manual batch dated today, then an opening batch typed later (drawn first, and on any
        // date), then the commands.
        const item = await newItem(t, u, { name: 'Arroz', cost_value: 1000, sale_value: 3000, quantity: 8 });
        const opening = await api(u, 'POST', '/api/stocks/', {
          inventory_id: item.id,
          cost_value: 900,
          sale_value: 3000,
          quantity: 6,
          is_initial: true,
        });
        expect(opening.statusCode, opening.body).toBe(201);
        const m: Model = {
          sales: [],
          batches: [
            { id: item.batch ?? 0, initial: false, date: TODAY, cost: 1000, available: 8 },
            { id: opening.json().id, initial: true, date: TODAY, cost: 900, available: 6 },
          ],
        };
        for (const c of commands) await step(u, item.id, m, c);
        await checkInvariants(u, item.id, m);
      }),
      { numRuns: 60 },
    );
  });
});
