import { MSG } from '@cc/shared';
import { InventoryFormPage, InventoryListPage } from './pages/InventoryPages.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';
import { PHONE } from './support/phone.ts';
import { expect, test } from './support/test.ts';
import { newUser } from './support/users.ts';

// Issue 30 items 3 and 4, on a phone: signing up without friction, product names as shops write them.
test.use(PHONE);

const GROCERY =
  'Comercio al por menor en establecimientos no especializados con surtido compuesto principalmente por alimentos, bebidas o tabaco';

test('an e-mail typed right after tapping Regístrate is kept, even while the wizard still loads', async ({
  page,
}) => {
  // A slow phone: the wizard's code arrives late. Before, the login form stayed on screen meanwhile
  // and what was typed in its e-mail field vanished when the wizard replaced it.
  await page.route(/\/assets\/SignUpPage-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await new LoginPage(page).goto();
  await page.getByRole('link', { name: 'Regístrate' }).tap();
  const email = page.getByLabel('Correo electrónico');
  await email.tap();
  await page.keyboard.type('tendera.rapida@example.com');
  await expect(page.getByRole('heading', { name: 'Registro de usuario' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(email).toHaveValue('tendera.rapida@example.com');
});

test("sign-up lands signed in, 'tienda' finds 4711, and 'Coca-Cola 400 ml' is saved", async ({ page }) => {
  const user = newUser();
  const signUp = new SignUpPage(page);
  await signUp.goto();
  // Typed as soon as the page shows: nothing the page loads afterwards clears it.
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.waitForTimeout(500);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email);
  await signUp.fillUser(user);
  await signUp.next();
  await signUp.fillPersonal(user);
  await signUp.next();

  // The economic activity by the word a shopkeeper uses.
  await signUp.expectStep('Información comercial');
  await page.getByLabel(/^Nombre comercial/).fill(user.tradename);
  const activity = page.getByRole('textbox', { name: 'Actividad económica' });
  await activity.tap();
  await activity.fill('tienda');
  await expect(page.getByRole('option').first()).toHaveText(GROCERY);
  await activity.fill('ropa');
  await expect(page.getByRole('option').first()).toHaveText(/^Comercio al por menor de prendas de vestir/);
  await expect(page.getByRole('option', { name: /Propagación de plantas/ })).toHaveCount(0);
  await activity.fill('tienda');
  await page.getByRole('option', { name: GROCERY }).tap();
  await expect(activity).toHaveValue(GROCERY);
  await signUp.next();

  await signUp.fillContact(user);
  await signUp.next();
  await signUp.acceptTerms();
  await signUp.submit();
  await signUp.modal.expectMessage(MSG.register.success.title, MSG.register.success.text);
  await signUp.modal.accept();

  // Signed in by the registration itself: the first screen of a new account, no second login.
  await expect(page).toHaveURL(/\/welcome-user$/);
  const session = await new LoginPage(page).storedSession();
  expect(session.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  expect(session.initialInfo).toBe('false');
  expect(session.userId).toMatch(/^\d+$/);

  // A product named as it is sold.
  await page.goto('/inventory-form/new');
  await expect(page.getByRole('heading', { name: 'Nuevo inventario' })).toBeVisible();
  const form = new InventoryFormPage(page);
  await form.fill({ category: 'Producto comprado', name: 'Coca-Cola 400 ml', cost: '1800', sale: '2500' });
  await form.save();
  await form.modal.expectMessage('Inventario registrado', 'El inventario fue registrado correctamente.');
  await form.modal.accept();
  await expect(page).toHaveURL(/\/my-inventory$/);
  await expect(new InventoryListPage(page).card('Coca-Cola 400 ml')).toBeVisible();
});
