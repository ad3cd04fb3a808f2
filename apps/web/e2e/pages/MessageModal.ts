import { expect, type Page } from '@playwright/test';

/** The shared MessageModal: a title, a text or list, and 'Aceptar'. */
export class MessageModal {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('message-title') });
  }

  async expectMessage(title: string, text?: string): Promise<void> {
    await expect(this.dialog.getByTestId('message-title')).toHaveText(title);
    if (text !== undefined) await expect(this.dialog.getByTestId('message-text')).toHaveText(text);
  }

  async accept(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
