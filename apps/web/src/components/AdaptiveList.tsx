import { COMPACT_LIST_BELOW } from '@cc/shared';
import { SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** How many cards the list holds. */
  count: number;
  /** One column even for a long list (e.g. a phone, where image cards would be mostly image). */
  rows?: boolean;
  /** Width of the single column. */
  maw: number;
  /** Columns of the grid for long lists. */
  cols: SimpleGridProps['cols'];
  testId?: string;
  children: ReactNode;
};

/**
 * A list with fewer than 4 cards is laid out compact (docs/product/1-account.md §9, docs/product/2-inventory-income-purchases.md §9): one narrow column.
 * Longer lists fill a responsive grid. `data-layout` says which was chosen.
 */
export function AdaptiveList({ count, rows = false, maw, cols, testId, children }: Props) {
  const compact = count < COMPACT_LIST_BELOW;
  if (compact || rows) {
    return (
      <Stack gap="sm" maw={maw} data-layout={compact ? 'compact' : 'rows'} data-testid={testId}>
        {children}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing="sm" data-layout="grid" data-testid={testId}>
      {children}
    </SimpleGrid>
  );
}
