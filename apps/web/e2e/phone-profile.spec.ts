import { ProfileFormPage, ProfilePage } from './pages/ProfilePages.ts';
import { SignUpPage } from './pages/SignUpPage.ts';
import { PHONE } from './support/phone.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';
import { newUser } from './support/users.ts';

test.use(PHONE);

// Issue 10 item 7: on a phone the profile's Departamento/Ciudad lists scrolled away and never
// opened (Mantine's floating list hides when the browser scrolls its field out of view). On a
// touch screen they are the phone's own pickers.
test('a phone edits the department and city of the profile with its own pickers', async ({
  page,
  request,
}) => {
  await openSession(page, await createSeller(request));
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.edit();
  const form = new ProfileFormPage(page);
  await form.expectLoaded();

  const state = page.getByRole('combobox', { name: 'Departamento' });
  const city = page.getByRole('combobox', { name: 'Ciudad o municipio' });
  await form.choose('Departamento', 'Caldas');
  // A new department empties the city and lists that department's cities only.
  await expect(city).toHaveValue('');
  await expect(city.locator('option', { hasText: 'Medellín' })).toHaveCount(0);
  await form.choose('Ciudad o municipio', 'Manizales');
  await expect(state.locator('option:checked')).toHaveText('Caldas');

  await page.getByRole('button', { name: 'Actualizar' }).tap();
  await form.modal.accept();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(profile.field('location')).toContainText('Manizales');
  await expect(profile.field('location')).toContainText('Caldas');
});

test('sign-up on a phone: a new department drops the city chosen for the old one', async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.fillUpToContact(newUser());
  const city = page.getByRole('combobox', { name: 'Ciudad o municipio' });
  await expect(city.locator('option:checked')).toHaveText('Medellín');

  await signUp.choose('Departamento', undefined, 'Caldas');
  await expect(city).toHaveValue('');
  await signUp.next();
  await expect(page.getByText('Ciudad o municipio')).toBeVisible(); // still on the contact step
  await signUp.expectStep('Información de contacto');
  await signUp.choose('Ciudad o municipio', undefined, 'Manizales');
  await signUp.next();
  await expect(page.locator('altcha-widget')).toBeVisible();
});
