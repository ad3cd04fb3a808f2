import { lazy } from 'react';

/** The expense screens, for the route table (docs/product/3-expenses-reports.md §2). */
export const expensePages = {
  landing: lazy(() => import('./pages/MyExpensesPage.tsx')),
  list: lazy(() => import('./pages/ExpenseListPage.tsx')),
  creditDetail: lazy(() => import('./pages/ExpenseCreditPage.tsx')),
  // One chunk for the expense-form paths (new, edit, abono, edit abono).
  form: lazy(() => import('./pages/ExpenseFormPage.tsx')),
};
