import { expect, type Page } from '@playwright/test';
import type { NewUser } from '../support/users.ts';
import { MessageModal } from './MessageModal.ts';
import { chooseOption } from './Select.ts';

/** The five-step registration wizard. */
export class SignUpPage {
  readonly modal: MessageModal;

  constructor(readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/sign-up');
    await expect(this.page.getByRole('heading', { name: 'Registro de usuario' })).toBeVisible();
  }

  async expectStep(title: string): Promise<void> {
    await expect(this.page.getByTestId('signup-step-title')).toHaveText(title);
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Siguiente' }).click();
  }

  /** Picks the first (or the named) option of a reference select, typing `search` first. */
  async choose(label: string, search?: string, option?: string): Promise<void> {
    await chooseOption(this.page, label, option ?? /./, { search });
  }

  async fillUser(user: NewUser): Promise<void> {
    await this.expectStep('Información de usuario');
    await this.page.getByLabel('Correo electrónico').fill(user.email);
    await this.page.getByLabel(/^Contraseña/).fill(user.password);
    await this.page.getByLabel(/^Confirmar contraseña/).fill(user.password);
  }

  async fillPersonal(user: NewUser): Promise<void> {
    await this.expectStep('Información personal');
    await this.page.getByLabel(/^Nombre\(s\)/).fill(user.first_name);
    await this.page.getByLabel(/^Apellidos/).fill(user.last_name);
    await this.choose('Tipo de documento', undefined, 'Cédula de ciudadanía');
    await this.page.getByLabel(/^Número de identificación/).fill(user.identification_number);
  }

  async fillCommercial(user: NewUser): Promise<void> {
    await this.expectStep('Información comercial');
    await this.page.getByLabel(/^Nombre comercial/).fill(user.tradename);
    await this.choose('Actividad económica', 'menor alimentos');
  }

  async fillContact(user: NewUser): Promise<void> {
    await this.expectStep('Información de contacto');
    await this.choose('Departamento', 'antioquia', 'Antioquia');
    await this.choose('Ciudad o municipio', 'medellin', 'Medellín');
    await this.page.getByLabel(/^Dirección/).fill(user.address);
    await this.page.getByLabel(/^Teléfono/).fill(user.phone);
    await this.page.getByLabel(/^Celular/).fill(user.cellphone);
  }

  async acceptTerms(): Promise<void> {
    await this.expectStep('Términos y condiciones');
    await this.page.getByRole('link', { name: /términos y condiciones y la política/ }).click();
    const terms = this.page.getByRole('dialog', { name: 'Términos y condiciones' });
    await expect(terms.getByText('Ley Estatutaria 1581 de 2012', { exact: false })).toBeVisible();
    await terms.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(terms).toBeHidden();
    await this.page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Registrarse' }).click();
  }

  /** Fills the first four steps; stays on the contact step (Antioquia, Medellín). */
  async fillUpToContact(user: NewUser): Promise<void> {
    await this.fillUser(user);
    await this.next();
    await this.fillPersonal(user);
    await this.next();
    await this.fillCommercial(user);
    await this.next();
    await this.fillContact(user);
  }

  async register(user: NewUser): Promise<void> {
    await this.fillUpToContact(user);
    await this.next();
    await this.acceptTerms();
    await this.submit();
  }
}
