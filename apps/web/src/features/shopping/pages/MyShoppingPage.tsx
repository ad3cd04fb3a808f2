import { DocumentLanding } from '../../../components/document/DocumentLanding.tsx';
import { PURCHASE_LANDING } from '../config.ts';

/** '/my-shopping' 'Mis compras' (spec 2 §2): the month's real total, the three kinds, the export. */
export default function MyShoppingPage() {
  return <DocumentLanding config={PURCHASE_LANDING} />;
}
