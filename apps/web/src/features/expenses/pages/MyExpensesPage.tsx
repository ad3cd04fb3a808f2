import { EXPENSE_MSG } from '@cc/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expensesApi } from '../../../api/expenses.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { refusalMessage } from '../../../lib/errors.ts';
import { formatMonth } from '../../../lib/format.ts';
import { ExpenseTypeModal, KindCards, SummaryStats } from '../components/KindCards.tsx';
import { EXPENSE_TEXT } from '../messages.ts';
import { expenseQueries } from '../queries.ts';

/** '/my-expenses' 'Mis gastos' (spec 3 §2): the month against its budget, the three kinds, the export. */
export default function MyExpensesPage() {
  const summary = useQuery(expenseQueries.summary());
  const [typeOpen, setTypeOpen] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const exportXlsx = async () => {
    const result = await expensesApi.exportXlsx();
    if (!result.ok) setMessage(refusalMessage(result));
  };

  return (
    <>
      <PageHeader title={EXPENSE_MSG.title} tooltip={EXPENSE_TEXT.summaryTooltip} onDownload={exportXlsx} />
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text c="dimmed" fw={600}>
            {summary.data ? formatMonth(summary.data.date) : ' '}
          </Text>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setTypeOpen(true)}>
            {EXPENSE_TEXT.addButton}
          </Button>
        </Group>
        {/* A failed summary says so and offers a retry instead of skeletons forever (issue 10). */}
        {summary.isError && !summary.data && <LoadError onRetry={() => void summary.refetch()} />}
        <SummaryStats summary={summary.data} />
        <KindCards summary={summary.data} />
      </Stack>
      <ExpenseTypeModal opened={typeOpen} onClose={() => setTypeOpen(false)} />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
