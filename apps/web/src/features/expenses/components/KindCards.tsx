import type { ExpenseSummary } from '@cc/shared';
import { Group, Modal, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { KindTotalCards, PAYMENT_KIND_ICONS } from '../../../components/credit/KindTotalCards.tsx';
import { SummaryStats as BaseSummaryStats } from '../../../components/credit/SummaryStats.tsx';
import { EXPENSE_KINDS, KINDS, listPath, newExpensePath } from '../kinds.ts';
import { EXPENSE_TEXT } from '../messages.ts';

const KIND_ICONS = PAYMENT_KIND_ICONS;

/** Planned (budget), real and difference of the month (spec 3 §2 'Mis gastos'). */
export function SummaryStats({ summary }: { summary: ExpenseSummary | undefined }) {
  return <BaseSummaryStats summary={summary} labels={EXPENSE_TEXT.summary} />;
}

/** The cash, banks and credits cards with the month's totals, each linking to its list. */
export function KindCards({ summary }: { summary: ExpenseSummary | undefined }) {
  const cards = EXPENSE_KINDS.map((kind) => ({
    kind,
    label: KINDS[kind].label,
    icon: KIND_ICONS[kind],
    to: listPath(kind),
    total: summary?.[kind],
  }));
  return (
    <KindTotalCards cards={cards} testIdPrefix="expense" caption={EXPENSE_TEXT.monthTotal} color="orange" />
  );
}

/** The new-expense modal: cash, bank or credit → /expenses-form/:type. */
export function ExpenseTypeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{EXPENSE_TEXT.typeModalTitle}</Text>}>
      <Stack gap="sm">
        {EXPENSE_KINDS.map((kind) => {
          const KindIcon = KIND_ICONS[kind];
          return (
            <UnstyledButton
              key={kind}
              component={Link}
              to={newExpensePath(kind)}
              p="md"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
              aria-label={KINDS[kind].formTitle}
            >
              <Group wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light" color="orange">
                  <KindIcon size={24} />
                </ThemeIcon>
                <div style={{ flex: 1 }}>
                  <Text fw={600}>{KINDS[kind].label}</Text>
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
