import { DocumentWizard } from '../../../components/document/DocumentWizard.tsx';
import { SHOPPING_WIZARD } from '../wizard.tsx';

/** '/shopping-form/:type/:category[/:id[/:payment_id]]' (docs/product/2-inventory-income-purchases.md §2): the purchase wizard and the abono form. */
export default function ShoppingFormPage() {
  return <DocumentWizard config={SHOPPING_WIZARD} />;
}
