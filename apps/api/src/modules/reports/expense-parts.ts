import { sql } from 'drizzle-orm';
import { exactInteger } from '../../ledger/index.ts';
import { queryRows } from '../../ledger/rows.ts';
import { EXPENSE_SOURCE } from '../expenses/index.ts';
import type { ReportContext } from './context.ts';

/**
 * Σ of the period's expense documents per expense account and category. Several categories share
 * one PUC account (5135 Servicios públicos and Transporte y domicilios, 5195 Papelería y aseo and
 * Otros gastos), and the statement still shows one row per category.
 */
export async function expenseParts(
  ctx: Pick<ReportContext, 'tx' | 'userId'>,
  from: string,
  to: string,
): Promise<{ code: string; id: number; name: string; net: number }[]> {
  const rows = await queryRows<{ code: string; id: number; name: string; net: string | number }>(
    ctx.tx,
    sql`SELECT l.account_code AS code, c.id, c.name, sum(l.debit - l.credit) AS net
        FROM journal_entries e
        JOIN journal_lines l ON l.user_id = e.user_id AND l.entry_id = e.id
        JOIN accounts a ON a.code = l.account_code AND a.class = 'gasto'
        JOIN expenses x ON x.user_id = e.user_id AND x.id = e.source_id
        JOIN financial_categories c ON c.id = x.category_id
        WHERE e.user_id = ${ctx.userId} AND l.user_id = ${ctx.userId} AND x.user_id = ${ctx.userId}
          AND e.source_type = ${EXPENSE_SOURCE} AND NOT e.is_opening
          AND e.date >= ${from}::date AND e.date <= ${to}::date
        GROUP BY 1, 2, 3
        ORDER BY 1, 2`,
  );
  return rows.map((r) => ({ code: r.code, id: Number(r.id), name: r.name, net: exactInteger(r.net) }));
}
