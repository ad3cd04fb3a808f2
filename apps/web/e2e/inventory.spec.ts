import { bogotaDays, pickerText, pickFirstOfPreviousMonth } from './pages/DatePicker.ts';
import { InventoryDetailPage, InventoryFormPage, InventoryListPage } from './pages/InventoryPages.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';
import { newUser, registerByApi } from './support/users.ts';

const REQUIRED = 'Este campo es requerido.';
const DIGITS = 'Solo se aceptan números, sin puntos, ni espacios.';

test.describe('inventory (docs/product/2-inventory-income-purchases.md §2-§8)', () => {
  test('products, services, batches, history, cancelling a batch and the public catalogue', async ({
    page,
    request,
    browser,
    context,
  }) => {
    const user = newUser({ tradename: 'Tienda Don Pepe' });
    const userId = await registerByApi(request, user);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(user.email, user.password);
    await expect(page).not.toHaveURL(/\/login$/);

    // Empty list, after the skeleton.
    const list = new InventoryListPage(page);
    await page.goto('/my-inventory');
    await expect(page.getByRole('heading', { name: 'Mi inventario' })).toBeVisible();
    await list.expectEmpty('Aún no existen Inventarios registrados.');

    // The share option copies the public catalogue link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Compartir catálogo' }).click();
    await expect(page.getByRole('textbox', { name: 'Enlace' })).toHaveValue(
      new RegExp(`/my-catalog\\?authorization=${userId}$`),
    );
    await page.getByRole('button', { name: 'Copiar' }).click();
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible({ timeout: 3000 });
    await page.keyboard.press('Escape');

    // A product with an image; the form checks its fields first (docs/product/2-inventory-income-purchases.md §5).
    await page.getByRole('link', { name: 'Agregar nuevo inventario.' }).click();
    await expect(page).toHaveURL(/\/inventory-form\/new$/);
    await expect(page.getByRole('heading', { name: 'Nuevo inventario' })).toBeVisible();
    const form = new InventoryFormPage(page);
    await form.save();
    await expect(page.getByText(REQUIRED).first()).toBeVisible();
    // Money as people type it (issue 10): '12.000' is twelve thousand pesos, not a refusal.
    await page.getByLabel(/^Valor de venta/).fill('12.000');
    await page.getByLabel(/^Valor de venta/).blur();
    await expect(page.getByLabel(/^Valor de venta/)).toHaveValue('12.000');
    await expect(page.getByText(DIGITS)).toBeHidden();
    await form.fill({
      category: 'Producto comprado',
      sku: 'CAF-001',
      name: 'Café molido',
      description: 'Bolsa de 500 g',
      cost: '8000',
      sale: '12000',
      quantity: '10',
      image: true,
    });
    await expect(page.getByText(DIGITS)).toBeHidden();
    await form.save();
    await form.modal.expectMessage('Inventario registrado', 'El inventario fue registrado correctamente.');
    await form.modal.accept();
    await expect(page).toHaveURL(/\/my-inventory$/);

    // A service: no cost, no quantity.
    await page.getByRole('link', { name: 'Agregar nuevo inventario.' }).click();
    await form.fill({ category: 'Servicio', name: 'Domicilio', sale: '3000' });
    await expect(page.getByLabel(/^Valor de costo/)).toHaveCount(0);
    await expect(page.getByLabel(/^Cantidad/)).toHaveCount(0);
    await form.save();
    await form.modal.expectMessage('Inventario registrado');
    await form.modal.accept();

    // The cards: image, category, reference, units, sale value; the service's availability.
    const product = list.card('Café molido');
    await expect(product.getByRole('img', { name: 'Café molido' })).toBeVisible();
    await expect(product).toContainText('Producto comprado');
    await expect(product).toContainText('Referencia: CAF-001');
    await expect(product.getByTestId('stock-quantity')).toHaveText('Stock: 10');
    await expect(product.getByTestId('sale-value')).toHaveText(/12\.000/);
    await expect(list.card('Domicilio').getByTestId('availability')).toHaveText('Disponible');
    await expect(page.locator('[data-layout="compact"]')).toBeVisible();

    // Edit the service: marked unavailable, it moves to 'Agotados'.
    await list.card('Domicilio').click();
    await expect(page.getByTestId('service-card')).toContainText('Disponible');
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/edit-inventory-form\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Editar inventario' })).toBeVisible();
    await page.getByLabel(/^Nombre/).fill('Domicilio barrio');
    await page.getByText('Disponible', { exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await form.modal.expectMessage('Inventario actualizado', 'El inventario fue actualizado correctamente.');
    await form.modal.accept();
    await expect(page).toHaveURL(/\/inventory-detail\/\d+$/);
    await expect(page.getByTestId('detail-name')).toHaveText('Domicilio barrio');
    await expect(page.getByTestId('service-card')).toContainText('No disponible');
    await expect(page.getByTestId('item-status')).toHaveText('Inactivo');
    await page.getByRole('link', { name: 'Regresar' }).click();
    await expect(page).toHaveURL(/\/my-inventory$/);

    // Filters are mutually exclusive.
    await list.tab('Agotados');
    await expect(list.cards()).toHaveCount(1);
    await expect(list.card('Domicilio barrio').getByTestId('availability')).toHaveText('No disponible');
    await list.tab('Servicios');
    await expect(list.cards()).toHaveCount(1);
    await expect(list.card('Domicilio barrio')).toBeVisible();
    await list.tab('Productos');
    await expect(list.cards()).toHaveCount(1);
    await expect(product).toBeVisible();
    await list.tab('Todos');
    await expect(list.cards()).toHaveCount(2);

    // Detail: one batch from the creation; add a second one.
    await product.click();
    await expect(page).toHaveURL(/\/inventory-detail\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Detalle del inventario' })).toBeVisible();
    const detail = new InventoryDetailPage(page);
    await expect(detail.batches()).toHaveCount(1);
    await expect(page.getByTestId('item-status')).toHaveText('Activo');
    const detailUrl = page.url();

    await page.getByRole('link', { name: 'Agregar stock' }).click();
    await expect(page).toHaveURL(/\/stock-form\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Nuevo Stock' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Información del Stock' })).toBeVisible();
    await expect(page.getByLabel(/^Cantidad/)).toHaveValue('0');
    await page.getByLabel(/^Valor de costo/).fill('9000');
    await page.getByLabel(/^Valor de venta/).fill('13000');
    await page.getByLabel(/^Cantidad/).fill('5');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await detail.modal.expectMessage('Stock registrado', 'El stock fue registrado correctamente.');
    await detail.modal.accept();
    await expect(page).toHaveURL(detailUrl);
    await expect(detail.batches()).toHaveCount(2);

    // Deleting an item that still has units is refused, with the server's reason.
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const remove = detail.confirmDialog('Eliminar Inventario');
    await expect(remove).toContainText('¿Desea eliminar este inventario?.');
    await remove.getByRole('button', { name: 'Eliminar' }).click();
    await detail.modal.expectMessage('Error');
    await expect(detail.modal.dialog).toContainText('aún tiene unidades disponibles');
    await detail.modal.accept();
    await expect(page).toHaveURL(detailUrl);

    // Cancel the new batch (newest first): confirmation, then 'Anulado' and no button.
    const newest = detail.batches().first();
    await expect(newest).toContainText(/13\.000/);
    await newest.getByRole('button', { name: 'Anular' }).click();
    const confirm = detail.confirmDialog('Anular Stock');
    await expect(confirm).toContainText('¿Desea anular este stock?.');
    // It says which batch (issue 10): its date, units and unit cost.
    await expect(confirm).toContainText(
      /Lote del \d{2}\/\d{2}\/\d{4}: \d+ unidades? a \$\s[\d.]+ de costo c\/u\./u,
    );
    await confirm.getByRole('button', { name: 'Anular' }).click();
    await expect(newest).toContainText('Anulado');
    await expect(newest.getByRole('button', { name: 'Anular' })).toHaveCount(0);

    // The history lists the new batch and the cancellation.
    await page.goto('/my-inventory');
    await list.tab('Historial');
    const history = page.getByTestId('history-card');
    await expect(history.filter({ hasText: 'Nuevo stock' }).first()).toContainText('Café molido');
    await expect(history.filter({ hasText: 'Anulación de stock' })).toHaveCount(1);
    await expect(history.first().getByTestId('history-date')).toHaveText(
      // dd/mm/aaaa and the time (issue 30 item 7).
      /^\d{2}\/\d{2}\/\d{4} \(\d{1,2}:\d{2}.*\)$/,
    );

    // The public catalogue, in a fresh browser without a session.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/my-catalog?authorization=${userId}`);
    await expect(publicPage.getByTestId('catalog-title')).toHaveText('Tienda Don Pepe');
    await expect(publicPage.getByTestId('catalog-city')).not.toBeEmpty();
    const publicCard = publicPage
      .getByTestId('inventory-card')
      .filter({ has: publicPage.getByText('Café molido', { exact: true }) });
    await expect(publicCard).toBeVisible();
    await expect(publicCard).toContainText('Bolsa de 500 g');
    await expect(publicCard.getByTestId('sale-value')).toHaveText(/12\.000/);
    // Only active items are public: the unavailable service is not listed.
    await expect(publicPage.getByTestId('inventory-card')).toHaveCount(1);
    // No cost value anywhere (8.000 and 9.000 are the batches' costs).
    await expect(publicPage.locator('body')).not.toContainText('8.000');
    await expect(publicPage.locator('body')).not.toContainText('9.000');
    await expect(publicPage.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
    await publicPage.getByRole('tab', { name: 'Historial' }).click();
    await expect(publicPage.getByTestId('empty-message')).toHaveText('No hay información para mostrar.');
    // Without the owner's id the catalogue shows nothing.
    await publicPage.goto('/my-catalog');
    await expect(publicPage.getByTestId('catalog-title')).toHaveCount(0);
    await expect(publicPage.getByTestId('inventory-card')).toHaveCount(0);
    await visitor.close();
  });

  test("the initial inventory: an initial product, then 'Continuar' closes the initial information", async ({
    page,
    request,
  }) => {
    const user = newUser();
    await registerByApi(request, user);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(user.email, user.password);
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto('/initial-inventory');
    const list = new InventoryListPage(page);
    await list.expectEmpty('Aún no existen Inventarios registrados.');
    await page.getByRole('link', { name: 'Agregar nuevo inventario.' }).click();
    await expect(page).toHaveURL(/\/initial-inventory-form$/);
    await expect(page.getByRole('heading', { name: 'Nuevo inventario inicial' })).toBeVisible();
    const form = new InventoryFormPage(page);
    await form.fill({
      category: 'Producto fabricado',
      name: 'Arepa de queso',
      cost: '1500',
      sale: '3000',
      quantity: '20',
    });
    await form.save();
    await form.modal.expectMessage(
      'Inventario inicial registrado',
      'El inventario inicial fue registrado correctamente.',
    );
    await form.modal.accept();
    await expect(page).toHaveURL(/\/initial-inventory$/);
    await list.card('Arepa de queso').click();
    await expect(page).toHaveURL(/\/initial-inventory-detail\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Detalle del inventario inicial' })).toBeVisible();
    await expect(page.getByTestId('batch-card')).toContainText('Inicial');

    await page.goto('/initial-inventory');
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Omitir' })).toHaveAttribute('href', '/my-profile');
    await page.getByRole('button', { name: 'Continuar' }).click();
    // Closing is for good: it asks first (issue 10).
    await page
      .getByRole('dialog', { name: 'Cerrar la información inicial' })
      .getByRole('button', { name: 'Sí, cerrar y continuar' })
      .click();
    await expect(page).toHaveURL(/\/my-inventory$/);
    expect((await login.storedSession()).initialInfo).toBe('true');

    // The server closed it too: a new login says so, and initial batches are refused now.
    const again = await request.post('/api/login/', { data: { email: user.email, password: user.password } });
    const body = (await again.json()) as { initial_info: boolean };
    expect(body.initial_info).toBe(true);
  });
});

test('a stock batch is entered as of the day it arrived (default today, never later)', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const { today, firstOfPreviousMonth } = bogotaDays();

  await page.goto(`/stock-form/${seller.items.arroz}`);
  await expect(page.getByRole('heading', { name: 'Nuevo Stock' })).toBeVisible();
  const date = page.getByRole('button', { name: /^Fecha/ });
  await expect(date).toHaveText(pickerText(today));
  await pickFirstOfPreviousMonth(page, date);
  await expect(date).toHaveText(pickerText(firstOfPreviousMonth));
  await page.getByLabel(/^Valor de costo/).fill('1800');
  await page.getByLabel(/^Valor de venta/).fill('3000');
  await page.getByLabel(/^Cantidad/).fill('4');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const detail = new InventoryDetailPage(page);
  await detail.modal.expectMessage('Stock registrado', 'El stock fue registrado correctamente.');
  await detail.modal.accept();
  await expect(page).toHaveURL(/\/inventory-detail\/\d+$/);

  // Newest date first: the creation's batch (today), then the one that arrived earlier.
  await expect(detail.batches()).toHaveCount(2);
  // The card's date reads '01/10/2026', dd/mm/aaaa like every date (issue 30 item 7).
  await expect(detail.batches().last()).toContainText(pickerText(firstOfPreviousMonth));
});
