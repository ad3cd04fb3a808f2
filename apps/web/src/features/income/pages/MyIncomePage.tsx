import { INCOME_MSG, PHONE_MSG } from '@cc/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBolt, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { incomesApi } from '../../../api/incomes.ts';
import { SummaryStats } from '../../../components/credit/SummaryStats.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { refusalMessage } from '../../../lib/errors.ts';
import { formatMonth } from '../../../lib/format.ts';
import { IncomeTypeModal } from '../components/IncomeTypeModal.tsx';
import { KindCards } from '../components/KindCards.tsx';
import { INCOME_TEXT } from '../messages.ts';
import { incomeQueries } from '../queries.ts';

/** '/my-income' 'Mis ingresos' (spec 2 §2): the month against its budget, the three kinds, the export. */
export function MyIncomePage() {
  const summary = useQuery(incomeQueries.summary());
  const [typeOpen, setTypeOpen] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const exportXlsx = async () => {
    const result = await incomesApi.exportXlsx();
    if (!result.ok) setMessage(refusalMessage(result));
  };

  return (
    <>
      <PageHeader title={INCOME_MSG.title} tooltip={INCOME_TEXT.summaryTooltip} onDownload={exportXlsx} />
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text c="dimmed" fw={600} data-testid="income-month">
            {summary.data ? formatMonth(summary.data.date) : ' '}
          </Text>
          <Group gap="xs">
            <Button component={Link} to="/quick-sale" color="orange" leftSection={<IconBolt size={18} />}>
              {PHONE_MSG.quickSale.button}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setTypeOpen(true)}>
              {INCOME_MSG.addButton}
            </Button>
          </Group>
        </Group>
        {/* A failed summary says so and offers a retry instead of skeletons forever (issue 10). */}
        {summary.isError && !summary.data && <LoadError onRetry={() => void summary.refetch()} />}
        <SummaryStats summary={summary.data} labels={INCOME_TEXT.summary} />
        <KindCards summary={summary.data} />
      </Stack>
      <IncomeTypeModal opened={typeOpen} onClose={() => setTypeOpen(false)} />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
