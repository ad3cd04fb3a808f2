import { type ComponentType, lazy } from 'react';

type Pages = typeof import('./pages/index.tsx');

// The whole setup flow is one lazily loaded chunk.
const page = (name: keyof Pages) =>
  lazy(() => import('./pages/index.tsx').then((m) => ({ default: m[name] as ComponentType })));

/** The initial-information screens, for the route table (docs/product/1-account.md §2). */
export const onboardingPages = {
  welcome: page('WelcomePage'),
  summary: page('InitialInformationPage'),
  assets: page('InitialAssetsPage'),
  assetCreate: page('InitialAssetCreatePage'),
  assetEdit: page('InitialAssetEditPage'),
  liabilities: page('InitialLiabilitiesPage'),
  liabilityCreate: page('InitialLiabilityCreatePage'),
  liabilityEdit: page('InitialLiabilityEditPage'),
  budgetIncome: page('BudgetIncomePage'),
  budgetIncomeCreate: page('BudgetIncomeCreatePage'),
  budgetIncomeEdit: page('BudgetIncomeEditPage'),
  budgetExpense: page('BudgetExpensePage'),
  budgetExpenseCreate: page('BudgetExpenseCreatePage'),
  budgetExpenseEdit: page('BudgetExpenseEditPage'),
};
