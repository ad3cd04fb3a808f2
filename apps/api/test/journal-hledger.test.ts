import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JOURNAL_CSV_HEADER, type Report } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessStartDate } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf, CC, salePayload } from './incomes-fixtures.ts';
import { buildWorkedExample, ok, on, type WorkedExample } from './reports-fixtures.ts';

/**
 * Issue 23 acceptance: the journal CSV read from the start date into an independent double-entry
 * tool (hledger, through a CSV rules file written here) gives, account by account, the trial
 * balance's closing values, and every voucher (tipo comprobante + número) balances. The history is
 * the worked example, an abono on its opening liability in February, and a sale dated December
 * 2025 typed in February, which moves the start date (and the opening entry) back to 1 December.
 */
const hledger = (() => {
  try {
    execFileSync('hledger', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** hledger reads the CSV with these rules: one posting per line, its voucher's clearing account the other. */
const RULES = `skip 1
separator ;
fields ${JOURNAL_CSV_HEADER.map((_, i) => `f${i}`).join(', ')}
date %f${JOURNAL_CSV_HEADER.indexOf('fecha')}
date-format %Y-%m-%d
code %f${JOURNAL_CSV_HEADER.indexOf('tipo comprobante')} %f${JOURNAL_CSV_HEADER.indexOf('número')}
description %f${JOURNAL_CSV_HEADER.indexOf('comprobante')}
account1 %f${JOURNAL_CSV_HEADER.indexOf('cuenta')}
amount1-in %f${JOURNAL_CSV_HEADER.indexOf('débito')}
amount1-out %f${JOURNAL_CSV_HEADER.indexOf('crédito')}
account2 cuadre:%f${JOURNAL_CSV_HEADER.indexOf('tipo comprobante')}:%f${JOURNAL_CSV_HEADER.indexOf('número')}
`;

let t: TestApp;
let ex: WorkedExample;
let api: ReturnType<typeof apiOf>;
let dir: string;
const RANGE = 'from_date=2025-12-01&to_date=2026-02-28';

beforeAll(async () => {
  if (!hledger) return;
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
  ex = await buildWorkedExample(t);
  on(t, '2026-02-20');
  const liabilities = await api(ex.u, 'GET', '/api/financial_info/?type=PASIVOS');
  const loan = (liabilities.json() as { financial_info: { id: number }[] }).financial_info[0];
  await ok(
    await api(ex.u, 'POST', `/api/financial_info/${loan?.id}/payments/`, {
      date: '2026-02-10',
      payment_method: 'BANCO',
      value: 100_000,
      observations: 'Cuota febrero',
    }),
  );
  await ok(
    await api(
      ex.u,
      'POST',
      '/api/incomes/',
      salePayload(
        '2025-12-15',
        [{ inventory_id: ex.domicilio.id, stock: ex.domicilio.id, quantity: 2, value: 5000 }],
        {
          client: { name: 'Ana Gómez', doc_type: CC, doc_number: '52111222' },
        },
      ),
    ),
  );
  dir = mkdtempSync(path.join(tmpdir(), 'cc-hledger-'));
}, 300_000);

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

function hledgerCsv(args: string[]): string[][] {
  const out = execFileSync(
    'hledger',
    [
      '-f',
      path.join(dir, 'journal.csv'),
      '--rules-file',
      path.join(dir, 'journal.rules'),
      ...args,
      '-O',
      'csv',
    ],
    { encoding: 'utf8' },
  );
  return out
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map((c) => c.replace(/^"|"$/g, '')));
}

describe.skipIf(!hledger)(
  `the journal CSV in hledger${hledger ? '' : ' (skipped: hledger is not installed — apt-get install hledger)'}`,
  () => {
    it('moved the start date back to December with the earlier sale', async () => {
      expect(await businessStartDate(t.deps.db, ex.u.id)).toBe('2025-12-01');
    });

    it("gives account by account the trial balance's closing values; every voucher balances", async () => {
      const res = await api(ex.u, 'GET', `/api/reports/journal/?${RANGE}&type=csv`);
      expect(res.statusCode).toBe(200);
      writeFileSync(path.join(dir, 'journal.csv'), res.rawPayload);
      writeFileSync(path.join(dir, 'journal.rules'), RULES);
      const trialRes = await api(ex.u, 'GET', `/api/reports/trial_balance/?${RANGE}`);
      const trial = trialRes.json() as Report;
      const accounts = trial.rows.filter((r) => !r.is_total);
      // From the start date nothing comes before: every opening is 0, the CSV holds it all.
      expect(accounts.every((r) => (r.opening ?? 0) === 0)).toBe(true);
      const balances = hledgerCsv(['balance', '--flat', '-E', 'not:cuadre']);
      const read = new Map(balances.filter(([a]) => a !== 'total').map(([a, v]) => [a, Number(v)]));
      expect(
        Object.fromEntries([...read].filter(([, v]) => v !== 0)),
        'hledger closing balances = trial balance',
      ).toEqual(Object.fromEntries(accounts.filter((r) => r.value !== 0).map((r) => [r.code, r.value])));
      expect(read.get('1105')).toBe(605_000 + 10_000);
      expect(read.get('2105')).toBe(-2_000_000 + 100_000);
      // Each voucher's clearing account nets to zero: its lines balance.
      const vouchers = hledgerCsv(['balance', '--flat', '-E', '^cuadre:']);
      const named = vouchers.filter(([a]) => a !== 'total');
      expect(named.map(([a]) => a)).toEqual(
        expect.arrayContaining(['cuadre:SI:1', 'cuadre:FV:0001', 'cuadre:CE:SI-01']),
      );
      expect(named.filter(([, v]) => Number(v) !== 0)).toEqual([]);
      // The first transaction is the opening entry on the start date.
      const first = execFileSync(
        'hledger',
        ['-f', path.join(dir, 'journal.csv'), '--rules-file', path.join(dir, 'journal.rules'), 'print'],
        { encoding: 'utf8' },
      ).split('\n')[0];
      expect(first).toBe('2025-12-01 (SI 1) Saldo inicial');
    });
  },
);
