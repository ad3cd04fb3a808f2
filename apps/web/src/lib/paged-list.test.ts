import type { DocumentListPage } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { headerTotal, loadedRows, pagedList } from './paged-list.ts';

const page = (ids: number[], count: number): DocumentListPage<{ id: number }> => ({
  results: ids.map((id) => ({ id })),
  count,
  totals: { value: 900, pending: 300 },
});

describe('paged document lists', () => {
  const options = pagedList(['incomes', 'list', 'cash'], async () => page([], 0));
  const next = options.getNextPageParam as (
    last: DocumentListPage<{ id: number }>,
    pages: DocumentListPage<{ id: number }>[],
  ) => number | undefined;

  it('asks for the next page at the number of rows loaded, until count is reached', () => {
    const first = page([1, 2, 3], 7);
    const second = page([4, 5, 6], 7);
    expect(next(first, [first])).toBe(3);
    expect(next(second, [first, second])).toBe(6);
    const last = page([7], 7);
    expect(next(last, [first, second, last])).toBeUndefined();
    // Rows removed meanwhile: an empty page ends the list instead of asking forever.
    expect(next(page([], 9), [first, page([], 9)])).toBeUndefined();
  });

  it('lists every loaded row in order and takes the header total from the server', () => {
    const data = { pages: [page([1, 2], 4), page([3, 4], 4)], pageParams: [0, 2] };
    expect(loadedRows(data).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(headerTotal('cash', data)).toBe(900);
    expect(headerTotal('bank', data)).toBe(900);
    expect(headerTotal('credit', data)).toBe(300);
    expect(headerTotal('credit', undefined)).toBeUndefined();
  });
});
