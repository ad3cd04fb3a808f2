import type { InventoryCategory } from '@cc/shared';
import { Card, Group, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCOP } from '../../../lib/format.ts';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { CATEGORY_LABELS } from '../model.ts';
import { ItemImage } from './ItemImage.tsx';

export type CardItem = {
  id: number;
  name: string;
  category: InventoryCategory;
  sku: string;
  image: string | null;
  description?: string;
};

type Props = {
  item: CardItem;
  saleValue: number | null;
  /** The availability badge. */
  marker: ReactNode;
  /** Where a click goes; none for read-only cards (public catalogue). */
  to?: string;
  /** Horizontal card with a thumbnail: short lists (docs/product/2-inventory-income-purchases.md §9). */
  compact: boolean;
  showDescription?: boolean;
};

/** One inventory item of a list or of the public catalogue. */
export function InventoryCard({ item, saleValue, marker, to, compact, showDescription = false }: Props) {
  const body = (
    <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
      <Text fw={700} lineClamp={2} data-testid="item-name">
        {item.name}
      </Text>
      <Text size="sm" c="dimmed">
        {CATEGORY_LABELS[item.category]}
      </Text>
      {item.sku && (
        <Text size="xs" c="dimmed">
          {T.sku(item.sku)}
        </Text>
      )}
      {showDescription && item.description && (
        <Text size="sm" lineClamp={3}>
          {item.description}
        </Text>
      )}
      <Group justify="space-between" gap="xs" mt="auto" pt={4} wrap="nowrap">
        {marker}
        <Text fw={700} c="brand.8" data-testid="sale-value" style={{ whiteSpace: 'nowrap' }}>
          {saleValue === null ? '—' : formatCOP(saleValue)}
        </Text>
      </Group>
    </Stack>
  );
  // An array, not a fragment: Card must see Card.Section as its first child to bleed it to the edges.
  const content = compact
    ? [
        <Group key="row" gap="sm" wrap="nowrap" align="flex-start">
          <ItemImage src={item.image} alt={item.name} size={88} />
          {body}
        </Group>,
      ]
    : [
        <Card.Section key="image" mb="sm">
          <ItemImage src={item.image} alt={item.name} height={150} radius="0" />
        </Card.Section>,
        <Fragment key="body">{body}</Fragment>,
      ];
  const cardProps = {
    withBorder: true,
    radius: 'md',
    padding: 'sm',
    // No aria-label: the card's own text (name, price, stock) is its name, all of it (WCAG 2.5.3).
    'data-testid': 'inventory-card',
  } as const;
  if (!to) return <Card {...cardProps}>{content}</Card>;
  return (
    <Card {...cardProps} component={Link} to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      {content}
    </Card>
  );
}
