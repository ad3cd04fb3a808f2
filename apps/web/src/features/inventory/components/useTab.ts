import { useSearchParams } from 'react-router';
import { DEFAULT_TAB, type InventoryTab, isInventoryTab } from '../model.ts';

/**
 * The selected list filter, kept in the URL (?tab=) so returning from a detail restores it.
 * Unknown values fall back to 'Todos' (docs/product/2-inventory-income-purchases.md §2: default All).
 */
export function useInventoryTab(): [InventoryTab, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isInventoryTab(raw) ? raw : DEFAULT_TAB;
  const setTab = (next: string | null) => {
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (!next || next === DEFAULT_TAB) copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };
  return [tab, setTab];
}
