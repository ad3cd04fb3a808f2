import { StockFormView } from '../components/StockFormView.tsx';
import { REGULAR_FLOW } from '../model.ts';

/** '/stock-form/:id' 'Nuevo Stock' (docs/product/2-inventory-income-purchases.md §2). */
export default function StockFormPage() {
  return <StockFormView flow={REGULAR_FLOW} />;
}
