import {
  BOOK_PAGE_SIZE,
  CUT_OFF_TEXT,
  isCalendarDate,
  NOTES_TEXT,
  PDF_REPORTS,
  REPORT_CATALOGUE,
  REPORT_MSG,
  REPORT_NOTICE,
  type Report,
  type ReportCode,
  reportFileName,
} from '@cc/shared';
import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { unwrap } from '../../../api/client.ts';
import { inventoryApi } from '../../../api/inventory.ts';
import { type ReportQuery, reportsApi } from '../../../api/reports.ts';
import { LoadMore } from '../../../components/credit/LoadMore.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { reportPayAction } from '../../opening-balances/index.ts';
import {
  type AccountOption,
  appendPage,
  ledgerAccountOptions,
  PAGED_REPORTS,
  shownReport,
} from '../book-pages.ts';
import { REPORTS_TEXT } from '../messages.ts';
import { reportKeys } from '../queries.ts';
import {
  checkRange,
  defaultRange,
  type FilterErrors,
  fieldErrorsOf,
  filterAlert,
  indicatorsRange,
  reportFailure,
} from '../range.ts';
import { BookFilters } from './BookFilters.tsx';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { ReportTable } from './ReportTable.tsx';
import { GeneratorStatus, useSpreadsheetGenerator } from './SpreadsheetGenerator.tsx';

/** Report screen of docs/product/3-expenses-reports.md §2: filter, 'Generar informe', the statement, downloads, legal notice. */
export function ReportScreen({ code }: { code: ReportCode }) {
  const { title, needsDates } = REPORT_CATALOGUE[code];
  const isInventory = code === 'inventory';
  const [range, setRange] = useState(needsDates ? defaultRange : indicatorsRange);
  const [productId, setProductId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [loading, setLoading] = useState(false);
  const [report, setReport] = useState<{ data: Report; query: ReportQuery } | null>(null);
  const [compare, setCompare] = useState<string | null>(null);
  const [compareCutOff, setCompareCutOff] = useState<string | null>(null);
  const [account, setAccount] = useState<string | null>(null);
  const [accounts, setAccounts] = useState<AccountOption[]>([]);

  const products = useQuery({
    queryKey: reportKeys.products(),
    queryFn: async () => unwrap(await inventoryApi.list()),
    enabled: isInventory,
  });
  const productOptions = isInventory
    ? (products.data ?? [])
        .filter((p) => p.category !== 'SERVICIO')
        .map((p) => ({ value: String(p.id), label: p.name }))
    : undefined;

  const queryOf = (): ReportQuery | null => {
    const found = needsDates ? checkRange(range, code === 'expenses') : {};
    if (isInventory && !productId) found.product_id = REPORT_MSG.productRequired;
    setErrors(found);
    const alert = filterAlert(found);
    if (alert) {
      setMessage(alert);
      return null;
    }
    if (!range.from || !range.to) return null;
    // The earlier cut-off: a date before the report's (the server checks it again).
    if (
      compare === 'cut_off' &&
      !(compareCutOff && isCalendarDate(compareCutOff) && compareCutOff < range.to)
    ) {
      setMessage({ title: REPORT_MSG.alertTitle, text: CUT_OFF_TEXT.invalid, tone: 'error' });
      return null;
    }
    return {
      from_date: range.from,
      to_date: range.to,
      ...(isInventory ? { product_id: Number(productId) } : {}),
      // The balance against a chosen earlier cut-off sends that date; the server checks it.
      ...(compare === 'cut_off' ? { compare_cut_off: compareCutOff ?? '' } : compare ? { compare } : {}),
      ...(account ? { account } : {}),
    };
  };

  const generate = async () => {
    const query = queryOf();
    if (!query) return;
    setLoading(true);
    const paged = PAGED_REPORTS.includes(code) ? { limit: BOOK_PAGE_SIZE } : {};
    const answer = await reportsApi.report(code, { ...query, ...paged });
    setLoading(false);
    if (answer.ok) {
      setReport({ data: answer.data, query });
      if (code === 'general_ledger') setAccounts((known) => ledgerAccountOptions(known, answer.data));
      return;
    }
    refused(answer);
  };

  const [loadingMore, setLoadingMore] = useState(false);
  const shownRef = useRef(report);
  shownRef.current = report;
  /** 'Cargar más': the page after the last one loaded, for the range of the report on screen. */
  const loadMore = async () => {
    const next = report?.data.next;
    if (!report || !next) return;
    setLoadingMore(true);
    const answer = await reportsApi.report(code, { ...report.query, limit: BOOK_PAGE_SIZE, after: next });
    setLoadingMore(false);
    if (!answer.ok) return refused(answer);
    // A page that arrives after 'Generar informe' asked for another range belongs to no report on screen.
    if (shownRef.current?.query !== report.query) return;
    setReport({ data: appendPage(report.data, answer.data), query: report.query });
  };

  const refused = (answer: { status: number; data: Parameters<typeof fieldErrorsOf>[0] }) => {
    const fields = answer.status === 400 ? fieldErrorsOf(answer.data) : {};
    setErrors(fields);
    setMessage(reportFailure(answer.status, fields));
  };

  const download = async (format: 'pdf' | 'csv') => {
    const current = queryOf(); // the filter on screen, even when it changed after 'Generar informe'
    if (!current) return;
    const fallback = reportFileName(title, current.from_date, current.to_date, format);
    const answer = await reportsApi.download(code, format, current, fallback);
    if (!answer.ok) refused(answer);
  };

  const downloadNotes = async () => {
    const current = queryOf();
    if (!current) return;
    const fallback = reportFileName(NOTES_TEXT.fileName, current.from_date, current.to_date, 'pdf');
    const answer = await reportsApi.notes(current, fallback);
    if (!answer.ok) refused(answer);
  };

  const spreadsheet = useSpreadsheetGenerator({
    prepare: async () => {
      const current = queryOf(); // the filter on screen, even when it changed after 'Generar informe'
      if (!current) return null;
      return reportsApi.prepare(
        code,
        current,
        reportFileName(title, current.from_date, current.to_date, 'xlsx'),
      );
    },
    onFailure: refused,
    resetKey: `${range.from}|${range.to}|${productId}|${compare}|${compareCutOff}|${account}`,
  });

  const header = report?.data.header;
  return (
    <Stack gap="md">
      <PageHeader title={title} backTo="/my-reports/report" />
      <Card withBorder radius="md" padding="md">
        <DateRangeFilter
          range={range}
          onChange={(next) => {
            setRange(next);
            setErrors({});
          }}
          errors={errors}
          locked={!needsDates}
          products={productOptions}
          productId={productId}
          onProductChange={(id) => {
            setProductId(id);
            setErrors({});
          }}
          extra={
            <BookFilters
              code={code}
              compare={compare}
              onCompare={setCompare}
              compareCutOff={compareCutOff}
              onCompareCutOff={setCompareCutOff}
              account={account}
              onAccount={setAccount}
              accounts={accounts}
            />
          }
          submitLabel={REPORT_MSG.generate}
          loading={loading}
          onSubmit={generate}
        />
      </Card>

      {/* Side by side, also on a 390 px phone. */}
      <Stack gap={6}>
        <Group gap="xs" grow maw={code === 'journal' ? 620 : 420}>
          <DownloadButton
            label={REPORTS_TEXT.excel}
            icon="xlsx"
            loading={spreadsheet.state.step === 'processing'}
            onClick={spreadsheet.generate}
          />
          {PDF_REPORTS.includes(code) && (
            <DownloadButton label="PDF" icon="pdf" onClick={() => download('pdf')} />
          )}
          {code === 'journal' && <DownloadButton label="CSV" icon="csv" onClick={() => download('csv')} />}
        </Group>
        {(code === 'balance' || code === 'results') && (
          <Group gap="xs" maw={420}>
            <DownloadButton label={REPORTS_TEXT.notes} icon="pdf" onClick={downloadNotes} />
          </Group>
        )}
        <GeneratorStatus state={spreadsheet.state} />
      </Stack>

      {report && header && (
        <Card withBorder radius="md" padding="md" data-testid="report">
          <Stack gap={2} mb="sm" ta="center">
            <Text fw={700}>{header.tradename}</Text>
            <Text size="sm">{header.identification}</Text>
            <Text fw={700}>
              {header.title}
              {header.product ? ` - ${header.product.name}` : ''}
              {header.account ? ` - ${header.account.code} ${header.account.name}` : ''}
            </Text>
            {header.formal_title && <Text size="sm">{header.formal_title}</Text>}
            <Text size="sm" c="dimmed">
              {REPORTS_TEXT.range(formatDate(header.from_date), formatDate(header.to_date))}
            </Text>
            {header.compare && (
              <Text size="sm" c="dimmed" data-testid="report-compare">
                {header.compare.kind === 'cut_off'
                  ? CUT_OFF_TEXT.compared(formatDate(header.compare.to_date))
                  : code === 'balance'
                    ? CUT_OFF_TEXT.comparedKind(header.compare.label, formatDate(header.compare.to_date))
                    : REPORTS_TEXT.compared(
                        header.compare.label,
                        formatDate(header.compare.from_date),
                        formatDate(header.compare.to_date),
                      )}
              </Text>
            )}
          </Stack>
          {report.data.rows.length === 0 ? (
            <EmptyState message={REPORT_MSG.emptyHint} />
          ) : (
            <ReportTable report={shownReport(report.data)} rowAction={reportPayAction(code)} />
          )}
          <LoadMore
            hasMore={Boolean(report.data.next)}
            loading={loadingMore}
            onLoad={loadMore}
            testId="report-load-more"
          />
          <Text size="xs" c="dimmed" mt="md" data-testid="report-notice">
            {report.data.notice || REPORT_NOTICE}
          </Text>
        </Card>
      )}
      {!report && (
        <Text size="xs" c="dimmed" data-testid="report-notice">
          {REPORT_NOTICE}
        </Text>
      )}
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}

function DownloadButton(props: {
  label: string;
  icon: 'xlsx' | 'pdf' | 'csv';
  onClick: () => Promise<void>;
  loading?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const Icon = { xlsx: IconFileSpreadsheet, pdf: IconFileTypePdf, csv: IconFileTypeCsv }[props.icon];
  return (
    <Button
      variant="light"
      px="sm"
      aria-label={REPORTS_TEXT.downloadFile(props.label)}
      leftSection={<Icon size={18} />}
      loading={busy || props.loading}
      onClick={async () => {
        setBusy(true);
        try {
          await props.onClick();
        } finally {
          setBusy(false);
        }
      }}
    >
      {/* 'Descargar' is dropped on phones so both buttons fit on one row. */}
      <Box component="span" visibleFrom="xs" mr={4}>
        {REPORTS_TEXT.download}
      </Box>
      {props.label}
    </Button>
  );
}
