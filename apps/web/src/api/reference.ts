import type { IdName } from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from './client.ts';

/** Reference lists of docs/product/1-account.md §3: identification types, economic activities, departments, cities. */
export type { IdName };

export const referenceApi = {
  states: () => http.get<IdName[]>('/api/states/', { auth: false }),
  cities: (stateId: number) => http.get<IdName[]>(`/api/states/${stateId}/cities`, { auth: false }),
  documents: () => http.get<IdName[]>('/api/documents/', { auth: false }),
  economicActivities: () => http.get<IdName[]>('/api/economic_activities/', { auth: false }),
};

// Reference data does not change while the app is open.
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export const referenceQueries = {
  all: ['reference'] as const,
  states: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'states'],
      queryFn: async () => unwrap(await referenceApi.states()),
      ...forever,
    }),
  cities: (stateId: number | null) =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'cities', stateId],
      queryFn: async () => (stateId === null ? [] : unwrap(await referenceApi.cities(stateId))),
      enabled: stateId !== null,
      ...forever,
    }),
  documents: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'documents'],
      queryFn: async () => unwrap(await referenceApi.documents()),
      ...forever,
    }),
  economicActivities: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'economic-activities'],
      queryFn: async () => unwrap(await referenceApi.economicActivities()),
      ...forever,
    }),
};

/** Select options for Mantine: values are ids as strings. */
export function toOptions(items: IdName[] | undefined): { value: string; label: string }[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}
