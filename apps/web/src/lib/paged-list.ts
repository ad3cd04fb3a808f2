import type { DocumentListPage } from '@cc/shared';
import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A document list read a page at a time (GET …?totals=true&limit, ADR 025): the first page brings
 * the totals of the whole filter for the header; 'Cargar más' asks for the rows after the last
 * one loaded (`after` = the server's `next` cursor: keyset paging, ADR 023 part B — a deep page
 * costs what the first does, and rows added meanwhile neither repeat nor shift the pages).
 */
export function pagedList<T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (after: string | null) => Promise<DocumentListPage<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DocumentListPage<T>) =>
      last.results.length > 0 && last.next ? last.next : undefined,
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
