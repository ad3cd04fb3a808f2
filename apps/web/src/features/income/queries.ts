import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { clientsApi } from '../../api/clients.ts';
import { INCOMES_ROOT, incomesApi, sellableKey } from '../../api/incomes.ts';
import { documentData } from '../../components/document/document-data.ts';
import { inventoryKeys } from '../inventory/index.ts';

export const clientKeys = {
  all: ['clients'] as const,
  search: (name: string) => [...clientKeys.all, 'search', name] as const,
  finalConsumer: () => [...clientKeys.all, 'final-consumer'] as const,
};

/**
 * Sales: a write refreshes every income query (summary, lists, details and the sellable items,
 * whose stock changed), the clients (a sale may create or update one) and the inventory screens.
 */
export const INCOME_DATA = documentData({
  root: INCOMES_ROOT,
  api: incomesApi,
  alsoRefresh: [clientKeys.all, inventoryKeys.all],
});

export const incomeKeys = {
  ...INCOME_DATA.keys,
  sellable: sellableKey,
};

export const incomeQueries = {
  ...INCOME_DATA.queries,
  sellable: () =>
    queryOptions({
      queryKey: incomeKeys.sellable(),
      queryFn: async () => unwrap(await incomesApi.sellable()),
    }),
};

export const clientQueries = {
  /** One row per seller that never changes: asked once per session (the POST is idempotent). */
  finalConsumer: () =>
    queryOptions({
      queryKey: clientKeys.finalConsumer(),
      queryFn: async () => unwrap(await clientsApi.finalConsumer()),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Name search (docs/product/2-inventory-income-purchases.md §5: only after more than 2 characters; the caller enables it). */
  search: (name: string) =>
    queryOptions({
      queryKey: clientKeys.search(name),
      queryFn: async ({ signal }) => unwrap(await clientsApi.search(name, signal)),
      staleTime: 30_000,
    }),
};
