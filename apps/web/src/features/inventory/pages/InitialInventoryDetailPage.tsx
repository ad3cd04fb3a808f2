import { InventoryDetailView } from '../components/InventoryDetailView.tsx';
import { INITIAL_FLOW } from '../model.ts';

/** '/initial-inventory-detail/:id' 'Detalle del inventario inicial' (docs/product/2-inventory-income-purchases.md §2). */
export default function InitialInventoryDetailPage() {
  return <InventoryDetailView flow={INITIAL_FLOW} />;
}
