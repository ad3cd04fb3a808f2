import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { inventoryApi } from '../../api/inventory.ts';

/**
 * Hierarchical keys: invalidating `inventoryKeys.all` refreshes the list, every detail and the
 * history at once (a new batch changes all three).
 */
export const inventoryKeys = {
  all: ['inventory'] as const,
  list: () => [...inventoryKeys.all, 'list'] as const,
  detail: (id: number) => [...inventoryKeys.all, 'detail', id] as const,
  logs: () => [...inventoryKeys.all, 'logs'] as const,
};

export const inventoryQueries = {
  list: () =>
    queryOptions({
      queryKey: inventoryKeys.list(),
      queryFn: async () => unwrap(await inventoryApi.list()),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: inventoryKeys.detail(id),
      queryFn: async () => unwrap(await inventoryApi.detail(id)),
      // A 404 (another user's or a deleted item) will not change on a retry.
      retry: false,
    }),
  logs: () =>
    queryOptions({
      queryKey: inventoryKeys.logs(),
      queryFn: async () => unwrap(await inventoryApi.logs()),
    }),
};
