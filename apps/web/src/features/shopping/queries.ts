import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { providersApi } from '../../api/providers.ts';
import { shoppingsApi } from '../../api/shoppings.ts';
import { documentData } from '../../components/document/document-data.ts';
import { inventoryKeys } from '../inventory/index.ts';

export const providerKeys = {
  all: ['providers'] as const,
  search: (name: string) => [...providerKeys.all, 'search', name] as const,
};

/** Purchases: a write refreshes the purchases, the providers and the inventory (purchases add stock). */
export const SHOPPING_DATA = documentData({
  root: 'shoppings',
  api: shoppingsApi,
  alsoRefresh: [providerKeys.all, inventoryKeys.all],
});
export const shoppingKeys = SHOPPING_DATA.keys;
export const shoppingQueries = SHOPPING_DATA.queries;

export const providerQueries = {
  /** Name search (docs/product/2-inventory-income-purchases.md §5: from 3 characters; the caller enables it). */
  search: (name: string) =>
    queryOptions({
      queryKey: providerKeys.search(name),
      queryFn: async ({ signal }) => unwrap(await providersApi.search(name, signal)),
      staleTime: 30_000,
    }),
};
