import { OpeningBalanceDetailPage } from './OpeningBalanceDetailPage.tsx';
import { OpeningPaymentFormPage } from './OpeningPaymentFormPage.tsx';

// One component per route; the receivable (Mis ingresos) and liability (Mis gastos) twins share a page.
export const ReceivableDetailPage = () => <OpeningBalanceDetailPage kind="receivable" />;
export const ReceivablePaymentFormPage = () => <OpeningPaymentFormPage kind="receivable" />;
export const LiabilityDetailPage = () => <OpeningBalanceDetailPage kind="liability" />;
export const LiabilityPaymentFormPage = () => <OpeningPaymentFormPage kind="liability" />;
