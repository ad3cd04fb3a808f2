import { LIST_SKELETON_MS } from '@cc/shared';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadError.tsx';
import { useSession } from '../../../lib/session.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { ClosedNotice } from '../components/ClosedNotice.tsx';
import { ListLayout } from '../components/ListLayout.tsx';
import { type RecordItem, RecordList } from '../components/RecordList.tsx';
import { INFO_KINDS, type InfoKind } from '../config.ts';
import { financialQueries } from '../queries.ts';

/**
 * /initial-assets and /initial-liabilities (docs/product/1-account.md §2). Nothing is ever deleted here (assets
 * cannot be, the liability delete is hidden); once the initial information is closed the list
 * is read-only: no add, no edit, and a notice says why (§4).
 */
export function InfoListPage({ kind }: { kind: InfoKind }) {
  const cfg = INFO_KINDS[kind];
  const closed = useSession().initialInfo === 'true';
  const query = useQuery(financialQueries.infoList(cfg.type));
  const settled = useSettledDelay(query.isSuccess || query.isError, LIST_SKELETON_MS);

  const items: RecordItem[] | undefined = query.data?.map((r) => ({
    id: r.id,
    title: r.category.name,
    value: r.value,
    valueColor: cfg.valueColor,
    editTo: closed ? undefined : cfg.editPath(r.id),
  }));

  return (
    <ListLayout
      title={cfg.listTitle}
      tooltip={cfg.tooltip}
      addTo={closed ? undefined : cfg.createPath}
      addLabel={cfg.addLabel}
      notice={closed ? <ClosedNotice /> : null}
    >
      <RecordList
        items={items}
        showSkeleton={!settled}
        empty={cfg.empty}
        error={query.isError && !query.data ? <LoadError onRetry={() => void query.refetch()} /> : null}
      />
    </ListLayout>
  );
}
