import { SUMMARY_SKELETON_MS } from '@cc/shared';
import { Box, Button, Card, Divider, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingBank,
  IconCreditCard,
  IconScale,
  IconTrendingDown,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { UI_TEXT } from '../../../components/messages.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { capitalize, today } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { SetupActions } from '../components/SetupActions.tsx';
import { SummaryRow } from '../components/SummaryRow.tsx';
import { BUDGET_KINDS, INFO_KINDS, SUMMARY_TOOLTIP } from '../config.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { financialQueries } from '../queries.ts';

const T = ONBOARDING_TEXT.summary;

const icon = (node: ReactNode, color: string) => (
  <ThemeIcon variant="light" color={color} radius="xl" size={36}>
    {node}
  </ThemeIcon>
);

/**
 * /initial-information (docs/product/1-account.md §2): the opening balance and the current month's budgets.
 * 'Omitir' and 'Siguiente' while the initial information is open; afterwards only a way back
 * to the profile.
 */
export function InitialInformationPage() {
  const closed = useSession().initialInfo === 'true';
  const query = useQuery(financialQueries.summary());
  const settled = useSettledDelay(query.isSuccess || query.isError, SUMMARY_SKELETON_MS);
  const loading = !settled;
  const data = query.data;
  const month = capitalize(today().format('MMMM [de] YYYY'));

  return (
    <>
      <PageHeader title={T.title} tooltip={SUMMARY_TOOLTIP} />
      {query.isError && !data && settled ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy={loading}>
          <Card withBorder radius="md" padding="xs">
            <Text fw={700} px="md" pt="xs" pb={4} c="dimmed" size="sm" tt="uppercase">
              {T.balance}
            </Text>
            <SummaryRow
              label={INFO_KINDS.assets.listTitle}
              hint={T.includesInventory}
              value={data?.assets}
              to={INFO_KINDS.assets.listPath}
              loading={loading}
              icon={icon(<IconBuildingBank size={20} />, 'brand')}
              testId="summary-assets"
            />
            <SummaryRow
              label={INFO_KINDS.liabilities.listTitle}
              value={data?.liabilities}
              to={INFO_KINDS.liabilities.listPath}
              loading={loading}
              color="red.7"
              icon={icon(<IconCreditCard size={20} />, 'red')}
              testId="summary-liabilities"
            />
            <Divider mx="md" my={4} />
            <SummaryRow
              label={T.equity}
              hint={T.equityHint}
              value={data?.patrimony}
              loading={loading}
              strong
              color={data && data.patrimony < 0 ? 'red.7' : 'brand.8'}
              icon={icon(<IconScale size={20} />, 'blue')}
              testId="summary-patrimony"
            />
          </Card>
          <Card withBorder radius="md" padding="xs">
            <Text fw={700} px="md" pt="xs" pb={4} c="dimmed" size="sm" tt="uppercase">
              {T.budgetOf(month)}
            </Text>
            <SummaryRow
              label={T.projectedIncome}
              value={data?.budget_income}
              to={BUDGET_KINDS.income.listPath}
              loading={loading}
              icon={icon(<IconTrendingUp size={20} />, 'teal')}
              testId="summary-budget-income"
            />
            <SummaryRow
              label={T.projectedExpenses}
              value={data?.budget_expense}
              to={BUDGET_KINDS.expense.listPath}
              loading={loading}
              icon={icon(<IconTrendingDown size={20} />, 'orange')}
              testId="summary-budget-expense"
            />
          </Card>
        </SimpleGrid>
      )}
      <Box mt="xl">
        <SetupActions
          closed={closed}
          next={
            <Button component={Link} to="/initial-inventory" rightSection={<IconArrowRight size={18} />}>
              {UI_TEXT.next}
            </Button>
          }
        />
      </Box>
    </>
  );
}
