import { lazy } from 'react';

/** The electronic-invoicing screens, for the route table. */
export const einvoicePages = {
  setup: lazy(() => import('./pages/EinvoicePage.tsx')),
};
