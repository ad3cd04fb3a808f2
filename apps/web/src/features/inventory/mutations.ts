import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { inventoryKeys } from './queries.ts';

/** Any write changes the list, the details and the history: refresh them all. */
export function refreshInventory(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useRefreshInventory(): () => Promise<void> {
  const qc = useQueryClient();
  return () => refreshInventory(qc);
}
