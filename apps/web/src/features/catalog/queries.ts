import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { inventoryApi } from '../../api/inventory.ts';

/** The public catalogue of one owner (docs/product/2-inventory-income-purchases.md §2): no token, keyed by the owner's user id. */
export const catalogKeys = {
  all: ['catalog'] as const,
  owner: (userId: string) => [...catalogKeys.all, userId] as const,
};

export const catalogQueries = {
  items: (userId: string) =>
    queryOptions({
      queryKey: [...catalogKeys.owner(userId), 'items'],
      queryFn: async () => unwrap(await inventoryApi.publicList(userId)),
      retry: false,
    }),
  profile: (userId: string) =>
    queryOptions({
      queryKey: [...catalogKeys.owner(userId), 'profile'],
      queryFn: async () => unwrap(await inventoryApi.publicProfile(userId)),
      retry: false,
    }),
};
