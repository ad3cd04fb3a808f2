import { DocumentWizard } from '../../../components/document/DocumentWizard.tsx';
import { INCOME_WIZARD } from '../wizard.tsx';

/** '/income-form/:type[/:id[/:payment_id]]' (spec 2 §2): the sale wizard and the abono form. */
export function IncomeFormPage() {
  return <DocumentWizard config={INCOME_WIZARD} />;
}
