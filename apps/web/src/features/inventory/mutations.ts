import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { incomeKeys } from '../income/queries.ts';
import { financialKeys } from '../onboarding/queries.ts';
import { inventoryKeys } from './queries.ts';

/**
 * Any write changes the list, the details and the history: refresh them all, plus what reads
 * the items elsewhere: the sale form's sellable items and the initial summary (initial stock is
 * an opening asset).
 */
export function refreshInventory(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: inventoryKeys.all }),
    qc.invalidateQueries({ queryKey: incomeKeys.sellable() }),
    qc.invalidateQueries({ queryKey: financialKeys.summary() }),
  ]);
}

export function useRefreshInventory(): () => Promise<unknown> {
  const qc = useQueryClient();
  return () => refreshInventory(qc);
}
