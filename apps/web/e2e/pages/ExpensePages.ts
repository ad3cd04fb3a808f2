import { expect, type Locator, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';

/** A Mantine Select: open it and pick the option. */
async function pick(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** '/my-expenses' 'Mis gastos'. */
export class MyExpensesPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/my-expenses');
  }

  get real(): Locator {
    return this.page.getByTestId('summary-real');
  }

  cardTotal(kind: 'cash' | 'bank' | 'credit'): Locator {
    return this.page.getByTestId(`expense-card-${kind}-total`);
  }

  /** 'Nuevo gasto' → one of the modal's three routes. */
  async startExpense(formTitle: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo gasto' }).click();
    await this.page.getByRole('link', { name: formTitle }).click();
  }

  get bell(): Locator {
    return this.page.getByRole('link', { name: /^Notificaciones/ });
  }
}

/** '/expenses-detail/:type' and '/expenses-detail/credit/:id'. */
export class ExpenseListPage {
  readonly modal: MessageModal;
  constructor(private readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  row(reference: string): Locator {
    return this.page.locator(`[data-testid="expense-row"][data-reference="${reference}"]`);
  }

  /** The void action of a card, its confirmation, then 'Operación exitosa'. */
  async voidRow(reference: string, question: string): Promise<void> {
    await this.page.getByRole('button', { name: `Anular ${reference}` }).click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: question });
    await confirm.getByRole('button', { name: 'Anular' }).click();
  }
}

/** '/expenses-form/…': the two-step expense form and the abono form. */
export class ExpenseFormPage {
  readonly modal: MessageModal;
  constructor(private readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async fillExpense(v: {
    description: string;
    category: string;
    value: number;
    date?: string;
  }): Promise<void> {
    await this.page.getByLabel('Descripción').fill(v.description);
    await pick(this.page, this.page.getByRole('textbox', { name: 'Categoría financiera' }), v.category);
    await this.page.getByRole('textbox', { name: 'Valor', exact: true }).fill(String(v.value));
    if (v.date) await this.page.getByLabel('Fecha').fill(v.date);
  }

  async pickMethod(label: 'Efectivo' | 'Banco'): Promise<void> {
    await pick(this.page, this.page.getByRole('textbox', { name: 'Método de pago' }), label);
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Siguiente' }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar' }).click();
  }

  async expectAlert(text: string): Promise<void> {
    await this.modal.expectMessage('¡Alerta!', text);
    await this.modal.accept();
  }

  async fillPayment(value: number, method: 'Efectivo' | 'Banco'): Promise<void> {
    await this.page.getByLabel('Valor del abono').fill(String(value));
    await this.pickMethod(method);
    await expect(this.page.getByRole('textbox', { name: 'Método de pago' })).toHaveValue(method);
  }
}
