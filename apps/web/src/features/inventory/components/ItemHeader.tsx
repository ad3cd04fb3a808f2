import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_LABELS } from '../model.ts';
import { inventoryQueries } from '../queries.ts';

/** The item a form works on, named above its fields (the detail is usually cached already). */
export function ItemHeader({ id }: { id: number }) {
  const { data } = useQuery(inventoryQueries.detail(id));
  if (!data) return null;
  return (
    <Group gap="xs" mb="sm">
      <Text fw={700}>{data.name}</Text>
      <Text size="sm" c="dimmed">
        {CATEGORY_LABELS[data.category]}
      </Text>
    </Group>
  );
}
