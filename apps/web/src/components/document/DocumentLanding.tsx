import type { IncomeSummary } from '@cc/shared';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ApiResult } from '../../api/client.ts';
import { formatCOP, formatMonth } from '../../lib/format.ts';
import { KindTotalCards, PAYMENT_KIND_ICONS } from '../credit/KindTotalCards.tsx';
import { SummaryStats } from '../credit/SummaryStats.tsx';
import { refusalMessage } from '../errors.ts';
import { LoadError } from '../LoadError.tsx';
import { type Message, MessageModal } from '../MessageModal.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { type Choice, ChoiceModal } from './ChoiceModal.tsx';
import { DOCUMENT_KINDS, type DocumentKind } from './document-data.ts';
import { BUDGET_TEXT } from './texts.ts';

/** GET /api/{module}/?summary: sales, purchases and expenses answer the same shape (ADR 025). */
type MonthSummary = IncomeSummary;

/** What tells 'Mis ingresos', 'Mis compras' and 'Mis gastos' apart. */
export type DocumentLandingConfig = {
  title: string;
  tooltip: string;
  useSummary: () => UseQueryResult<MonthSummary>;
  exportXlsx: () => Promise<ApiResult<unknown>>;
  /** 'income' → income-month, income-card-cash… (the e2e tests read them). */
  testIdPrefix: string;
  color?: 'brand' | 'orange';
  addLabel: string;
  typeModalTitle: string;
  /** Each kind's card: its label, what its month total counts, and its list. */
  card: (kind: DocumentKind) => { label: string; caption: string; to: string };
  /** Each kind's option of the new-document modal. */
  choice: (kind: DocumentKind) => Omit<Choice, 'icon'>;
  /** Budgeted modules show planned, real and difference; purchases only their real total's label. */
  stats: 'budget' | { real: string };
};

/**
 * '/my-{module}': the month against its budget, the three kinds with their totals, the export.
 * `quick` goes under the header: the one-tap way into the module's most common form.
 */
export function DocumentLanding({
  config,
  actions,
  quick,
}: {
  config: DocumentLandingConfig;
  actions?: ReactNode;
  quick?: ReactNode;
}) {
  const summary = config.useSummary();
  const data = summary.data;
  const [typeOpen, setTypeOpen] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const { testIdPrefix: prefix, stats } = config;

  const exportXlsx = async () => {
    const result = await config.exportXlsx();
    if (!result.ok) setMessage(refusalMessage(result));
  };

  return (
    <>
      <PageHeader title={config.title} tooltip={config.tooltip} onDownload={exportXlsx} />
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text c="dimmed" fw={600} data-testid={`${prefix}-month`}>
            {data ? formatMonth(data.date) : ' '}
          </Text>
          <Group gap="xs">
            {actions}
            <Button leftSection={<IconPlus size={18} />} onClick={() => setTypeOpen(true)}>
              {config.addLabel}
            </Button>
          </Group>
        </Group>
        {quick}
        {/* A failed summary says so and offers a retry instead of skeletons forever (issue 10). */}
        {summary.isError && !data && <LoadError onRetry={() => void summary.refetch()} />}
        {stats === 'budget' ? (
          <SummaryStats summary={data} labels={BUDGET_TEXT} />
        ) : (
          <Paper withBorder radius="md" px="md" py="sm">
            <Group justify="space-between">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {stats.real}
              </Text>
              {data ? (
                <Text fw={800} fz="xl" data-testid={`${prefix}-real`}>
                  {formatCOP(data.real)}
                </Text>
              ) : (
                <Skeleton height={22} width={110} />
              )}
            </Group>
          </Paper>
        )}
        <KindTotalCards
          cards={DOCUMENT_KINDS.map((kind) => ({
            kind,
            icon: PAYMENT_KIND_ICONS[kind],
            total: data?.[kind],
            ...config.card(kind),
          }))}
          testIdPrefix={prefix}
          color={config.color}
        />
      </Stack>
      <ChoiceModal
        title={config.typeModalTitle}
        opened={typeOpen}
        onClose={() => setTypeOpen(false)}
        color={config.color}
        choices={DOCUMENT_KINDS.map((kind) => ({ icon: PAYMENT_KIND_ICONS[kind], ...config.choice(kind) }))}
      />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
