import { COMPACT_LIST_BELOW } from '@cc/shared';
import { useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdaptiveList } from '../../../components/AdaptiveList.tsx';

type Props<T> = { items: T[]; render: (item: T, compact: boolean) => ReactNode };

/**
 * Fewer than 4 items are laid out compact (docs/product/2-inventory-income-purchases.md §9): one column of horizontal cards; longer
 * lists use a grid of cards with the image on top. A phone always gets the compact rows (a
 * column of tall image cards would be mostly image).
 */
export function ItemGrid<T>({ items, render }: Props<T>) {
  const phone = useMatches({ base: true, xs: false });
  const rows = phone || items.length < COMPACT_LIST_BELOW;
  return (
    <AdaptiveList count={items.length} rows={rows} maw={640} cols={{ base: 1, xs: 2, md: 3 }}>
      {items.map((item) => render(item, rows))}
    </AdaptiveList>
  );
}
