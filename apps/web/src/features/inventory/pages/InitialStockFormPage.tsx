import { StockFormView } from '../components/StockFormView.tsx';
import { INITIAL_FLOW } from '../model.ts';

/** '/initial-stock-form/:id' 'Nuevo Stock Inicial' (docs/product/2-inventory-income-purchases.md §2). */
export default function InitialStockFormPage() {
  return <StockFormView flow={INITIAL_FLOW} />;
}
