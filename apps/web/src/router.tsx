import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useSubscriptionStatus } from './api/subscription-status.ts';
import { Cargando } from './components/Cargando.tsx';
import { NotFound } from './components/NotFound.tsx';
import { authPages } from './features/auth/index.ts';
import { catalogPages } from './features/catalog/index.ts';
import { einvoicePages } from './features/einvoice/index.ts';
import { expensePages } from './features/expenses/index.ts';
import { incomePages } from './features/income/index.ts';
import { inventoryPages } from './features/inventory/index.ts';
import { notificationPages } from './features/notifications/index.ts';
import { onboardingPages } from './features/onboarding/index.ts';
import { openingPages } from './features/opening-balances/index.ts';
import { profilePages } from './features/profile/index.ts';
import { quickSalePages } from './features/quick-sale/index.ts';
import { reportPages } from './features/reports/index.ts';
import { shoppingPages } from './features/shopping/index.ts';
import { subscriptionPages } from './features/subscriptions/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { useSession } from './lib/session.ts';

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
 * replacing `Pending` on its line with a page of the feature's face (its routes.ts), e.g.
 * `page: xPages.y`, there `y: lazy(() => import('./pages/Y.tsx'))`.
 */
const Pending = NotFound;

/**
 * '/': the login form, or for a signed-in owner (a kept session reopening the app) the start page,
 * the manifest's start_url: a sale is one tap away (issue 30 item 1).
 */
function StartPage() {
  const { token, initialInfo } = useSession();
  if (!token) return <authPages.login />;
  return <Navigate to={initialInfo === 'true' ? '/my-income' : '/welcome-user'} replace />;
}

/** The full route table of docs/product/1-account.md §2, one line per route. */
export const ROUTES: AppRoute[] = [
  { path: '/', access: 'public', page: StartPage },
  { path: '/sign-up', access: 'public', page: authPages.signUp },
  { path: '/login', access: 'public', page: authPages.login },
  { path: '/logout', access: 'public', page: authPages.logout },
  { path: '/reset-password', access: 'public', page: authPages.resetPassword },
  { path: '/changepassword/:token', access: 'public', page: authPages.changePassword },
  { path: '/subscribe-invitation', access: 'public', page: subscriptionPages.invitation },
  { path: '/my-catalog', access: 'public', page: catalogPages.catalog },
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
  { path: '/my-profile', access: 'app', page: profilePages.profile },
  { path: '/my-profile/form', access: 'app', page: profilePages.form },
  { path: '/my-profile/einvoicing', access: 'app', page: einvoicePages.setup },
  { path: '/my-inventory', access: 'app', page: inventoryPages.myInventory },
  { path: '/inventory-form', access: 'app', page: inventoryPages.newItem },
  { path: '/inventory-form/:type', access: 'app', page: inventoryPages.newItem },
  { path: '/inventory-detail/:id', access: 'app', page: inventoryPages.detail },
  { path: '/stock-form/:id', access: 'app', page: inventoryPages.newStock },
  { path: '/edit-inventory-form/:id', access: 'app', page: inventoryPages.edit },
  { path: '/my-income', access: 'app', page: incomePages.landing },
  { path: '/income-detail/:type', access: 'app', page: incomePages.list },
  { path: '/income-detail/:type/:id', access: 'app', page: incomePages.creditDetail },
  // An opening receivable collected like a credit sale (docs/accounting.md §Collecting and paying opening balances); static segments outrank :type.
  { path: '/income-detail/opening/:id', access: 'app', page: openingPages.receivableDetail },
  { path: '/income-form/opening_payment/:id', access: 'app', page: openingPages.receivablePayment },
  {
    path: '/income-form/edit_opening_payment/:id/:payment_id',
    access: 'app',
    page: openingPages.receivablePayment,
  },
  { path: '/quick-sale', access: 'app', page: quickSalePages.quickSale },
  { path: '/income-form/:type', access: 'app', page: incomePages.form },
  { path: '/income-form/:type/:id', access: 'app', page: incomePages.form },
  { path: '/income-form/:type/:id/:payment_id', access: 'app', page: incomePages.form },
  { path: '/my-shopping', access: 'app', page: shoppingPages.landing },
  { path: '/shopping-detail/:type', access: 'app', page: shoppingPages.list },
  { path: '/shopping-detail/:type/:id', access: 'app', page: shoppingPages.creditDetail },
  { path: '/shopping-form/:type', access: 'app', page: Pending },
  { path: '/shopping-form/:type/:category', access: 'app', page: shoppingPages.form },
  { path: '/shopping-form/:type/:category/:id', access: 'app', page: shoppingPages.form },
  { path: '/shopping-form/:type/:category/:id/:payment_id', access: 'app', page: shoppingPages.form },
  { path: '/my-expenses', access: 'app', page: expensePages.landing },
  { path: '/expenses-detail/:type', access: 'app', page: expensePages.list },
  { path: '/expenses-detail/:type/:id', access: 'app', page: expensePages.creditDetail },
  // An opening liability paid like a credit expense.
  { path: '/expenses-detail/opening/:id', access: 'app', page: openingPages.liabilityDetail },
  { path: '/expenses-form/opening_payment/:id', access: 'app', page: openingPages.liabilityPayment },
  {
    path: '/expenses-form/edit_opening_payment/:id/:payment_id',
    access: 'app',
    page: openingPages.liabilityPayment,
  },
  { path: '/expenses-form/:type', access: 'app', page: expensePages.form },
  { path: '/expenses-form/:type/:id', access: 'app', page: expensePages.form },
  { path: '/expenses-form/:type/:id/:payment_id', access: 'app', page: expensePages.form },
  { path: '/notifications', access: 'app', page: notificationPages.notifications },
  { path: '/my-reports', access: 'app', page: reportPages.reports },
  { path: '/my-reports/:param', access: 'app', page: reportPages.reports },
  { path: '/my-reports/:param/:type', access: 'app', page: reportPages.reports },
  { path: '/subscription-plans', access: 'billing', page: subscriptionPages.plans },
  { path: '/subscription-validated', access: 'billing', page: subscriptionPages.validated },
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
