import { expect, type Locator, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';
import { chooseOption } from './Select.ts';

/** A Mantine Select or Autocomplete: open it, type to filter, pick the option. */
async function pick(page: Page, field: Locator, option: string | RegExp, search?: string): Promise<void> {
  await field.click();
  if (search !== undefined) await field.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** '/my-income' 'Mis ingresos'. */
export class MyIncomePage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/my-income');
    await expect(this.page.getByRole('heading', { name: 'Mis ingresos' })).toBeVisible();
  }

  /** 'Agregar nuevo ingreso' → the type modal → cash / bank / credit. */
  async startIncome(type: 'Efectivo' | 'Banco' | 'Crédito'): Promise<void> {
    await this.page.getByRole('button', { name: 'Agregar nuevo ingreso' }).click();
    const modal = this.page.getByRole('dialog', { name: 'Seleccione el tipo de ingreso a registrar' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: type }).click();
  }

  cardTotal(kind: 'cash' | 'bank' | 'credit'): Locator {
    return this.page.getByTestId(`income-card-${kind}-total`);
  }
}

/** '/income-form/:type…': the three-step wizard and the abono form. */
export class IncomeFormPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  get picker(): Locator {
    return this.page.getByTestId('product-picker');
  }

  get clientName(): Locator {
    return this.page.getByRole('textbox', { name: 'Nombre del cliente' });
  }

  get total(): Locator {
    return this.page.getByTestId('income-total');
  }

  lines(): Locator {
    return this.page.getByTestId('sale-line');
  }

  /** Step 0: picks an item and adds it; an empty quantity means 1. */
  async addProduct(name: string, quantity?: number): Promise<void> {
    await pick(
      this.page,
      this.picker.getByRole('textbox', { name: 'Producto o servicio' }),
      new RegExp(`^${name}`),
      name,
    );
    await this.picker.getByLabel('Cantidad').fill(quantity === undefined ? '' : String(quantity));
    await this.picker.getByRole('button', { name: 'Agregar' }).click();
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

  async fillDocument(docType: string, docNumber: string): Promise<void> {
    await chooseOption(this.page, 'Tipo de documento', docType);
    await this.page.getByLabel('Número de documento').fill(docNumber);
  }

  async lookUpDocument(): Promise<void> {
    await this.page.getByRole('button', { name: 'Buscar cliente por documento' }).click();
  }

  async fillClientName(name: string): Promise<void> {
    await this.clientName.fill(name);
  }

  async choosePaymentMethod(label: 'Efectivo' | 'Banco'): Promise<void> {
    await pick(this.page, this.page.getByRole('textbox', { name: 'Método de pago' }), label);
  }

  async fillPaymentValue(value: number): Promise<void> {
    await this.page.getByLabel('Valor del abono').fill(String(value));
  }
}

/** '/income-detail/:type' lists and '/income-detail/credit/:id'. */
export class IncomeDetailPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  row(reference: string): Locator {
    return this.page.locator(`[data-testid="income-row"][data-reference="${reference}"]`);
  }

  payment(reference: string): Locator {
    return this.page.locator(`[data-testid="payment-row"][data-reference="${reference}"]`);
  }

  async menuAction(
    reference: string,
    action: 'Ver factura' | 'Editar' | 'Anular' | 'Descargar PDF',
  ): Promise<void> {
    await this.page.getByRole('button', { name: `Opciones del ingreso ${reference}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** The 'Anular …' confirmation: Cancelar / Anular. */
  confirmDialog(title: string): Locator {
    return this.page.getByRole('dialog').filter({ hasText: title });
  }
}
