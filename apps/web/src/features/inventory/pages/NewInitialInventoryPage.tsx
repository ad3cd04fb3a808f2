import { NewInventoryForm } from '../components/NewInventoryForm.tsx';
import { INITIAL_FLOW } from '../model.ts';

/** '/initial-inventory-form' 'Nuevo inventario inicial' (docs/product/2-inventory-income-purchases.md §2): is_initial true. */
export default function NewInitialInventoryPage() {
  return <NewInventoryForm initial backTo={INITIAL_FLOW.list} />;
}
