import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { providersApi } from '../../api/providers.ts';
import { shoppingsApi } from '../../api/shoppings.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { KINDS, type ShoppingKind } from './kinds.ts';

/** Hierarchical keys: invalidating `shoppingKeys.all` after a write refreshes every purchase screen. */
export const shoppingKeys = {
  all: ['shoppings'] as const,
  summary: () => [...shoppingKeys.all, 'summary'] as const,
  list: (kind: ShoppingKind) => [...shoppingKeys.all, 'list', kind] as const,
  detail: (id: number) => [...shoppingKeys.all, 'detail', id] as const,
  payment: (id: number, paymentId: number) => [...shoppingKeys.detail(id), 'payment', paymentId] as const,
};

export const providerKeys = {
  all: ['providers'] as const,
  search: (name: string) => [...providerKeys.all, 'search', name] as const,
};

export const shoppingQueries = {
  summary: () =>
    queryOptions({
      queryKey: shoppingKeys.summary(),
      queryFn: async () => unwrap(await shoppingsApi.summary()),
    }),
  list: (kind: ShoppingKind) =>
    pagedList(shoppingKeys.list(kind), async (offset) =>
      unwrap(await shoppingsApi.list(KINDS[kind].filters, offset)),
    ),
  detail: (id: number) =>
    queryOptions({
      queryKey: shoppingKeys.detail(id),
      queryFn: async () => unwrap(await shoppingsApi.get(id)),
    }),
  payment: (id: number, paymentId: number) =>
    queryOptions({
      queryKey: shoppingKeys.payment(id, paymentId),
      queryFn: async () => unwrap(await shoppingsApi.payments.get(id, paymentId)),
    }),
};

export const providerQueries = {
  /** Name search (spec 2 §5: from 3 characters; the caller enables it). */
  search: (name: string) =>
    queryOptions({
      queryKey: providerKeys.search(name),
      queryFn: async ({ signal }) => unwrap(await providersApi.search(name, signal)),
      staleTime: 30_000,
    }),
};
