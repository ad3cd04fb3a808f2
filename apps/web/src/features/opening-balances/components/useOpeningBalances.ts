import type { FinancialInfoRecord } from '@cc/shared';
import { useQuery } from '@tanstack/react-query';
import { financialQueries } from '../../onboarding/index.ts';
import { OPENING_KINDS, type OpeningKind } from '../kinds.ts';

/**
 * The opening balances of a kind that take abonos, from the initial-information list (one small
 * call beside the module's own list, whose paging stays as it is); `pending` is what is still
 * owed on them. Off (`enabled` false) it asks nothing.
 */
export function useOpeningBalances(kind: OpeningKind, enabled = true) {
  const query = useQuery({ ...financialQueries.infoList(OPENING_KINDS[kind].type), enabled });
  // A disabled query still answers from the cache (another screen may have loaded this list):
  // off means no rows, or a purchase list would add the customers' opening balance to its totals.
  const rows: FinancialInfoRecord[] = enabled
    ? (query.data ?? []).filter((r) => r.takes_payments && r.value > 0)
    : [];
  return { rows, pending: rows.reduce((sum, r) => sum + r.pending, 0), query };
}
