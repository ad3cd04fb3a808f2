import { EditInventoryView } from '../components/EditInventoryView.tsx';
import { INITIAL_FLOW } from '../model.ts';

/** '/edit-initial-inventory-form/:id' 'Editar inventario inicial' (docs/product/2-inventory-income-purchases.md §2). */
export default function EditInitialInventoryPage() {
  return <EditInventoryView flow={INITIAL_FLOW} />;
}
