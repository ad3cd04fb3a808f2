import { lazy } from 'react';

/** The income screens, for the route table (docs/product/2-inventory-income-purchases.md §2). */
export const incomePages = {
  landing: lazy(() => import('./pages/MyIncomePage.tsx').then((m) => ({ default: m.MyIncomePage }))),
  list: lazy(() => import('./pages/IncomeListPage.tsx').then((m) => ({ default: m.IncomeListPage }))),
  creditDetail: lazy(() =>
    import('./pages/CreditDetailPage.tsx').then((m) => ({ default: m.CreditDetailPage })),
  ),
  // One chunk for the three income-form paths (sale, edit, abono).
  form: lazy(() => import('./pages/IncomeFormPage.tsx').then((m) => ({ default: m.IncomeFormPage }))),
};
