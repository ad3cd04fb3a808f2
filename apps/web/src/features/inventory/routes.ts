import { lazy } from 'react';

/** The inventory screens, for the route table (docs/product/2-inventory-income-purchases.md §2). */
export const inventoryPages = {
  myInventory: lazy(() => import('./pages/MyInventoryPage.tsx')),
  newItem: lazy(() => import('./pages/NewInventoryPage.tsx')),
  detail: lazy(() => import('./pages/InventoryDetailPage.tsx')),
  newStock: lazy(() => import('./pages/StockFormPage.tsx')),
  edit: lazy(() => import('./pages/EditInventoryPage.tsx')),
  initialList: lazy(() => import('./pages/InitialInventoryPage.tsx')),
  initialNewItem: lazy(() => import('./pages/NewInitialInventoryPage.tsx')),
  initialDetail: lazy(() => import('./pages/InitialInventoryDetailPage.tsx')),
  initialNewStock: lazy(() => import('./pages/InitialStockFormPage.tsx')),
  initialEdit: lazy(() => import('./pages/EditInitialInventoryPage.tsx')),
};
