import { DocumentWizard } from '../../../components/document/DocumentWizard.tsx';
import { EXPENSE_WIZARD } from '../wizard.tsx';

/**
 * '/expenses-form/…' (docs/product/3-expenses-reports.md §2): cash|bank|credit, edit_<kind>/:id, payment/:id and
 * edit_payment/:id/:payment_id. `?reminder=R&expense=E&date=D` accepts reminder R.
 */
export default function ExpenseFormPage() {
  return <DocumentWizard config={EXPENSE_WIZARD} />;
}
