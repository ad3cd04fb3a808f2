import type { IncomeListItem } from '@cc/shared';
import type { IncomeKind } from './kinds.ts';

/**
 * The header total of /income-detail/:type: cash and bank add what came in (live documents and
 * abonos); credits add what is still owed on live documents ('Cuentas por cobrar').
 */
export function listTotal(kind: IncomeKind, rows: readonly IncomeListItem[]): number {
  const live = rows.filter((r) => !r.deleted);
  if (kind === 'credit') return live.reduce((sum, r) => sum + (r.value - r.payment), 0);
  return live.reduce((sum, r) => sum + r.value, 0);
}
