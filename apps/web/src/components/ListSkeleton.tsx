import { LIST_SKELETON_CARDS } from '@cc/shared';
import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { UI_TEXT } from './messages.ts';

type Props = { cards?: number };

/** Placeholder cards while a list loads (docs/product/1-account.md §9: three cards). */
export function ListSkeleton({ cards = LIST_SKELETON_CARDS }: Props) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={UI_TEXT.loading}>
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card key={i} withBorder padding="md" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={12} width="45%" radius="xl" />
              <Skeleton height={10} width="70%" radius="xl" />
            </Stack>
            <Skeleton height={28} width={28} circle />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
