import { PHONE_MSG } from '@cc/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { UI_TEXT } from './messages.ts';

type Props = { onRetry: () => void };

/**
 * A list or figure that could not be loaded (no answer, server error). Offline it says in plain
 * words that nothing of this screen was kept on the device (issue 30 item 2), not a failure.
 */
export function LoadError({ onRetry }: Props) {
  const { online } = useNetwork();
  if (!online) {
    return (
      <Alert variant="light" color="orange" icon={<IconWifiOff size={20} />} role="status">
        <Text size="sm" data-testid="offline-nothing-saved">
          {PHONE_MSG.offline.nothingSaved}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="red" icon={<IconAlertTriangle size={20} />} role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{UI_TEXT.loadFailed}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {UI_TEXT.retry}
        </Button>
      </Group>
    </Alert>
  );
}
