import { expect, type Locator, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';

/** /initial-information: the five figures and the flow buttons. */
export class SummaryScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/initial-information');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/initial-information$/);
    await expect(this.page.getByRole('heading', { name: 'Información inicial' })).toBeVisible();
    // The skeleton gives way to the figures 500 ms after the data arrives.
    await expect(this.page.getByTestId('summary-patrimony')).toBeVisible();
  }

  figure(name: 'assets' | 'liabilities' | 'patrimony' | 'budget-income' | 'budget-expense'): Locator {
    return this.page.getByTestId(`summary-${name}`);
  }

  async expectFigures(f: {
    assets: string;
    liabilities: string;
    patrimony: string;
    income: string;
    expense: string;
  }): Promise<void> {
    await expect(this.figure('assets')).toHaveText(f.assets);
    await expect(this.figure('liabilities')).toHaveText(f.liabilities);
    await expect(this.figure('patrimony')).toHaveText(f.patrimony);
    await expect(this.figure('budget-income')).toHaveText(f.income);
    await expect(this.figure('budget-expense')).toHaveText(f.expense);
  }

  /** Follows the link of a figure to its list. */
  async open(label: string): Promise<void> {
    await this.page.getByRole('link', { name: label, exact: true }).click();
  }
}

/** One of the four lists: cards, the add button, the empty message. */
export class RecordListScreen {
  readonly modal: MessageModal;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.modal = new MessageModal(page);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: this.title })).toBeVisible();
    // Three skeleton cards for 1000 ms after the data arrives, then the list or its empty message.
    await expect(this.page.getByLabel('Cargando')).toHaveCount(0);
  }

  card(category: string): Locator {
    return this.page.getByTestId('record-card').filter({ hasText: category });
  }

  get cards(): Locator {
    return this.page.getByTestId('record-card');
  }

  async expectEmpty(text: string): Promise<void> {
    await expect(this.page.getByTestId('empty-list')).toHaveText(text);
  }

  async add(label: string): Promise<void> {
    await this.page.getByRole('link', { name: label }).click();
  }

  async edit(category: string): Promise<void> {
    await this.page.getByRole('link', { name: `Editar ${category}` }).click();
  }

  async delete(category: string): Promise<void> {
    await this.page.getByRole('button', { name: `Eliminar ${category}` }).click();
  }

  /** The confirm-delete modal of docs/product/1-account.md §8. */
  get confirmDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Eliminar Categoría Financiera' });
  }
}

/** An asset, liability or budget form. */
export class FinancialFormScreen {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async expectTitle(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
  }

  category(label: 'Categoría financiera' | 'Categoría' = 'Categoría financiera'): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  }

  get value(): Locator {
    return this.page.getByRole('textbox', { name: /^Valor/ });
  }

  get month(): Locator {
    return this.page.getByRole('button', { name: /^Fecha/ });
  }

  async chooseCategory(name: string, label?: 'Categoría financiera' | 'Categoría'): Promise<void> {
    await this.category(label).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async fill(category: string, value: string, label?: 'Categoría financiera' | 'Categoría'): Promise<void> {
    await this.chooseCategory(category, label);
    await this.value.fill(value);
  }

  async submit(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  /** An inline error message under a field. */
  error(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
