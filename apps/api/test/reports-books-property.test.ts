import type { Report, ReportRow } from '@cc/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalBalance } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';
import { apiOf } from './incomes-fixtures.ts';
import { newShop, op, run, type State } from './reports-ops.ts';

/**
 * Issue 11 property: after random documents through the APIs, for random ranges, the trial
 * balance's closing per account equals the balance report's figure for it, the journal's totals
 * are the trial balance's, and the ledger's 'Saldo final' of each account is its closing.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

async function report(u: CreatedUser, code: string, from: string, to: string): Promise<Report> {
  const res = await api(u, 'GET', `/api/reports/${code}/?from_date=${from}&to_date=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}

const day = (d: number) => `2026-01-${String(d).padStart(2, '0')}`;
const CLASS_OF: Record<string, Parameters<typeof normalBalance>[0]> = {
  '1': 'activo_corriente',
  '2': 'pasivo',
  '3': 'patrimonio',
};
const lines = (r: Report) => r.rows.filter((x) => !x.is_total && !x.is_title);
const total = (r: Report) => r.rows.find((x) => x.is_total && x.name === 'Total') as ReportRow;

/** The books of [from, to] against each other and against the balance as of `to`. */
async function checkBooks(s: State, from: string, to: string): Promise<void> {
  const trial = await report(s.u, 'trial_balance', from, to);
  const journal = await report(s.u, 'journal', from, to);
  const ledger = await report(s.u, 'general_ledger', from, to);
  const balance = await report(s.u, 'balance', from, to);
  const tb = total(trial);
  expect(tb.debit).toBe(tb.credit);
  expect([tb.opening, tb.value]).toEqual([0, 0]);
  const j = total(journal);
  expect([j.debit, j.credit]).toEqual([tb.debit, tb.credit]);
  expect(lines(journal).reduce((sum, x) => sum + (x.debit ?? 0), 0)).toBe(j.debit);
  const closing = new Map(lines(trial).map((x) => [x.code ?? '', x.value ?? 0]));
  // Balance-sheet accounts: the balance report shows the closing in its normal direction.
  for (const [code, net] of closing) {
    const cls = CLASS_OF[code[0] ?? ''];
    if (!cls) continue;
    const shown = balance.rows.find((x) => x.code === code && !x.is_total)?.value ?? 0;
    expect(shown, `${code} ${from}…${to}`).toBe(normalBalance(cls, net));
  }
  for (const row of balance.rows.filter((x) => x.code && !x.is_total)) {
    expect(closing.has(row.code ?? '') || row.value === 0, `${row.code} in the trial balance`).toBe(true);
  }
  // Income, cost and expense accounts close into the equity's results.
  const result = [...closing].filter(([c]) => Number(c[0]) >= 4).reduce((sum, [, net]) => sum - net, 0);
  const results = ['Resultados de ejercicios anteriores', 'Resultado del ejercicio'].map(
    (name) => balance.rows.find((x) => x.name === name)?.value ?? 0,
  );
  expect(result).toBe((results[0] ?? 0) + (results[1] ?? 0));
  const finals = ledger.rows.filter((x) => x.name === 'Saldo final').map((x) => [x.code, x.balance]);
  expect(finals).toEqual(lines(trial).map((x) => [x.code, x.value]));
}

describe('books after random API operations', () => {
  it('trial balance = balance report per account; journal totals = trial balance; ledger closes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 5, maxLength: 12, size: 'max' }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 30 }),
        async (ops, a, span) => {
          t.clock.set('2026-01-31T20:00:00Z');
          const s = await newShop(t, api);
          const check = (st: State, to: string) => checkBooks(st, day(Math.min(a, Number(to.slice(8)))), to);
          for (const [i, o] of ops.entries()) {
            const date = day(2 + i);
            t.clock.set(`${date}T15:00:00Z`);
            await run(api, s, o, date, check);
          }
          t.clock.set('2026-01-31T20:00:00Z');
          await checkBooks(s, day(a), day(Math.min(31, a + span)));
        },
      ),
      { numRuns: 15 },
    );
  }, 400_000);
});
