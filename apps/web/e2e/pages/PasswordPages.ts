import { expect, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';

/** '/reset-password' and '/changepassword/:token'. */
export class PasswordPages {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async requestReset(email: string): Promise<void> {
    await this.page.goto('/reset-password');
    await expect(this.page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByRole('button', { name: 'Enviar enlace' }).click();
  }

  async changePassword(linkPath: string, password: string, confirmation = password): Promise<void> {
    await this.page.goto(linkPath);
    await expect(this.page.getByRole('heading', { name: 'Actualizar contraseña' })).toBeVisible();
    await this.page.getByLabel(/^Nueva contraseña/).fill(password);
    await this.page.getByLabel(/^Confirmar contraseña/).fill(confirmation);
    await this.page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  }
}
