import { type DocumentListPage, type FinancialInfoRecord, LIST_SKELETON_MS } from '@cc/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { formatCOP } from '../../lib/format.ts';
import { headerTotal, loadedRows } from '../../lib/paged-list.ts';
import { useSettledDelay } from '../../lib/use-settled-delay.ts';
import { DocumentVoidDialogs, type VoidModule } from '../credit/DocumentVoidDialogs.tsx';
import { LoadMore } from '../credit/LoadMore.tsx';
import type { VoidTarget } from '../credit/VoidDialogs.tsx';
import { EmptyState, LoadFailedState } from '../EmptyState.tsx';
import { ListSkeleton } from '../ListSkeleton.tsx';
import { NotFound } from '../NotFound.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { type DocumentKind, isDocumentKind } from './document-data.ts';

/** What a list row needs of any document or abono row of GET /api/{module}/. */
type ListRow = { id: number; is_payment: boolean; deleted: boolean; reference: string };

/** What tells the sales, purchases and expenses lists apart. */
export type DocumentListConfig<Item extends ListRow> = {
  /** A hook: the module's paged list of one kind. */
  useList: (kind: DocumentKind) => UseInfiniteQueryResult<InfiniteData<DocumentListPage<Item>>>;
  landingPath: string;
  listTitle: (kind: DocumentKind) => string;
  totalLabel: (kind: DocumentKind) => string;
  /** 'income' → income-list-total, income-load-more (the e2e tests read them). */
  testIdPrefix: string;
  totalColor: string;
  empty: string;
  /** Credits also list the opening balances of this kind, which their abonos pay. */
  opening?: OpeningBalancesSlot;
  /** Expense cards are narrower than the sales and purchases ones. */
  maw?: number;
  voiding: VoidModule;
};

/**
 * The opening balances a credit list shows above its credits (features/opening-balances makes
 * one per kind): a slot, so that the shared list never imports a feature.
 */
export type OpeningBalancesSlot = {
  /** A hook: the balances that take abonos and what is still owed on them; off, none. */
  useBalances: (enabled: boolean) => { rows: FinancialInfoRecord[]; pending: number };
  /** Their rows, above the credits. */
  renderRows: (rows: FinancialInfoRecord[], maw?: number) => ReactNode;
};

const NO_OPENING_BALANCES = { rows: [], pending: 0 };
const noOpeningBalances = () => NO_OPENING_BALANCES;

type Props<Item extends ListRow> = {
  config: DocumentListConfig<Item>;
  kind: DocumentKind;
  /** The button of the header (a link to the wizard, or the category picker of purchases). */
  add: ReactNode;
  row: (item: Item, onVoid: () => void) => ReactNode;
  /** The module's own modals (a sale's invoice). */
  children?: ReactNode;
};

/** Reads the :type of '/{module}-detail/:type' and shows that kind's list, or 404. */
export function KindRoute({ render }: { render: (kind: DocumentKind) => ReactNode }) {
  const { type } = useParams();
  return isDocumentKind(type) ? render(type) : <NotFound />;
}

/**
 * '/{module}-detail/:type': the header total the server computed over the whole filter, the rows
 * a page at a time with 'Cargar más', and voiding a live row.
 */
export function DocumentList<Item extends ListRow>({ config, kind, add, row, children }: Props<Item>) {
  const list = config.useList(kind);
  const rows = loadedRows(list.data);
  const total = headerTotal(kind, list.data);
  // The slot is fixed per module, so the same hooks run on every render.
  const useOpeningBalances = config.opening?.useBalances ?? noOpeningBalances;
  const opening = useOpeningBalances(kind === 'credit');
  const settled = useSettledDelay(!list.isPending, LIST_SKELETON_MS);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const prefix = config.testIdPrefix;

  return (
    <>
      <PageHeader title={config.listTitle(kind)} backTo={config.landingPath} />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Text fw={600}>{config.totalLabel(kind)}</Text>
            <Text fw={800} size="xl" c={config.totalColor} data-testid={`${prefix}-list-total`}>
              {total !== undefined ? formatCOP(total + opening.pending) : '…'}
            </Text>
          </Group>
          {add}
        </Group>
      </Paper>

      {settled && config.opening && kind === 'credit' && config.opening.renderRows(opening.rows, config.maw)}
      {!settled ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        opening.rows.length > 0 && !list.isError ? null : list.isError ? (
          <LoadFailedState />
        ) : (
          <EmptyState message={config.empty} />
        )
      ) : (
        <Stack gap="sm" maw={config.maw}>
          {rows.map((item) => (
            <Fragment key={`${item.is_payment ? 'p' : 'd'}${item.id}`}>
              {row(item, () => setVoiding({ kind: 'document', id: item.id, reference: item.reference }))}
            </Fragment>
          ))}
        </Stack>
      )}
      <LoadMore
        hasMore={settled && list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        testId={`${prefix}-load-more`}
      />
      {children}
      <DocumentVoidDialogs module={config.voiding} target={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
