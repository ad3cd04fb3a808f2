import { EditInventoryView } from '../components/EditInventoryView.tsx';
import { REGULAR_FLOW } from '../model.ts';

/** '/edit-inventory-form/:id' 'Editar inventario' (docs/product/2-inventory-income-purchases.md §2). */
export default function EditInventoryPage() {
  return <EditInventoryView flow={REGULAR_FLOW} />;
}
