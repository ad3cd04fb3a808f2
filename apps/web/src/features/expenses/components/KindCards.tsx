import type { ExpenseSummary } from '@cc/shared';
import {
  Card,
  Flex,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { type Icon, IconBuildingBank, IconCash, IconChevronRight, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCOP } from '../../../lib/format.ts';
import { EXPENSE_KINDS, type ExpenseKind, KINDS, listPath, newExpensePath } from '../kinds.ts';
import { EXPENSE_TEXT } from '../messages.ts';

const KIND_ICONS: Record<ExpenseKind, Icon> = { cash: IconCash, bank: IconBuildingBank, credit: IconReceipt };

/** Planned (budget), real and difference of the month (spec 3 §2 'Mis gastos'). */
export function SummaryStats({ summary }: { summary: ExpenseSummary | undefined }) {
  const { planned, real, difference } = EXPENSE_TEXT.summary;
  const stats = [
    { label: planned, value: summary?.budget, testId: 'summary-budget' },
    { label: real, value: summary?.real, testId: 'summary-real' },
    { label: difference, value: summary?.difference, testId: 'summary-difference' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
      {stats.map((s) => (
        <Paper key={s.label} withBorder radius="md" px="md" py={{ base: 'xs', sm: 'md' }}>
          <Flex
            direction={{ base: 'row', sm: 'column' }}
            justify={{ base: 'space-between', sm: 'center' }}
            align="center"
            gap={4}
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {s.label}
            </Text>
            {s.value === undefined ? (
              <Skeleton height={22} width={110} radius="sm" />
            ) : (
              <Text fw={800} fz={{ base: 'md', sm: 'xl' }} data-testid={s.testId}>
                {formatCOP(s.value)}
              </Text>
            )}
          </Flex>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The cash, banks and credits cards with the month's totals, each linking to its list. */
export function KindCards({ summary }: { summary: ExpenseSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {EXPENSE_KINDS.map((kind) => {
        const KindIcon = KIND_ICONS[kind];
        return (
          <Card
            key={kind}
            component={Link}
            to={listPath(kind)}
            withBorder
            radius="lg"
            padding="md"
            data-testid={`expense-card-${kind}`}
          >
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={48} radius="md" variant="light" color="orange">
                <KindIcon size={28} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700}>{KINDS[kind].label}</Text>
                {summary ? (
                  <Text fz={24} fw={800} c="orange.8" data-testid={`expense-card-${kind}-total`}>
                    {formatCOP(summary[kind])}
                  </Text>
                ) : (
                  <Skeleton height={28} mt={4} width="60%" />
                )}
                <Text size="xs" c="dimmed">
                  {EXPENSE_TEXT.monthTotal}
                </Text>
              </div>
              <IconChevronRight size={20} color="var(--mantine-color-dimmed)" />
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
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
