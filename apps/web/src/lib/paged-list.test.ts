import type { DocumentListPage } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import { headerTotal, loadedRows, pagedList } from './paged-list.ts';

const page = (
  ids: number[],
  count: number,
  next: string | null = null,
): DocumentListPage<{ id: number }> => ({
  results: ids.map((id) => ({ id })),
  count,
  totals: { value: 900, pending: 300 },
  next,
});

describe('paged document lists', () => {
  const options = pagedList(['incomes', 'list', 'cash'], async () => page([], 0));
  const next = options.getNextPageParam as (last: DocumentListPage<{ id: number }>) => string | undefined;

  it("asks for the rows after the server's cursor until it gives none (keyset, ADR 023)", () => {
    expect(options.initialPageParam).toBeNull();
    expect(next(page([1, 2, 3], 7, 'c3'))).toBe('c3');
    expect(next({ results: [{ id: 4 }], next: 'c4' })).toBe('c4');
    expect(next(page([7], 7, null))).toBeUndefined();
    // Rows removed meanwhile: an empty page ends the list instead of asking forever.
    expect(next(page([], 9, 'c9'))).toBeUndefined();
  });

  it('lists every loaded row in order and takes the header total from the server', () => {
    const data = { pages: [page([1, 2], 4), page([3, 4], 4)], pageParams: [null, 'c2'] };
    expect(loadedRows(data).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(headerTotal('cash', data)).toBe(900);
    expect(headerTotal('bank', data)).toBe(900);
    expect(headerTotal('credit', data)).toBe(300);
    expect(headerTotal('credit', undefined)).toBeUndefined();
  });
});
