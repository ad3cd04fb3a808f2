import { InventoryDetailView } from '../components/InventoryDetailView.tsx';
import { INITIAL_FLOW } from '../model.ts';

/** '/initial-inventory-detail/:id' 'Detalle del inventario inicial' (spec 2 §2). */
export default function InitialInventoryDetailPage() {
  return <InventoryDetailView flow={INITIAL_FLOW} />;
}
