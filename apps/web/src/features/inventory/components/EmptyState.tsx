import { Center, Stack, Text } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';

/** A list's empty or failed state: the spec's message under a muted icon. */
export function EmptyState({ message, color }: { message: string; color?: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <IconPackageOff size={40} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        <Text c={color ?? 'dimmed'} ta="center" data-testid="empty-message">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
