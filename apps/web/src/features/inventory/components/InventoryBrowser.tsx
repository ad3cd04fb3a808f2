import { INVENTORY_MSG, LIST_SKELETON_MS } from '@cc/shared';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadFailedState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { filterItems, type InventoryFlow } from '../model.ts';
import { inventoryQueries } from '../queries.ts';
import { HistoryList } from './HistoryList.tsx';
import { InventoryCard } from './InventoryCard.tsx';
import { InventoryTabs } from './InventoryTabs.tsx';
import { ItemGrid } from './ItemGrid.tsx';
import { StockMarker } from './StockMarker.tsx';
import { useInventoryTab } from './useTab.ts';

/**
 * The owner's list with its filters (docs/product/2-inventory-income-purchases.md §2), shared by /my-inventory and /initial-inventory:
 * one GET /api/inventories/, filtered here; 'Historial' loads the change log.
 */
export function InventoryBrowser({ flow }: { flow: InventoryFlow }) {
  const [tab, setTab] = useInventoryTab();
  const list = useQuery(inventoryQueries.list());
  // Three skeleton cards, cleared 1 s after the answer (docs/product/2-inventory-income-purchases.md §4, §9).
  const settled = useSettledDelay(!list.isPending, LIST_SKELETON_MS);

  const content = () => {
    if (tab === 'history') return <HistoryList />;
    if (list.isPending || !settled) return <ListSkeleton />;
    if (list.isError) return <LoadFailedState />;
    const items = filterItems(list.data, tab);
    if (items.length === 0) {
      // Only the whole list is "no items yet"; an empty tab just has nothing of that kind.
      return (
        <EmptyState message={tab === 'all' ? INVENTORY_MSG.emptyInventories : INVENTORY_MSG.emptyFiltered} />
      );
    }
    return (
      <ItemGrid
        items={items}
        render={(item, compact) => (
          <InventoryCard
            key={item.id}
            item={item}
            compact={compact}
            to={flow.detail(item.id)}
            saleValue={item.stock.sale_value}
            marker={
              <StockMarker
                category={item.category}
                isActive={item.is_active}
                quantity={item.stock.quantity}
              />
            }
          />
        )}
      />
    );
  };

  return (
    <InventoryTabs value={tab} onChange={setTab}>
      {content()}
    </InventoryTabs>
  );
}
