import { expect, type Locator, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';

/** A 1×1 PNG, made in the test (no fixture file). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export type NewItem = {
  category: 'Producto fabricado' | 'Producto comprado' | 'Servicio';
  sku?: string;
  name: string;
  description?: string;
  cost?: string;
  sale: string;
  quantity?: string;
  image?: boolean;
};

/** '/my-inventory' and '/initial-inventory': tabs, cards and the history. */
export class InventoryListPage {
  constructor(readonly page: Page) {}

  cards(): Locator {
    return this.page.getByTestId('inventory-card');
  }

  card(name: string): Locator {
    return this.cards().filter({ has: this.page.getByTestId('item-name').getByText(name, { exact: true }) });
  }

  async tab(label: 'Todos' | 'Productos' | 'Servicios' | 'Agotados' | 'Historial'): Promise<void> {
    await this.page.getByRole('tab', { name: label }).click();
    await expect(this.page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  }

  async expectEmpty(message: string): Promise<void> {
    await expect(this.page.getByTestId('empty-message')).toHaveText(message);
  }
}

/** The new-item form (regular and initial). */
export class InventoryFormPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async fill(item: NewItem): Promise<void> {
    const { page } = this;
    if (item.image) {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'producto.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await expect(page.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: item.category, exact: true }).click();
    if (item.sku) await page.getByLabel('Referencia').fill(item.sku);
    await page.getByLabel(/^Nombre/).fill(item.name);
    if (item.description) await page.getByLabel('Descripción').fill(item.description);
    if (item.cost !== undefined) await page.getByLabel(/^Valor de costo/).fill(item.cost);
    await page.getByLabel(/^Valor de venta/).fill(item.sale);
    if (item.quantity !== undefined) await page.getByLabel(/^Cantidad/).fill(item.quantity);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar' }).click();
  }
}

/** '/inventory-detail/:id' and its initial twin: batches, cancel, delete. */
export class InventoryDetailPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  batches(): Locator {
    return this.page.getByTestId('batch-card');
  }

  /** The confirmation of docs/product/2-inventory-income-purchases.md §4 ('Anular Stock', 'Eliminar Inventario'). */
  confirmDialog(title: string): Locator {
    return this.page.getByRole('dialog').filter({ hasText: title });
  }
}
