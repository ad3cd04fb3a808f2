import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type AccountBalance, balancesBetween, exactInteger, normalBalance } from './balances.ts';
import { YEAR_CLOSE_SOURCE } from './period-lock.ts';
import { queryRows } from './rows.ts';

/**
 * Σ debit − Σ credit per account of the year-end entries (comprobante CI, their 1 January transfer
 * and any reversal of them after a reopening) dated within [from, to]. A handful of entries a year.
 */
export async function closingNetBetween(
  ex: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ code: string; net: string | number }>(
    ex,
    sql`SELECT l.account_code AS code, sum(l.debit - l.credit) AS net
      FROM journal_entries e
      JOIN journal_lines l ON l.user_id = e.user_id AND l.entry_id = e.id
      WHERE e.user_id = ${userId} AND l.user_id = ${userId} AND e.source_type = ${YEAR_CLOSE_SOURCE}
        AND e.date >= ${from}::date AND e.date <= ${to}::date
      GROUP BY l.account_code`,
  );
  return new Map(rows.map((r) => [r.code, exactInteger(r.net)]));
}

/**
 * The movements of [from, to] as the results read them: the year-end close left out (it zeroes
 * classes 4–7 on 31 December; a closed year's income statement still shows its income and
 * expenses). Accounts the close alone moved (3605, 3705…) drop out; others keep their rows.
 */
export async function resultBalancesBetween(
  ex: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<AccountBalance[]> {
  const [period, closing] = await Promise.all([
    balancesBetween(ex, userId, from, to),
    closingNetBetween(ex, userId, from, to),
  ]);
  if (closing.size === 0) return period;
  return period.flatMap((b) => {
    const c = closing.get(b.code);
    if (c === undefined) return [b];
    const net = b.net - c;
    if (net === 0 && /^3[67]/.test(b.code)) return [];
    return [{ ...b, net, balance: normalBalance(b.class, net) }];
  });
}
