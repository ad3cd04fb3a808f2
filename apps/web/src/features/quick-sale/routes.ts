import { lazy } from 'react';

/** The quick-sale screen, for the route table. */
export const quickSalePages = {
  quickSale: lazy(() => import('./pages/QuickSalePage.tsx').then((m) => ({ default: m.QuickSalePage }))),
};
