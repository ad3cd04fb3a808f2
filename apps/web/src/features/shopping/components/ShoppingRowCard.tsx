import type { ShoppingListItem } from '@cc/shared';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { capitalize, formatCOP, formatDate } from '../../../lib/format.ts';
import { StatusTags } from '../../income/components/StatusTags.tsx';
import { SHOPPING_TEXT } from '../kinds.ts';

type Props = {
  item: ShoppingListItem;
  /** Credit purchases open their detail. */
  to?: string | undefined;
  /** The popover; absent for voided purchases and abono rows. */
  menu?: ReactNode;
};

/** One row of /shopping-detail/:type: number, date, provider, category, value and tags. */
export function ShoppingRowCard({ item, to, menu }: Props) {
  const credit = item.payment_type === 'CREDITO' && !item.is_payment;
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={700}>{item.reference}</Text>
          {item.is_payment && (
            <Badge size="sm" variant="outline" color="gray">
              {SHOPPING_TEXT.paymentRow}
            </Badge>
          )}
          <StatusTags deleted={item.deleted} finished={credit && item.paid_out} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(item.date)} · {capitalize(item.category.name)}
        </Text>
        <Text size="sm" truncate="end">
          {item.provider.name}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={800} td={item.deleted ? 'line-through' : undefined} data-testid="shopping-value">
          {formatCOP(item.value)}
        </Text>
        {credit && !item.deleted && !item.paid_out && (
          <Text size="xs" c="dimmed">
            Saldo {formatCOP(item.value - item.payment)}
          </Text>
        )}
      </Stack>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="shopping-row" data-reference={item.reference}>
      <Group wrap="nowrap" gap="xs" align="center">
        {to ? (
          <UnstyledButton component={Link} to={to} style={{ flex: 1, minWidth: 0 }}>
            {body}
          </UnstyledButton>
        ) : (
          <div style={{ flex: 1, minWidth: 0 }}>{body}</div>
        )}
        {menu ?? <div style={{ width: 34 }} />}
      </Group>
    </Card>
  );
}
