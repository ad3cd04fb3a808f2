import { DocumentLanding } from '../../../components/document/DocumentLanding.tsx';
import { PURCHASE_LANDING } from '../config.ts';

/** '/my-shopping' 'Mis compras' (docs/product/2-inventory-income-purchases.md §2): the month's real total, the three kinds, the export. */
export default function MyShoppingPage() {
  return <DocumentLanding config={PURCHASE_LANDING} />;
}
