import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { Cargando } from './components/Cargando.tsx';
import { NotFound } from './components/NotFound.tsx';
import { ChangePasswordPage } from './features/auth/pages/ChangePasswordPage.tsx';
import { LoginPage } from './features/auth/pages/LoginPage.tsx';
import { LogoutPage } from './features/auth/pages/LogoutPage.tsx';
import { ResetPasswordPage } from './features/auth/pages/ResetPasswordPage.tsx';
import { inventoryPages } from './features/inventory/routes.ts';
import { onboardingPages } from './features/onboarding/routes.ts';
import { openingPages } from './features/opening-balances/routes.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { useSession } from './lib/session.ts';
import { useSubscriptionStatus } from './lib/subscription-status.ts';

// The wizard carries the captcha widget and the legal text: loaded only when visited.
const SignUpPage = lazy(() =>
  import('./features/auth/pages/SignUpPage.tsx').then((m) => ({ default: m.SignUpPage })),
);
// One chunk for the expense-form paths (new, edit, abono, edit abono).
const ExpenseFormPage = lazy(() => import('./features/expenses/pages/ExpenseFormPage.tsx'));
// One chunk for the three income-form paths (sale, edit, abono).
const IncomeFormPage = lazy(() =>
  import('./features/income/pages/IncomeFormPage.tsx').then((m) => ({ default: m.IncomeFormPage })),
);
const ShoppingFormPage = lazy(() => import('./features/shopping/pages/ShoppingFormPage.tsx'));

/**
 * How a route is guarded (docs/product/1-account.md §2):
 * - public:  no login needed, no side navigation.
 * - setup:   login needed; the initial (setup) flow. Side navigation only when the stored
 *            initial_info flag is 'true'. Inactive subscription → /subscribe-invitation.
 * - app:     login needed; side navigation only with an active subscription.
 *            Inactive subscription → the page renders, then /subscribe-invitation.
 * - billing: login needed, never redirected for the subscription: /subscription-validated
 *            (spec) and /subscription-plans (otherwise 'Ver planes' on the invitation
 *            would bounce an inactive user straight back to the invitation).
 */
type Access = 'public' | 'setup' | 'app' | 'billing';
type AppRoute = { path: string; access: Access; page: ComponentType };

/**
 * Screens not built yet render 'ERROR 404' inside their guard. Adding a screen is
 * replacing `Pending` on its line, e.g. `page: lazy(() => import('./features/x/pages/Y.tsx'))`.
 */
const Pending = NotFound;
const reportsPage = lazy(() => import('./features/reports/pages/ReportsPage.tsx'));

/** The full route table of docs/product/1-account.md §2, one line per route. */
export const ROUTES: AppRoute[] = [
  { path: '/', access: 'public', page: LoginPage },
  { path: '/sign-up', access: 'public', page: SignUpPage },
  { path: '/login', access: 'public', page: LoginPage },
  { path: '/logout', access: 'public', page: LogoutPage },
  { path: '/reset-password', access: 'public', page: ResetPasswordPage },
  { path: '/changepassword/:token', access: 'public', page: ChangePasswordPage },
  {
    path: '/subscribe-invitation',
    access: 'public',
    page: lazy(() => import('./features/subscriptions/pages/SubscribeInvitationPage.tsx')),
  },
  { path: '/my-catalog', access: 'public', page: inventoryPages.catalog },
  { path: '/welcome-user', access: 'setup', page: onboardingPages.welcome },
  { path: '/initial-information', access: 'setup', page: onboardingPages.summary },
  { path: '/initial-assets', access: 'setup', page: onboardingPages.assets },
  { path: '/initial-assets-form', access: 'setup', page: onboardingPages.assetCreate },
  { path: '/edit-initial-assets-form/:id', access: 'setup', page: onboardingPages.assetEdit },
  { path: '/initial-liabilities', access: 'setup', page: onboardingPages.liabilities },
  { path: '/initial-liabilities-form', access: 'setup', page: onboardingPages.liabilityCreate },
  { path: '/edit-initial-liabilities-form/:id', access: 'setup', page: onboardingPages.liabilityEdit },
  { path: '/initial-budget-income', access: 'setup', page: onboardingPages.budgetIncome },
  { path: '/initial-budget-income-form', access: 'setup', page: onboardingPages.budgetIncomeCreate },
  { path: '/edit-initial-budget-income-form/:id', access: 'setup', page: onboardingPages.budgetIncomeEdit },
  { path: '/initial-budget-expense', access: 'setup', page: onboardingPages.budgetExpense },
  { path: '/initial-budget-expense-form', access: 'setup', page: onboardingPages.budgetExpenseCreate },
  { path: '/edit-initial-budget-expense-form/:id', access: 'setup', page: onboardingPages.budgetExpenseEdit },
  { path: '/initial-inventory', access: 'setup', page: inventoryPages.initialList },
  { path: '/initial-inventory-form', access: 'setup', page: inventoryPages.initialNewItem },
  { path: '/initial-inventory-detail/:id', access: 'setup', page: inventoryPages.initialDetail },
  { path: '/initial-stock-form/:id', access: 'setup', page: inventoryPages.initialNewStock },
  { path: '/edit-initial-inventory-form/:id', access: 'setup', page: inventoryPages.initialEdit },
  {
    path: '/my-profile',
    access: 'app',
    page: lazy(() => import('./features/profile/pages/ProfilePage.tsx')),
  },
  {
    path: '/my-profile/form',
    access: 'app',
    page: lazy(() => import('./features/profile/pages/ProfileFormPage.tsx')),
  },
  { path: '/my-inventory', access: 'app', page: inventoryPages.myInventory },
  { path: '/inventory-form', access: 'app', page: inventoryPages.newItem },
  { path: '/inventory-form/:type', access: 'app', page: inventoryPages.newItem },
  { path: '/inventory-detail/:id', access: 'app', page: inventoryPages.detail },
  { path: '/stock-form/:id', access: 'app', page: inventoryPages.newStock },
  { path: '/edit-inventory-form/:id', access: 'app', page: inventoryPages.edit },
  {
    path: '/my-income',
    access: 'app',
    page: lazy(() =>
      import('./features/income/pages/MyIncomePage.tsx').then((m) => ({ default: m.MyIncomePage })),
    ),
  },
  {
    path: '/income-detail/:type',
    access: 'app',
    page: lazy(() =>
      import('./features/income/pages/IncomeListPage.tsx').then((m) => ({ default: m.IncomeListPage })),
    ),
  },
  {
    path: '/income-detail/:type/:id',
    access: 'app',
    page: lazy(() =>
      import('./features/income/pages/CreditDetailPage.tsx').then((m) => ({ default: m.CreditDetailPage })),
    ),
  },
  // An opening receivable collected like a credit sale (docs/accounting.md §Collecting and paying opening balances); static segments outrank :type.
  { path: '/income-detail/opening/:id', access: 'app', page: openingPages.receivableDetail },
  { path: '/income-form/opening_payment/:id', access: 'app', page: openingPages.receivablePayment },
  {
    path: '/income-form/edit_opening_payment/:id/:payment_id',
    access: 'app',
    page: openingPages.receivablePayment,
  },
  {
    path: '/quick-sale',
    access: 'app',
    page: lazy(() =>
      import('./features/quick-sale/pages/QuickSalePage.tsx').then((m) => ({ default: m.QuickSalePage })),
    ),
  },
  { path: '/income-form/:type', access: 'app', page: IncomeFormPage },
  { path: '/income-form/:type/:id', access: 'app', page: IncomeFormPage },
  { path: '/income-form/:type/:id/:payment_id', access: 'app', page: IncomeFormPage },
  {
    path: '/my-shopping',
    access: 'app',
    page: lazy(() => import('./features/shopping/pages/MyShoppingPage.tsx')),
  },
  {
    path: '/shopping-detail/:type',
    access: 'app',
    page: lazy(() => import('./features/shopping/pages/ShoppingListPage.tsx')),
  },
  {
    path: '/shopping-detail/:type/:id',
    access: 'app',
    page: lazy(() => import('./features/shopping/pages/ShoppingCreditPage.tsx')),
  },
  { path: '/shopping-form/:type', access: 'app', page: Pending },
  { path: '/shopping-form/:type/:category', access: 'app', page: ShoppingFormPage },
  { path: '/shopping-form/:type/:category/:id', access: 'app', page: ShoppingFormPage },
  { path: '/shopping-form/:type/:category/:id/:payment_id', access: 'app', page: ShoppingFormPage },
  {
    path: '/my-expenses',
    access: 'app',
    page: lazy(() => import('./features/expenses/pages/MyExpensesPage.tsx')),
  },
  {
    path: '/expenses-detail/:type',
    access: 'app',
    page: lazy(() => import('./features/expenses/pages/ExpenseListPage.tsx')),
  },
  {
    path: '/expenses-detail/:type/:id',
    access: 'app',
    page: lazy(() => import('./features/expenses/pages/ExpenseCreditPage.tsx')),
  },
  // An opening liability paid like a credit expense.
  { path: '/expenses-detail/opening/:id', access: 'app', page: openingPages.liabilityDetail },
  { path: '/expenses-form/opening_payment/:id', access: 'app', page: openingPages.liabilityPayment },
  {
    path: '/expenses-form/edit_opening_payment/:id/:payment_id',
    access: 'app',
    page: openingPages.liabilityPayment,
  },
  { path: '/expenses-form/:type', access: 'app', page: ExpenseFormPage },
  { path: '/expenses-form/:type/:id', access: 'app', page: ExpenseFormPage },
  { path: '/expenses-form/:type/:id/:payment_id', access: 'app', page: ExpenseFormPage },
  {
    path: '/notifications',
    access: 'app',
    page: lazy(() => import('./features/notifications/pages/NotificationsPage.tsx')),
  },
  { path: '/my-reports', access: 'app', page: reportsPage },
  { path: '/my-reports/:param', access: 'app', page: reportsPage },
  { path: '/my-reports/:param/:type', access: 'app', page: reportsPage },
  {
    path: '/subscription-plans',
    access: 'billing',
    page: lazy(() => import('./features/subscriptions/pages/PlansPage.tsx')),
  },
  {
    path: '/subscription-validated',
    access: 'billing',
    page: lazy(() => import('./features/subscriptions/pages/SubscriptionValidatedPage.tsx')),
  },
];

/** Guard + layout of one route (docs/product/1-account.md §2 "Route guard"). */
function RouteShell({ access, children }: { access: Access; children: ReactNode }) {
  const { token, initialInfo } = useSession();
  const subscription = useSubscriptionStatus();
  const navigate = useNavigate();

  // Failures of the check are ignored: only a 200 saying "not active" redirects.
  const redirectToInvitation =
    token !== null && (access === 'app' || access === 'setup') && subscription.state === 'inactive';
  useEffect(() => {
    if (redirectToInvitation) navigate('/subscribe-invitation', { replace: true });
  }, [redirectToInvitation, navigate]);

  const page = <Suspense fallback={<Cargando />}>{children}</Suspense>;
  if (access === 'public') return page;
  if (!token) return <Navigate to="/login" replace />;
  const showNav = access === 'setup' ? initialInfo === 'true' : subscription.state === 'active';
  return <AppLayout showNav={showNav}>{page}</AppLayout>;
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      ...ROUTES.map(({ path, access, page: Page }) => ({
        path,
        element: (
          <RouteShell access={access}>
            <Page />
          </RouteShell>
        ),
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
