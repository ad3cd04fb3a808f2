import { Group, Modal, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { type Icon, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** One option: its label, where it leads, and (the kind pickers) an icon and a second line. */
export type Choice = { label: string; to: string; icon?: Icon; description?: string; ariaLabel?: string };

type Props = {
  title: string;
  choices: readonly Choice[];
  opened: boolean;
  onClose: () => void;
  /** Of the icons: expenses are orange. */
  color?: string;
};

/**
 * A modal of link options: the kind of a new sale, purchase or expense, and the category of a
 * purchase (docs/product/2-inventory-income-purchases.md §2, docs/product/3-expenses-reports.md §2).
 */
export function ChoiceModal({ title, choices, opened, onClose, color }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>}>
      <Stack gap="sm">
        {choices.map(({ label, to, icon: ChoiceIcon, description, ariaLabel }) => (
          <UnstyledButton
            key={to}
            component={Link}
            to={to}
            p="md"
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
            aria-label={ariaLabel}
          >
            <Group wrap="nowrap" justify="space-between">
              {ChoiceIcon && (
                <ThemeIcon size={40} radius="md" variant="light" color={color}>
                  <ChoiceIcon size={24} />
                </ThemeIcon>
              )}
              <div style={{ flex: 1 }}>
                <Text fw={600}>{label}</Text>
                {description && (
                  <Text size="xs" c="dimmed">
                    {description}
                  </Text>
                )}
              </div>
              <IconChevronRight size={18} />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
