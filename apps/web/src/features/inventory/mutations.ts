import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { sellableKey } from '../../api/incomes.ts';
import { financialKeys } from '../onboarding/index.ts';
import { inventoryKeys } from './queries.ts';

/**
 * Any write changes the list, the details and the history: refresh them all, plus what reads
 * the items elsewhere: the sale form's sellable items and the initial summary (initial stock is
 * an opening asset).
 */
export function refreshInventory(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: inventoryKeys.all }),
    qc.invalidateQueries({ queryKey: sellableKey() }),
    qc.invalidateQueries({ queryKey: financialKeys.summary() }),
  ]);
}

export function useRefreshInventory(): () => Promise<unknown> {
  const qc = useQueryClient();
  return () => refreshInventory(qc);
}
