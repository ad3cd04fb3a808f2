import { INCOME_MSG } from '@cc/shared';
import { Group, Modal, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { INCOME_KINDS, KINDS, newIncomePath } from '../kinds.ts';
import { KIND_ICONS } from './KindCards.tsx';

/** 'Seleccione el tipo de ingreso a registrar': cash, bank or credit → /income-form/:type. */
export function IncomeTypeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{INCOME_MSG.typeModal}</Text>}>
      <Stack gap="sm">
        {INCOME_KINDS.map((kind) => {
          const KindIcon = KIND_ICONS[kind];
          return (
            <UnstyledButton
              key={kind}
              component={Link}
              to={newIncomePath(kind)}
              p="md"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
              aria-label={KINDS[kind].short}
            >
              <Group wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light">
                  <KindIcon size={24} />
                </ThemeIcon>
                <div style={{ flex: 1 }}>
                  <Text fw={600}>{KINDS[kind].short}</Text>
                  <Text size="xs" c="dimmed">
                    {KINDS[kind].formTitle}
                  </Text>
                </div>
                <IconChevronRight size={18} />
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Modal>
  );
}
