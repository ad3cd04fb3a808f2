import { StockFormView } from '../components/StockFormView.tsx';
import { REGULAR_FLOW } from '../model.ts';

/** '/stock-form/:id' 'Nuevo Stock' (spec 2 §2). */
export default function StockFormPage() {
  return <StockFormView flow={REGULAR_FLOW} />;
}
