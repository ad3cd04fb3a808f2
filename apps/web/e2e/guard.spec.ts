import { bogotaDate } from '@cc/shared';
import type { Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { expect, test } from './support/test.ts';
import { newUser, registerByApi } from './support/users.ts';

/** Answers the subscription check as the server would for an expired or missing plan. */
async function subscriptionInactive(page: Page): Promise<void> {
  await page.route('**/api/subscriptions_billing/validated-user', (route) =>
    route.fulfill({ json: { is_active: false, subscription: null } }),
  );
}

test.describe('route guard (docs/product/1-account.md §2)', () => {
  test('without an active subscription, login and private pages lead to the invitation', async ({
    page,
    request,
  }) => {
    const user = newUser();
    await registerByApi(request, user);
    await subscriptionInactive(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(user.email, user.password);
    await expect(page).toHaveURL(/\/subscribe-invitation$/);

    await page.goto('/my-income');
    await expect(page).toHaveURL(/\/subscribe-invitation$/);
    // The payment return page and the plans are never redirected.
    await page.goto('/subscription-plans');
    await expect(page.getByRole('heading', { name: 'Accede a nuestros planes' })).toBeVisible();
    await expect(page).toHaveURL(/\/subscription-plans$/);
    await page.goto('/subscription-validated');
    await expect(page.getByTestId('subscription-failed')).toBeVisible();
    await expect(page).toHaveURL(/\/subscription-validated$/);
    // No side navigation without an active subscription.
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  });

  test('with an active subscription the side navigation shows its six entries and the banner', async ({
    page,
    request,
  }) => {
    const user = newUser({ first_name: 'rosa' });
    await registerByApi(request, user);
    // Ten calendar days after today in Bogota, the zone the browser runs in (playwright.config).
    const finalDate = bogotaDate(new Date(Date.now() + 10 * 86_400_000));
    await page.route('**/api/subscriptions_billing/validated-user', (route) =>
      route.fulfill({
        json: {
          is_active: true,
          subscription: { id: 1, name: 'Plan Mensual', final_date: finalDate, amount: 30000 },
        },
      }),
    );
    const login = new LoginPage(page);
    await login.goto();
    await login.login(user.email, user.password);
    await expect(page).toHaveURL(/\/welcome-user$/);

    await page.goto('/my-income');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link')).toHaveText([
      'Perfil',
      'Inventario',
      'Ingresos',
      'Compras',
      'Gastos',
      'Informes',
    ]);
    await expect(nav.getByRole('link', { name: 'Informes' })).toHaveAttribute('href', '/my-reports/report');
    await expect(page.getByTestId('subscription-banner')).toHaveText(
      'Rosa, te quedan 10 días de tu plan de Plan Mensual!',
    );

    // Setup pages show the navigation only once the initial information is closed.
    await page.goto('/initial-information');
    await expect(page).toHaveURL(/\/initial-information$/);
    // Wait for the page itself, so "no navigation" is a real observation and not a blank screen.
    await expect(page.getByRole('heading', { name: 'Información inicial' })).toBeVisible();
    await expect(nav).toHaveCount(0);
  });
});
