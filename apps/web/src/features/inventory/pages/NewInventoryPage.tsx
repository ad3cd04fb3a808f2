import { useParams } from 'react-router';
import { NewInventoryForm } from '../components/NewInventoryForm.tsx';
import { INITIAL_FLOW, INVENTORY_TITLES, REGULAR_FLOW } from '../model.ts';

/**
 * '/inventory-form' and '/inventory-form/:type' 'Nuevo inventario' (docs/product/2-inventory-income-purchases.md §2): type 'initial'
 * creates initial inventory and returns to /initial-inventory, any other type to /my-inventory.
 */
export default function NewInventoryPage() {
  const initial = useParams().type === 'initial';
  return (
    <NewInventoryForm
      initial={initial}
      title={INVENTORY_TITLES.create}
      backTo={initial ? INITIAL_FLOW.list : REGULAR_FLOW.list}
    />
  );
}
