import { EditInventoryView } from '../components/EditInventoryView.tsx';
import { INITIAL_FLOW } from '../model.ts';

/** '/edit-initial-inventory-form/:id' 'Editar inventario inicial' (spec 2 §2). */
export default function EditInitialInventoryPage() {
  return <EditInventoryView flow={INITIAL_FLOW} />;
}
