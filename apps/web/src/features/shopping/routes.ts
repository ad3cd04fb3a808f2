import { lazy } from 'react';

/** The purchase screens, for the route table (docs/product/2-inventory-income-purchases.md §2). */
export const shoppingPages = {
  landing: lazy(() => import('./pages/MyShoppingPage.tsx')),
  list: lazy(() => import('./pages/ShoppingListPage.tsx')),
  creditDetail: lazy(() => import('./pages/ShoppingCreditPage.tsx')),
  form: lazy(() => import('./pages/ShoppingFormPage.tsx')),
};
