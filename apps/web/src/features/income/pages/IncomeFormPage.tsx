import { DocumentWizard } from '../../../components/document/DocumentWizard.tsx';
import { INCOME_WIZARD } from '../wizard.tsx';

/** '/income-form/:type[/:id[/:payment_id]]' (docs/product/2-inventory-income-purchases.md §2): the sale wizard and the abono form. */
export function IncomeFormPage() {
  return <DocumentWizard config={INCOME_WIZARD} />;
}
