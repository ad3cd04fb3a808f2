import type { PaymentMethod } from '@cc/shared';
import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBan, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCOP, formatDate } from '../../lib/format.ts';
import { METHOD_LABELS } from '../../lib/payment-methods.ts';
import { UI_TEXT } from '../messages.ts';
import { StatusTags } from './StatusTags.tsx';

/** What a row shows of an abono, whichever credit it belongs to. */
export type PaymentRowData = {
  reference: string;
  date: string;
  payment_method: PaymentMethod;
  value: number;
  deleted: boolean;
  is_initial: boolean;
  /** Its credit is paid in full. */
  is_finished: boolean;
};

type Props = {
  payment: PaymentRowData;
  /** Absent when the abono cannot change (voided, or its credit is voided). */
  editTo?: string | undefined;
  onVoid?: (() => void) | undefined;
};

const INITIAL_PAYMENT = 'Pago inicial';

/** One abono of a credit (sale or purchase): reference '0007-02', date, method, value; edit and void. */
export function PaymentRowCard({ payment, editTo, onVoid }: Props) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="payment-row" data-reference={payment.reference}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700}>{payment.reference}</Text>
            {payment.is_initial && (
              <Badge size="sm" variant="outline" color="gray">
                {INITIAL_PAYMENT}
              </Badge>
            )}
            <StatusTags deleted={payment.deleted} finished={payment.is_finished} />
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
            <Tooltip label={UI_TEXT.editPayment(payment.reference)}>
              <ActionIcon
                component={Link}
                to={editTo}
                variant="subtle"
                aria-label={UI_TEXT.editPayment(payment.reference)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {onVoid && (
            <Tooltip label={UI_TEXT.voidPayment(payment.reference)}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onVoid}
                aria-label={UI_TEXT.voidPayment(payment.reference)}
              >
                <IconBan size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Card>
  );
}
