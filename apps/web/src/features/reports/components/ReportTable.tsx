import { REPORT_COLUMN, type Report, type ReportRow } from '@cc/shared';
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { columnsOf, formatValue, rowColor, valueColor } from '../columns.ts';

type Props = {
  report: Report;
  /** An action at the end of a row ('Abonar' on an opening balance); null for none. */
  rowAction?: ((row: ReportRow) => ReactNode) | undefined;
};

/** Hint (indicators) and why a value is missing, under the row's name. */
function RowNotes({ row }: { row: ReportRow }) {
  return (
    <>
      {row.hint && (
        <Text size="xs" c="dimmed">
          {row.hint}
        </Text>
      )}
      {row.note && (
        <Text size="xs" c="orange.8">
          {row.note}
        </Text>
      )}
    </>
  );
}

const weight = (row: ReportRow) => (row.is_title || row.is_total ? 700 : 400);

/**
 * A report as a statement: titles bold, totals bold over a rule, red rows and negative totals
 * red. The extra columns are a table on desktop and stacked label/value pairs on phones.
 */
export function ReportTable({ report, rowAction }: Props) {
  const { before, after, valueLabel, wide = false, hideValue = false, valueLast = false } = columnsOf(report);
  const extras = [...before, ...after];
  // The stacked rows are the phone's: the columns kept for wide screens stay out of them.
  const stacked = extras.filter((c) => !c.wideOnly);
  const valueCell = (row: ReportRow) =>
    hideValue ? null : (
      <Table.Td
        ta="right"
        fw={weight(row)}
        c={valueColor(row)}
        style={{ whiteSpace: 'nowrap' }}
        data-testid="row-value"
      >
        {formatValue(report.code, row)}
      </Table.Td>
    );
  // Rows have no id; position plus name identifies them in a statement generated once.
  const keyed = report.rows.map((row, position) => ({ row, key: `${position}:${row.name}` }));
  return (
    <>
      {/* The books are wide tables: on a phone they scroll sideways instead of stacking. */}
      <Table.ScrollContainer
        minWidth={extras.length > 2 ? 720 : 0}
        visibleFrom={wide ? undefined : 'sm'}
        data-testid="report-scroll"
      >
        <Table verticalSpacing={6} data-testid="report-table" fz={wide ? 'sm' : undefined}>
          <Table.Thead>
            <Table.Tr>
              {before.map((c) => (
                <Table.Th key={c.key} visibleFrom={c.wideOnly ? 'sm' : undefined}>
                  {c.label}
                </Table.Th>
              ))}
              <Table.Th>{report.code === 'journal' ? REPORT_COLUMN.account : REPORT_COLUMN.concept}</Table.Th>
              {!hideValue && !valueLast && <Table.Th ta="right">{valueLabel}</Table.Th>}
              {after.map((c) => (
                <Table.Th key={c.key} ta={c.numeric ? 'right' : 'left'}>
                  {c.label}
                </Table.Th>
              ))}
              {valueLast && <Table.Th ta="right">{valueLabel}</Table.Th>}
              {rowAction && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keyed.map(({ row, key }) => (
              <Table.Tr
                key={key}
                data-testid="report-row"
                bg={row.is_title ? 'gray.0' : row.is_total ? 'brand.0' : undefined}
              >
                {before.map((c) => (
                  <Table.Td
                    key={c.key}
                    c="dimmed"
                    style={{ whiteSpace: 'nowrap' }}
                    visibleFrom={c.wideOnly ? 'sm' : undefined}
                  >
                    {c.render(row)}
                  </Table.Td>
                ))}
                <Table.Td
                  c={rowColor(row)}
                  fw={weight(row)}
                  pl={row.is_title || row.is_total ? undefined : 'lg'}
                  style={wide ? { whiteSpace: 'nowrap' } : undefined}
                >
                  <span data-testid="row-name">{row.name}</span>
                  <RowNotes row={row} />
                </Table.Td>
                {!valueLast && valueCell(row)}
                {after.map((c) => (
                  <Table.Td
                    key={c.key}
                    ta={c.numeric ? 'right' : 'left'}
                    fw={weight(row)}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {c.render(row)}
                  </Table.Td>
                ))}
                {valueLast && valueCell(row)}
                {rowAction && <Table.Td ta="right">{rowAction(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {!wide && (
        <Stack gap={0} hiddenFrom="sm" data-testid="report-stack">
          {keyed.map(({ row, key }) => (
            <Box
              key={key}
              py={6}
              px="xs"
              bg={row.is_title ? 'gray.0' : row.is_total ? 'brand.0' : undefined}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Box style={{ minWidth: 0 }}>
                  <Text fw={weight(row)} c={rowColor(row)} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Text>
                  <RowNotes row={row} />
                </Box>
                <Text fw={weight(row)} c={valueColor(row)} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatValue(report.code, row)}
                </Text>
              </Group>
              {!row.is_title &&
                stacked.map((c) => {
                  const text = c.render(row);
                  if (!text) return null;
                  return (
                    <Group key={c.key} justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="xs" c="dimmed">
                        {c.label}
                      </Text>
                      <Text size="xs">{text}</Text>
                    </Group>
                  );
                })}
              {rowAction?.(row) && (
                <Group justify="flex-end" mt={4}>
                  {rowAction(row)}
                </Group>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}
