import { BudgetCreatePage, BudgetEditPage } from './BudgetFormPages.tsx';
import { BudgetListPage } from './BudgetListPage.tsx';
import { InfoCreatePage, InfoEditPage } from './InfoFormPages.tsx';
import { InfoListPage } from './InfoListPage.tsx';

export { InitialInformationPage } from './InitialInformationPage.tsx';
export { WelcomePage } from './WelcomePage.tsx';

// One component per route of docs/product/1-account.md §2; the twin screens share their page with a `kind`.
export const InitialAssetsPage = () => <InfoListPage kind="assets" />;
export const InitialAssetCreatePage = () => <InfoCreatePage kind="assets" />;
export const InitialAssetEditPage = () => <InfoEditPage kind="assets" />;
export const InitialLiabilitiesPage = () => <InfoListPage kind="liabilities" />;
export const InitialLiabilityCreatePage = () => <InfoCreatePage kind="liabilities" />;
export const InitialLiabilityEditPage = () => <InfoEditPage kind="liabilities" />;
export const BudgetIncomePage = () => <BudgetListPage kind="income" />;
export const BudgetIncomeCreatePage = () => <BudgetCreatePage kind="income" />;
export const BudgetIncomeEditPage = () => <BudgetEditPage kind="income" />;
export const BudgetExpensePage = () => <BudgetListPage kind="expense" />;
export const BudgetExpenseCreatePage = () => <BudgetCreatePage kind="expense" />;
export const BudgetExpenseEditPage = () => <BudgetEditPage kind="expense" />;
