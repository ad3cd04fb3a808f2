import { expect, type Locator, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';
import { chooseOption } from './Select.ts';

/** A Mantine Select or Autocomplete: open it, type to filter, pick the option. */
async function pick(page: Page, field: Locator, option: string | RegExp, search?: string): Promise<void> {
  await field.click();
  if (search !== undefined) await field.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** '/my-shopping', '/shopping-detail/:type' and '/shopping-detail/credit/:id'. */
export class ShoppingScreens {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async gotoMyShopping(): Promise<void> {
    await this.page.goto('/my-shopping');
    await expect(this.page.getByRole('heading', { name: 'Mis compras' })).toBeVisible();
  }

  /** 'Nueva compra' → the type modal → one of the three lists. */
  async chooseType(label: 'Efectivo' | 'Banco' | 'Créditos / Cuentas por pagar'): Promise<void> {
    await this.page.getByRole('button', { name: 'Nueva compra' }).click();
    await this.page.getByRole('dialog', { name: 'Nueva compra' }).getByRole('link', { name: label }).click();
  }

  /** The cash list, then 'Registrar nueva compra en efectivo' and the category. */
  async registerCash(category: 'Inventario' | 'Propiedades, planta y equipo' | 'Otros'): Promise<void> {
    await this.page.goto('/shopping-detail/cash');
    await this.register('efectivo', category);
  }

  /** 'Registrar nueva compra en {type}' → the category modal → the wizard. */
  async register(
    type: string,
    category: 'Inventario' | 'Propiedades, planta y equipo' | 'Otros',
  ): Promise<void> {
    await this.page.getByRole('button', { name: `Registrar nueva compra en ${type}` }).click();
    const modal = this.page.getByRole('dialog', {
      name: 'Seleccione la categoría a la que pertenece la compra',
    });
    await modal.getByRole('link', { name: category }).click();
  }

  row(reference: string): Locator {
    return this.page.locator(`[data-testid="shopping-row"][data-reference="${reference}"]`);
  }

  get listTotal(): Locator {
    return this.page.getByTestId('shopping-list-total');
  }

  async menuAction(reference: string, action: 'Editar' | 'Anular'): Promise<void> {
    await this.page.getByRole('button', { name: `Opciones de la compra ${reference}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  confirmDialog(title: string): Locator {
    return this.page.getByRole('dialog').filter({ hasText: title });
  }
}

/** '/shopping-form/…': the three-step wizard and the abono form. */
export class ShoppingFormPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  lines(): Locator {
    return this.page.getByTestId('shopping-line');
  }

  get total(): Locator {
    return this.page.getByTestId('shopping-form-total');
  }

  async addInventoryLine(name: string, quantity: number | string, cost: number, sale: number): Promise<void> {
    await pick(this.page, this.page.getByRole('textbox', { name: 'Producto' }), name, name);
    await this.page.getByLabel('Cantidad').fill(String(quantity));
    await this.page.getByLabel('Costo unitario').fill(String(cost));
    await this.page.getByLabel('Precio de venta').fill(String(sale));
    await this.page.getByRole('button', { name: 'Agregar' }).click();
  }

  async addLine(description: string, quantity: number | string, value: number | ''): Promise<void> {
    await this.page.getByLabel('Nombre del producto').fill(description);
    await this.page.getByLabel('Cantidad').fill(String(quantity));
    await this.page.getByLabel('Valor unitario').fill(String(value));
    await this.page.getByRole('button', { name: 'Agregar' }).click();
  }

  async fillDocument(docType: string, docNumber: string): Promise<void> {
    await chooseOption(this.page, 'Tipo de documento', docType);
    await this.page.getByLabel('Número de documento').fill(docNumber);
  }

  async lookUp(): Promise<void> {
    await this.page.getByRole('button', { name: 'Buscar proveedor' }).click();
  }

  get providerName(): Locator {
    return this.page.getByRole('textbox', { name: 'Nombre del proveedor' });
  }

  async fillProviderName(name: string): Promise<void> {
    await this.providerName.fill(name);
  }

  /** The provider's department, then one of its cities. */
  async pickCity(state: string, city: string): Promise<void> {
    await chooseOption(this.page, 'Departamento', state, { search: state });
    await chooseOption(this.page, 'Ciudad', city, { search: city, exact: true });
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Siguiente' }).click();
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enviar' }).click();
  }

  async expectAlert(text: string): Promise<void> {
    await this.modal.expectMessage('¡Alerta!', text);
    await this.modal.accept();
  }

  async pickMethod(method: 'Efectivo' | 'Banco'): Promise<void> {
    await pick(this.page, this.page.getByRole('textbox', { name: 'Método de pago' }), method);
  }
}
