import type { ShoppingPayment } from '@cc/shared';
import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCOP, formatDate } from '../../../lib/format.ts';
import { StatusTags } from '../../income/components/StatusTags.tsx';
import { METHOD_LABELS, SHOPPING_TEXT } from '../kinds.ts';

/** One abono of a credit purchase; edit and void when it can still change. */
export function PaymentRowCard({
  payment,
  editTo,
  onVoid,
}: {
  payment: ShoppingPayment;
  editTo?: string | undefined;
  onVoid?: (() => void) | undefined;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="payment-row" data-reference={payment.reference}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700}>{payment.reference}</Text>
            {payment.is_initial && (
              <Badge size="sm" variant="outline" color="gray">
                {SHOPPING_TEXT.initialPayment}
              </Badge>
            )}
            <StatusTags deleted={payment.deleted} finished={false} />
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(payment.date)} · {METHOD_LABELS[payment.payment_method]}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Text fw={800} mr="xs" td={payment.deleted ? 'line-through' : undefined}>
            {formatCOP(payment.value)}
          </Text>
          {editTo && (
            <ActionIcon
              component={Link}
              to={editTo}
              variant="subtle"
              aria-label={`Editar abono ${payment.reference}`}
            >
              <IconPencil size={18} />
            </ActionIcon>
          )}
          {onVoid && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onVoid}
              aria-label={`Anular abono ${payment.reference}`}
            >
              <IconBan size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Card>
  );
}
