import { expect, test } from './support/test.ts';

test('an unknown path shows ERROR 404', async ({ page }) => {
  await page.goto('/esta-ruta-no-existe');
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
});

test('private routes send a visitor to the login', async ({ page }) => {
  for (const path of ['/my-profile', '/initial-information', '/subscription-plans']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('home shows the login screen and links to sign-up and password recovery', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByRole('link', { name: 'Inicia sesión' }).click();
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});
