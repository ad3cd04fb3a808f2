import { BOOK_ROWS, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { balancesAsOf, documentOf, type JournalLine, movementTotals } from '../../ledger/index.ts';
import { addDays } from '../../lib/clock.ts';
import type { ReportContext } from './context.ts';
import { valueRow } from './rows.ts';

/** A 'Total' row of the books: never painted red (a credit-normal account is negative by nature). */
export function booksTotal(name: string, value: number | null, extra: Partial<ReportRow>): ReportRow {
  return { ...valueRow(name, value), is_total: true, ...extra };
}

/** 'Venta 0007', 'Reverso Venta 0007', 'Saldo inicial'. */
export const lineDocument = (l: JournalLine): string =>
  documentOf(l, { opening: BOOK_ROWS.openingEntry, reversal: BOOK_ROWS.reversal });

export type TrialRow = {
  code: string;
  name: string;
  opening: number;
  debit: number;
  credit: number;
  value: number;
};

/**
 * Every account with a balance or a movement: `opening` = net (debit − credit) as of the day before
 * `from`, opening balance included; `debit`/`credit` = the movements of the range; `value` = the
 * closing net. In code order.
 */
export async function trialBalance(
  ctx: Pick<ReportContext, 'tx' | 'userId' | 'from' | 'to'>,
): Promise<TrialRow[]> {
  const before = await balancesAsOf(ctx.tx, ctx.userId, addDays(ctx.from, -1));
  const moves = await movementTotals(ctx.tx, ctx.userId, ctx.from, ctx.to);
  const byCode = new Map<string, TrialRow>();
  for (const b of before) {
    byCode.set(b.code, { code: b.code, name: b.name, opening: b.net, debit: 0, credit: 0, value: b.net });
  }
  for (const m of moves) {
    const row = byCode.get(m.code) ?? {
      code: m.code,
      name: m.name,
      opening: 0,
      debit: 0,
      credit: 0,
      value: 0,
    };
    row.debit = m.debit;
    row.credit = m.credit;
    row.value = row.opening + m.debit - m.credit;
    byCode.set(m.code, row);
  }
  return [...byCode.values()]
    .filter((r) => r.opening !== 0 || r.debit !== 0 || r.credit !== 0)
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** 'Balance de prueba' (docs/accounting.md §Trial balance): one row per account and a 'Total' row. */
export async function trialBalanceReport(ctx: ReportContext): Promise<ReportRow[]> {
  const rows = await trialBalance(ctx);
  const sum = (k: 'opening' | 'debit' | 'credit' | 'value') => rows.reduce((s, r) => s + r[k], 0);
  return [
    ...rows.map((r) =>
      valueRow(r.name, r.value, { code: r.code, opening: r.opening, debit: r.debit, credit: r.credit }),
    ),
    booksTotal(R.total, sum('value'), {
      opening: sum('opening'),
      debit: sum('debit'),
      credit: sum('credit'),
    }),
  ];
}
