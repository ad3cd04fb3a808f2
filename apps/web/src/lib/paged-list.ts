import type { DocumentListPage } from '@cc/shared';
import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A document list read a page at a time (GET …?totals=true&limit&offset, ADR 025): the first page
 * brings the totals of the whole filter for the header, 'Cargar más' asks for the next one.
 */
export function pagedList<T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (offset: number) => Promise<DocumentListPage<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: DocumentListPage<T>, pages: DocumentListPage<T>[]) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
}

/** Every row loaded so far, in list order. */
export const loadedRows = <T>(data: InfiniteData<DocumentListPage<T>> | undefined): T[] =>
  data?.pages.flatMap((p) => p.results) ?? [];

/**
 * The header total of a list screen, computed by the server over the whole filter: cash and bank
 * add what moved (live documents and payments); credits what is still owed on live documents.
 */
export function headerTotal<T>(
  kind: 'cash' | 'bank' | 'credit',
  data: InfiniteData<DocumentListPage<T>> | undefined,
): number | undefined {
  const totals = data?.pages[0]?.totals;
  if (!totals) return undefined;
  return kind === 'credit' ? totals.pending : totals.value;
}
