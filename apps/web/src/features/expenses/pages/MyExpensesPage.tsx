import { DocumentLanding } from '../../../components/document/DocumentLanding.tsx';
import { EXPENSE_LANDING } from '../config.ts';

/** '/my-expenses' 'Mis gastos' (docs/product/3-expenses-reports.md §2): the month against its budget, the three kinds, the export. */
export default function MyExpensesPage() {
  return <DocumentLanding config={EXPENSE_LANDING} />;
}
