import { expect, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';

/** /subscription-plans, the checkout modal and the simulator page of Wompi. */
export class PlansPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/subscription-plans');
    await expect(this.page.getByRole('heading', { name: 'Accede a nuestros planes' })).toBeVisible();
    await expect(this.cards.first()).toBeVisible();
  }

  get cards() {
    return this.page.getByTestId('plan-card');
  }

  card(name: string) {
    return this.page.getByRole('article', { name });
  }

  /** 'Elegir' on a paid plan opens 'Detalle del Plan / Checkout'; 'Pagar con Wompi' leaves the app. */
  async payWithWompi(name: string): Promise<void> {
    await this.card(name).getByRole('button', { name: 'Elegir' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Detalle del Plan / Checkout' });
    await expect(dialog.getByTestId('checkout-plan')).toHaveText(name);
    await dialog.getByRole('button', { name: 'Pagar con Wompi' }).click();
    await expect(this.page).toHaveURL(/\/dev\/wompi\/checkout\?/);
  }

  /** On the simulator: 'Aprobar pago' or 'Rechazar pago', then back to /subscription-validated. */
  async decide(button: 'Aprobar pago' | 'Rechazar pago'): Promise<void> {
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.page).toHaveURL(/\/subscription-validated\?id=[\w-]+/);
  }
}
