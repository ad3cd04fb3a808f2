import { lazy } from 'react';

/** The public catalogue, for the route table (docs/product/2-inventory-income-purchases.md §2). */
export const catalogPages = {
  // Public: loads nothing of the owner's screens.
  catalog: lazy(() => import('./pages/CatalogPage.tsx')),
};
