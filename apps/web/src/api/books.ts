import type { BooksLock, BooksLockUpdate } from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from './client.ts';

/** Closed periods (docs/accounting.md §Closed periods, ADR 038). */
export const booksApi = {
  lock: () => http.get<BooksLock>('/api/books/lock/'),
  moveLock: (body: BooksLockUpdate) => http.put<BooksLock>('/api/books/lock/', body),
};

export const booksQueries = {
  all: ['books-lock'] as const,
  lock: () =>
    queryOptions({ queryKey: booksQueries.all, queryFn: async () => unwrap(await booksApi.lock()) }),
};
