import { InventoryDetailView } from '../components/InventoryDetailView.tsx';
import { REGULAR_FLOW } from '../model.ts';

/** '/inventory-detail/:id' 'Detalle del inventario' (spec 2 §2). */
export default function InventoryDetailPage() {
  return <InventoryDetailView flow={REGULAR_FLOW} />;
}
