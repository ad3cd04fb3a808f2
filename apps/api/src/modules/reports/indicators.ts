import { INDICATORS as I, INDICATOR_NO_VALUE as NO, type ReportRow } from '@cc/shared';
import { ACC, balanceOf } from '../../ledger/index.ts';
import { balanceSheet } from './balance.ts';
import type { ReportContext } from './context.ts';
import { big, ratio } from './ratio.ts';
import { incomeStatement } from './results.ts';
import { valueRow } from './rows.ts';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

function indicator(def: { name: string; hint: string }, value: number | null, whyNull: string): ReportRow {
  return valueRow(def.name, value, { hint: def.hint, note: value === null ? whyNull : null });
}

/**
 * 'Indicadores' over [from, to] (the service locks them to 1 January … end of this month). Exact
 * integer arithmetic (BigInt), 2 decimals; a zero divisor gives null with its note.
 */
export async function indicatorsReport(ctx: ReportContext): Promise<ReportRow[]> {
  const sheet = await balanceSheet(ctx, ctx.to);
  const results = await incomeStatement(ctx, ctx.from, ctx.to);
  const receivables = balanceOf(sheet.asOf, ACC.cuentasPorCobrar);
  // Net sales: the operating income (41 less 4175 devoluciones).
  const sales = big(results.operatingIncome);
  return [
    indicator(I.debt, ratio(big(sheet.liabilities), big(sheet.assets)), NO.noAssets),
    indicator(I.liquidity, ratio(big(sheet.currentAssets), big(sheet.liabilities)), NO.noLiabilities),
    indicator(
      I.receivablesDays,
      ratio(big(receivables) * big(daysBetween(ctx.from, ctx.to)), sales),
      NO.noSales,
    ),
    indicator(I.grossMargin, ratio(big(results.grossProfit) * 100n, sales), NO.noSales),
    indicator(I.operatingMargin, ratio(big(results.operatingProfit) * 100n, sales), NO.noSales),
  ];
}
