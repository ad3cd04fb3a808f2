import { COMPACT_LIST_BELOW } from '@cc/shared';
import { ActionIcon, Box, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconInbox, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { formatCOP } from '../../../lib/format.ts';

export type RecordItem = {
  id: number;
  /** Category name. */
  title: string;
  /** Shown above the title (a budget's month). */
  overline?: string;
  value: number;
  valueColor?: string | undefined;
  /** Edit link; absent when editing is not offered. */
  editTo?: string | undefined;
  /** Delete action; absent when deleting is not offered. */
  onDelete?: (() => void) | undefined;
};

type Props = {
  items: RecordItem[] | undefined;
  /** The skeleton is up (loading, or within the spec's delay after the data arrived). */
  showSkeleton: boolean;
  empty: string;
  /** Shown instead of the list when it could not be loaded. */
  error?: ReactNode;
};

/** Compact width for short lists (spec 1 §9: fewer than 4 items). */
const COMPACT_MAX_WIDTH = 560;

/**
 * Cards of category, value and actions (spec 1 §2). Fewer than four cards stay in one
 * narrow column; longer lists fill a responsive grid.
 */
export function RecordList({ items, showSkeleton, empty, error }: Props) {
  if (showSkeleton) {
    return (
      <Box maw={COMPACT_MAX_WIDTH}>
        <ListSkeleton />
      </Box>
    );
  }
  if (error) return <>{error}</>;
  if (!items || items.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl" maw={COMPACT_MAX_WIDTH}>
        <Stack align="center" gap="xs">
          <IconInbox size={36} stroke={1.5} color="var(--mantine-color-gray-5)" />
          <Text c="dimmed" ta="center" data-testid="empty-list">
            {empty}
          </Text>
        </Stack>
      </Card>
    );
  }
  const cards = items.map((item) => <RecordCard key={item.id} item={item} />);
  if (items.length < COMPACT_LIST_BELOW) {
    return (
      <Stack gap="sm" maw={COMPACT_MAX_WIDTH} data-layout="compact" data-testid="record-list">
        {cards}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-layout="grid" data-testid="record-list">
      {cards}
    </SimpleGrid>
  );
}

function RecordCard({ item }: { item: RecordItem }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="record-card">
      <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {item.overline && (
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" data-testid="record-month">
              {item.overline}
            </Text>
          )}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="record-title">
            {item.title}
          </Text>
          <Text fw={700} size="lg" c={item.valueColor} data-testid="record-value">
            {formatCOP(item.value)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {item.editTo && (
            <Tooltip label="Editar" withArrow>
              <ActionIcon
                component={Link}
                to={item.editTo}
                variant="light"
                size="lg"
                aria-label={`Editar ${item.title}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {item.onDelete && (
            <Tooltip label="Eliminar" withArrow>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                onClick={item.onDelete}
                aria-label={`Eliminar ${item.title}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Card>
  );
}
