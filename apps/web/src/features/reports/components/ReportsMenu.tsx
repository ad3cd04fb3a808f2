import { CHART_CATALOGUE, CHART_TYPES, REPORT_CATALOGUE, REPORT_CODES } from '@cc/shared';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBook,
  IconBooks,
  IconBuildingBank,
  IconChartBar,
  IconChartDonut,
  IconChartLine,
  IconCoins,
  IconGauge,
  IconListDetails,
  IconPackage,
  IconPackages,
  IconReceipt,
  IconScale,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { REPORTS_TEXT } from '../messages.ts';

export type MenuKind = 'report' | 'graphic';

const REPORT_ICONS: Record<(typeof REPORT_CODES)[number], Icon> = {
  balance: IconScale,
  results: IconCoins,
  debts: IconBuildingBank,
  debtors: IconUsers,
  inventory: IconPackage,
  indicators: IconGauge,
  expenses: IconReceipt,
  trial_balance: IconListDetails,
  journal: IconBook,
  general_ledger: IconBooks,
  inventory_valuation: IconPackages,
};
const CHART_ICONS = { doughnut: IconChartDonut, bar: IconChartBar, line: IconChartLine } as const;

const tiles = (kind: MenuKind) =>
  kind === 'report'
    ? REPORT_CODES.map((code) => ({ code, title: REPORT_CATALOGUE[code].title, icon: REPORT_ICONS[code] }))
    : CHART_TYPES.map((code) => ({
        code,
        title: CHART_CATALOGUE[code].title,
        icon: CHART_ICONS[CHART_CATALOGUE[code].kind],
      }));

/** 'Mis estados financieros' (docs/product/3-expenses-reports.md §2): the informes/gráficas toggle and one tile per code. */
export function ReportsMenu({ kind }: { kind: MenuKind }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeader title={REPORTS_TEXT.menuTitle} />
      <SegmentedControl
        value={kind}
        onChange={(value) => navigate(`/my-reports/${value}`)}
        data={[
          { value: 'report', label: REPORTS_TEXT.tabs.reports },
          { value: 'graphic', label: REPORTS_TEXT.tabs.charts },
        ]}
        maw={420}
        fullWidth
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {tiles(kind).map(({ code, title, icon: TileIcon }) => (
          <Card
            key={code}
            component={Link}
            to={`/my-reports/${kind}/${code}`}
            withBorder
            radius="md"
            padding="md"
            data-testid="report-tile"
          >
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon size={40} radius="md" variant="light">
                <TileIcon size={22} aria-hidden="true" />
              </ThemeIcon>
              <Text fw={600}>{title}</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
