import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { clientsApi } from '../../api/clients.ts';
import { incomesApi } from '../../api/incomes.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { type IncomeKind, KINDS } from './kinds.ts';

/**
 * Hierarchical keys: invalidating `incomeKeys.all` after any write refreshes the summary, every
 * list, every detail and the sellable items (their stock changed) at once.
 */
export const incomeKeys = {
  all: ['incomes'] as const,
  summary: () => [...incomeKeys.all, 'summary'] as const,
  lists: () => [...incomeKeys.all, 'list'] as const,
  list: (kind: IncomeKind) => [...incomeKeys.lists(), kind] as const,
  details: () => [...incomeKeys.all, 'detail'] as const,
  detail: (id: number) => [...incomeKeys.details(), id] as const,
  payment: (incomeId: number, paymentId: number) =>
    [...incomeKeys.detail(incomeId), 'payment', paymentId] as const,
  sellable: () => [...incomeKeys.all, 'sellable'] as const,
};

export const clientKeys = {
  all: ['clients'] as const,
  search: (name: string) => [...clientKeys.all, 'search', name] as const,
  finalConsumer: () => [...clientKeys.all, 'final-consumer'] as const,
};

export const incomeQueries = {
  summary: () =>
    queryOptions({
      queryKey: incomeKeys.summary(),
      queryFn: async () => unwrap(await incomesApi.summary()),
    }),
  list: (kind: IncomeKind) =>
    pagedList(incomeKeys.list(kind), async (offset) =>
      unwrap(await incomesApi.list(KINDS[kind].filters, offset)),
    ),
  detail: (id: number) =>
    queryOptions({
      queryKey: incomeKeys.detail(id),
      queryFn: async () => unwrap(await incomesApi.get(id)),
    }),
  payment: (incomeId: number, paymentId: number) =>
    queryOptions({
      queryKey: incomeKeys.payment(incomeId, paymentId),
      queryFn: async () => unwrap(await incomesApi.payments.get(incomeId, paymentId)),
    }),
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
  /** Name search (spec 2 §5: only after more than 2 characters; the caller enables it). */
  search: (name: string) =>
    queryOptions({
      queryKey: clientKeys.search(name),
      queryFn: async ({ signal }) => unwrap(await clientsApi.search(name, signal)),
      staleTime: 30_000,
    }),
};
