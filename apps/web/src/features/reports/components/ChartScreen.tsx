import { CHART_CATALOGUE, type Chart, type ChartType, REPORT_MSG } from '@cc/shared';
import { Box, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { reportsApi } from '../../../api/reports.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { REPORTS_TEXT } from '../messages.ts';
import {
  checkRange,
  defaultRange,
  type FilterErrors,
  fieldErrorsOf,
  filterAlert,
  reportFailure,
} from '../range.ts';
import { ChartView } from './ChartView.tsx';
import { DateRangeFilter } from './DateRangeFilter.tsx';

/** Graphic screen of docs/product/3-expenses-reports.md §2: date filter, 'Generar gráfica' and the chart. */
export function ChartScreen({ type }: { type: ChartType }) {
  const { title, monthly } = CHART_CATALOGUE[type];
  const [range, setRange] = useState(defaultRange);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [loading, setLoading] = useState(false);
  const [chart, setChart] = useState<Chart | null>(null);

  const generate = async () => {
    const found = checkRange(range, monthly);
    setErrors(found);
    const alert = filterAlert(found);
    if (alert) return setMessage(alert);
    if (!range.from || !range.to) return;
    setLoading(true);
    const answer = await reportsApi.chart(type, { from_date: range.from, to_date: range.to });
    setLoading(false);
    if (answer.ok) {
      setChart(answer.data);
      return;
    }
    const fields = answer.status === 400 ? fieldErrorsOf(answer.data) : {};
    setErrors(fields);
    setMessage(reportFailure(answer.status, fields));
  };

  const empty = chart?.datasets.every((d) => d.data.every((v) => v === 0)) ?? false;
  return (
    <Stack gap="md">
      <PageHeader title={title} backTo="/my-reports/graphic" />
      <Card withBorder radius="md" padding="md">
        <DateRangeFilter
          range={range}
          onChange={(next) => {
            setRange(next);
            setErrors({});
          }}
          errors={errors}
          submitLabel={REPORT_MSG.generateChart}
          loading={loading}
          onSubmit={generate}
        />
      </Card>
      {chart && (
        <Card withBorder radius="md" padding="md" data-testid="chart">
          <Text fw={700} ta="center">
            {chart.title}
          </Text>
          <Text size="sm" c="dimmed" ta="center" mb="sm">
            {REPORTS_TEXT.range(formatDate(chart.from_date), formatDate(chart.to_date))}
          </Text>
          {empty ? (
            <EmptyState message={REPORT_MSG.emptyHint} />
          ) : (
            <Box h={{ base: 320, sm: 400 }} pos="relative">
              <ChartView chart={chart} />
            </Box>
          )}
        </Card>
      )}
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}
