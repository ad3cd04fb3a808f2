import { PROFILE_MSG, SUBSCRIPTION_MSG } from '@cc/shared';
import type { Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { PlansPage } from './pages/PlansPages.ts';
import { ProfileFormPage, ProfilePage } from './pages/ProfilePages.ts';
import { expect, test } from './support/test.ts';
import { type NewUser, newUser, registerByApi } from './support/users.ts';

// A 1×1 PNG, made here so the test needs no fixture file.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type RecordRead = { subscription_name: string; subscription_active: boolean; amount: number };

/** The caller's subscription records, read with the browser's token (what the server holds). */
async function recordsOf(page: Page): Promise<RecordRead[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get('/api/subscriptions_billing/', {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as RecordRead[];
}

/** A user registered through the API (free trial included) and logged in through the UI. */
async function loggedIn(page: Page, request: Parameters<typeof registerByApi>[0], user: NewUser) {
  await registerByApi(request, user);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(user.email, user.password);
  await expect(page).toHaveURL(/\/welcome-user$/);
}

test.describe('profile (docs/product/1-account.md §2, §5, §8)', () => {
  test('edit the profile, then upload a logo; both show on the profile', async ({ page, request }) => {
    const user = newUser({ tradename: 'Tienda La Esquina' });
    await loggedIn(page, request, user);

    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.field('tradename')).toHaveText('Tienda La Esquina');
    await expect(profile.field('identification')).toHaveText(/^.+: \d+$/);
    await expect(profile.field('email')).toHaveText(user.email);

    // 'MI PLAN': the free trial started at registration.
    await page.getByRole('button', { name: 'MI PLAN' }).click();
    await expect(page.getByTestId('plan-detail')).toContainText('Prueba gratis');
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();

    await profile.edit();
    const form = new ProfileFormPage(page);
    await form.expectLoaded();
    await form.fill(/^Nombre comercial/, 'Almacén El Sol');
    await form.fill(/^Nombre\(s\)/, 'Ana Lucía');
    await form.choose('Departamento', 'Boyacá');
    // A new department empties the city until one of its own is chosen.
    await expect(page.getByRole('textbox', { name: 'Ciudad o municipio' })).toHaveValue('');
    await form.choose('Ciudad o municipio', 'Tunja');
    await form.fill(/^Dirección/, 'Carrera 9 # 20-15');
    await form.submit();
    await form.modal.expectMessage(PROFILE_MSG.updated.title, PROFILE_MSG.updated.text);
    await form.modal.accept();

    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(profile.field('tradename')).toHaveText('Almacén El Sol');
    await expect(profile.field('location')).toHaveText('Tunja, Boyacá');
    await expect(profile.field('address')).toHaveText('Carrera 9 # 20-15');
    await expect(profile.field('name')).toHaveText('Ana Lucía Rodríguez');
    // The stored user follows the edit (the banner and the welcome greet by first name).
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? '{}'));
    expect(stored.first_name).toBe('Ana Lucía');

    // The logo: no image yet, then the uploaded one.
    await expect(profile.logo).toHaveCount(0);
    await profile.uploadLogo({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await profile.modal.expectMessage(PROFILE_MSG.logoUpdated.title, PROFILE_MSG.logoUpdated.text);
    await profile.modal.accept();
    await expect(profile.logo).toHaveAttribute('src', /^\/media\/logos\/.+\.png$/);
    await expect
      .poll(() => profile.logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    // Still there after a reload: it comes from the server.
    await page.reload();
    await expect(profile.logo).toBeVisible();

    // 'Información financiera' lists the initial-information entries.
    await page.getByRole('button', { name: /Información financiera/ }).click();
    const options = page.getByRole('dialog', { name: 'Seleccione una opción' });
    await expect(options.getByRole('link')).toHaveText([
      'Información inicial',
      'Activos iniciales',
      'Pasivos iniciales',
      'Presupuesto de ingresos',
      'Presupuesto de gastos',
      'Inventario inicial',
    ]);
    await expect(options.getByRole('link', { name: 'Inventario inicial' })).toHaveAttribute(
      'href',
      '/initial-inventory',
    );
    await page.keyboard.press('Escape');

    // 'CERRAR SESIÓN' ends the session and reloads the app on the login.
    await page.getByRole('button', { name: 'CERRAR SESIÓN' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await new LoginPage(page).storedSession()).toEqual({
      token: null,
      initialInfo: null,
      userId: null,
    });
  });

  test("the form stops on the first '¡Alerta!' check", async ({ page, request }) => {
    await loggedIn(page, request, newUser());
    await page.goto('/my-profile/form');
    const form = new ProfileFormPage(page);
    await form.expectLoaded();

    await form.fill(/^Nombre comercial/, '   ');
    await form.clearDepartment();
    await expect(page.getByRole('textbox', { name: 'Ciudad o municipio' })).toBeDisabled();
    await form.submit();
    await form.modal.expectMessage(PROFILE_MSG.alertTitle, PROFILE_MSG.alert.tradename);
    await form.modal.accept();

    await form.fill(/^Nombre comercial/, 'Tienda Nueva');
    await form.submit();
    await form.modal.expectMessage(PROFILE_MSG.alertTitle, PROFILE_MSG.alert.state);
    await form.modal.accept();
    await expect(page).toHaveURL(/\/my-profile\/form$/);

    // Nothing was sent: 'Cancelar' goes back to the unchanged profile.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(new ProfilePage(page).field('tradename')).toHaveText('Tienda La Esquina');
  });
});

test.describe('login email change', () => {
  test('asks for the current password, and the server refuses a wrong one', async ({ page, request }) => {
    const user = newUser();
    await loggedIn(page, request, user);
    await page.goto('/my-profile/form');
    const form = new ProfileFormPage(page);
    await form.expectLoaded();
    const currentPassword = page.getByLabel(new RegExp(`^${PROFILE_MSG.currentPasswordLabel}`));
    // Only a new email asks for it.
    await expect(currentPassword).toHaveCount(0);

    const newEmail = `nuevo.${user.email}`;
    await form.fill(/^Correo electrónico/, newEmail);
    await expect(currentPassword).toBeVisible();
    await expect(page.getByText(PROFILE_MSG.currentPasswordHint)).toBeVisible();
    await form.submit();
    await form.modal.expectMessage(PROFILE_MSG.alertTitle, PROFILE_MSG.currentPasswordRequired);
    await form.modal.accept();

    await currentPassword.fill('NoEsLaClave1');
    await form.submit();
    await form.modal.expectMessage(PROFILE_MSG.updateFailed);
    await expect(form.modal.dialog).toContainText(
      `${PROFILE_MSG.currentPasswordLabel}: ${PROFILE_MSG.currentPasswordWrong}`,
    );
    await form.modal.accept();

    await currentPassword.fill(user.password);
    await form.submit();
    await form.modal.expectMessage(PROFILE_MSG.updated.title, PROFILE_MSG.updated.text);
    await form.modal.accept();
    await expect(new ProfilePage(page).field('email')).toHaveText(newEmail);
  });
});

test.describe('plans and Wompi checkout (docs/product/1-account.md §2, §4; simulator)', () => {
  test('paying the monthly plan activates it', async ({ page, request }) => {
    await loggedIn(page, request, newUser());
    const plans = new PlansPage(page);
    await plans.goto();
    // The free plan is hidden: registration already gave this user a record.
    await expect(plans.page.getByTestId('plan-name')).toHaveText([
      'Plan Mensual',
      'Plan Semestral',
      'Plan Anual',
    ]);
    await expect(plans.card('Plan Mensual').getByTestId('plan-price')).toHaveText('$30.000');

    await plans.payWithWompi('Plan Mensual');
    await expect(page.getByRole('heading', { name: 'Simulador de pagos Wompi' })).toBeVisible();
    await plans.decide('Aprobar pago');

    const success = page.getByTestId('subscription-success');
    await expect(success.getByRole('heading', { name: SUBSCRIPTION_MSG.validated.success })).toBeVisible();
    await expect(success.getByTestId('validated-plan')).toHaveText('Plan Mensual');
    // One date format everywhere, dd/mm/aaaa (issue 30 item 7).
    await expect(success.getByTestId('validated-until')).toHaveText(
      /^Suscripción valida hasta: \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(await recordsOf(page)).toEqual([
      expect.objectContaining({
        subscription_name: 'Plan Mensual',
        subscription_active: true,
        amount: 30000,
      }),
      expect.objectContaining({ subscription_name: 'Prueba gratis', subscription_active: true, amount: 0 }),
    ]);
    await success.getByRole('link', { name: SUBSCRIPTION_MSG.validated.finish }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
  });

  test('a declined payment shows the failure and leads back to the plans', async ({ page, request }) => {
    await loggedIn(page, request, newUser());
    const plans = new PlansPage(page);
    await plans.goto();
    await plans.payWithWompi('Plan Semestral');
    await plans.decide('Rechazar pago');

    const failed = page.getByTestId('subscription-failed');
    await expect(failed.getByRole('heading', { name: SUBSCRIPTION_MSG.validatedFailed.title })).toBeVisible();
    await expect(failed).toContainText(SUBSCRIPTION_MSG.validatedFailed.text);
    // The record made for the checkout stays inactive.
    expect(await recordsOf(page)).toEqual([
      expect.objectContaining({ subscription_name: 'Plan Semestral', subscription_active: false }),
      expect.objectContaining({ subscription_name: 'Prueba gratis', subscription_active: true }),
    ]);
    await failed.getByRole('link', { name: 'Ver Planes', exact: true }).click();
    await expect(page).toHaveURL(/\/subscription-plans$/);
  });

  test('the public invitation leads to the plans', async ({ page }) => {
    await page.goto('/subscribe-invitation');
    await expect(page.getByRole('heading', { name: SUBSCRIPTION_MSG.plansTitle })).toBeVisible();
    await expect(page.getByText(SUBSCRIPTION_MSG.invitation)).toBeVisible();
    await page.getByRole('link', { name: SUBSCRIPTION_MSG.seePlans }).click();
    // A visitor must log in first.
    await expect(page).toHaveURL(/\/login$/);
  });
});
