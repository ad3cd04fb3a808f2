import { COMPACT_LIST_BELOW } from '@cc/shared';
import { SimpleGrid, Stack, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';

type Props<T> = { items: T[]; render: (item: T, compact: boolean) => ReactNode };

/**
 * Fewer than 4 items are laid out compact (spec 2 §9): one column of horizontal cards; longer
 * lists use a grid of cards with the image on top. A phone always gets the compact rows (a
 * column of tall image cards would be mostly image).
 */
export function ItemGrid<T>({ items, render }: Props<T>) {
  const phone = useMatches({ base: true, xs: false });
  const compact = phone || items.length < COMPACT_LIST_BELOW;
  if (compact) {
    return (
      <Stack gap="sm" maw={640} data-layout={items.length < COMPACT_LIST_BELOW ? 'compact' : 'rows'}>
        {items.map((item) => render(item, true))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-layout="grid">
      {items.map((item) => render(item, false))}
    </SimpleGrid>
  );
}
