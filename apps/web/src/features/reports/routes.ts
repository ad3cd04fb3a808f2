import { lazy } from 'react';

/** The reports screen, for the route table (docs/product/3-expenses-reports.md): one page for its three paths. */
export const reportPages = {
  reports: lazy(() => import('./pages/ReportsPage.tsx')),
};
