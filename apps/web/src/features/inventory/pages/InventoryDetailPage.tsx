import { InventoryDetailView } from '../components/InventoryDetailView.tsx';
import { REGULAR_FLOW } from '../model.ts';

/** '/inventory-detail/:id' 'Detalle del inventario' (docs/product/2-inventory-income-purchases.md §2). */
export default function InventoryDetailPage() {
  return <InventoryDetailView flow={REGULAR_FLOW} />;
}
