import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { UI_TEXT } from './messages.ts';

type Props = { onRetry: () => void };

/** A list or figure that could not be loaded (no answer, server error). */
export function LoadError({ onRetry }: Props) {
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
