import { INVENTORY_MSG, PHONE_MSG } from '@cc/shared';
import { Card, type MantineColor, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { type Icon, IconInbox, IconWifiOff } from '@tabler/icons-react';

type Props = {
  /** The spec's empty-list (or load-failure) text. */
  message: string;
  icon?: Icon;
  /** Red for a failure ('Error de conexión.'). */
  color?: MantineColor | undefined;
  maw?: number;
  testId?: string;
};

/** A list with nothing to show (docs/product/1-account.md §2, docs/product/2-inventory-income-purchases.md §8): the message under a muted icon. */
export function EmptyState({
  message,
  icon: EmptyIcon = IconInbox,
  color,
  maw,
  testId = 'empty-message',
}: Props) {
  return (
    <Card withBorder radius="md" padding="xl" maw={maw}>
      <Stack align="center" gap="xs">
        <EmptyIcon size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        <Text c={color ?? 'dimmed'} ta="center" data-testid={testId}>
          {message}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * A list that could not be loaded: 'Error de conexión.', or offline, in plain words, that the
 * screen has nothing kept on this device (issue 30 item 2).
 */
export function LoadFailedState({ maw }: { maw?: number }) {
  const { online } = useNetwork();
  if (online) return <EmptyState message={INVENTORY_MSG.connectionError} color="red" maw={maw} />;
  return (
    <EmptyState
      message={PHONE_MSG.offline.nothingSaved}
      icon={IconWifiOff}
      maw={maw}
      testId="offline-nothing-saved"
    />
  );
}
