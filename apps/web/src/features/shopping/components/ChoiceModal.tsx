import { Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

export type Choice = { label: string; to: string };

/** A modal of link options: 'Nueva compra' (the type) and the category picker (spec 2 §2). */
export function ChoiceModal({
  title,
  choices,
  opened,
  onClose,
}: {
  title: string;
  choices: readonly Choice[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>}>
      <Stack gap="sm">
        {choices.map((c) => (
          <UnstyledButton
            key={c.to}
            component={Link}
            to={c.to}
            p="md"
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Group wrap="nowrap" justify="space-between">
              <Text fw={600}>{c.label}</Text>
              <IconChevronRight size={18} />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
