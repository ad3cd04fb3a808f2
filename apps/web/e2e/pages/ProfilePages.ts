import { expect, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';
import { chooseOption } from './Select.ts';

/** /my-profile ('Mi perfil'). */
export class ProfilePage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/my-profile');
    await expect(this.page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    await expect(this.field('tradename')).not.toBeEmpty();
  }

  /** tradename, identification, activity, name, email, cellphone, phone, address, location. */
  field(name: string) {
    return this.page.getByTestId(`profile-${name}`);
  }

  get logo() {
    return this.page.getByTestId('profile-logo');
  }

  /** Clicking the logo opens the file chooser; the file is given to it. */
  async uploadLogo(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: /logo del comercio/ }).click();
    await (await chooser).setFiles(file);
  }

  async edit(): Promise<void> {
    await this.page.getByRole('link', { name: 'EDITAR' }).click();
    await expect(this.page).toHaveURL(/\/my-profile\/form$/);
  }
}

/** /my-profile/form ('Editar información del perfil'). */
export class ProfileFormPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Editar información del perfil' })).toBeVisible();
    await expect(this.page.getByLabel(/^Nombre comercial/)).not.toHaveValue('');
  }

  async fill(label: RegExp, value: string): Promise<void> {
    await this.page.getByLabel(label).fill(value);
  }

  /** Opens a Mantine select, types to filter and picks the named option (a phone's picker on touch). */
  async choose(label: string, option: string): Promise<void> {
    await chooseOption(this.page, label, option, { search: option });
    const native = this.page.getByRole('combobox', { name: label });
    if (await native.count()) await expect(native.locator('option:checked')).toHaveText(option);
    else await expect(this.page.getByRole('textbox', { name: label })).toHaveValue(option);
  }

  async clearDepartment(): Promise<void> {
    // Mantine hides the clear button from the accessibility tree (the mouse is its only user).
    await this.page.getByRole('button', { name: 'Borrar departamento', includeHidden: true }).click();
    await expect(this.page.getByRole('textbox', { name: 'Departamento' })).toHaveValue('');
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Actualizar' }).click();
  }
}
