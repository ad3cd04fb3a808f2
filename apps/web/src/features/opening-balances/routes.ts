import { type ComponentType, lazy } from 'react';

type Pages = typeof import('./pages/index.tsx');

// The abono screens of the opening balances are one lazily loaded chunk.
const page = (name: keyof Pages) =>
  lazy(() => import('./pages/index.tsx').then((m) => ({ default: m[name] as ComponentType })));

/** The opening-balance abono screens, for the route table. */
export const openingPages = {
  receivableDetail: page('ReceivableDetailPage'),
  receivablePayment: page('ReceivablePaymentFormPage'),
  liabilityDetail: page('LiabilityDetailPage'),
  liabilityPayment: page('LiabilityPaymentFormPage'),
};
