import { expect, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';

export class LoginPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
  }

  async login(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByLabel(/^Contraseña/).fill(password);
    await this.page.getByRole('button', { name: 'Ingresar' }).click();
  }

  /** The session of docs/product/1-account.md §3 as the browser stores it. */
  async storedSession(): Promise<{
    token: string | null;
    initialInfo: string | null;
    userId: string | null;
  }> {
    return this.page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      initialInfo: sessionStorage.getItem('initial_info'),
      userId: localStorage.getItem('user_id'),
    }));
  }
}
