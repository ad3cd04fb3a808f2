import { expect, type Locator, type Page } from '@playwright/test';
import { MessageModal } from './MessageModal.ts';

/** 'Mis estados financieros': the toggle and the tiles. */
export class ReportsMenuPage {
  constructor(private readonly page: Page) {}

  async goto(kind: 'report' | 'graphic' = 'report'): Promise<void> {
    await this.page.goto(`/my-reports/${kind}`);
    await expect(this.page.getByRole('heading', { name: 'Mis estados financieros' })).toBeVisible();
  }

  async switchTo(label: 'Mis informes' | 'Mis gráficas'): Promise<void> {
    await this.page.getByText(label, { exact: true }).click();
  }

  async open(title: string): Promise<void> {
    await this.page.getByTestId('report-tile').filter({ hasText: title }).click();
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
  }
}

/** A report or chart screen: the date filter, the generate button and the result. */
export class ReportScreenPage {
  readonly modal: MessageModal;
  constructor(private readonly page: Page) {
    this.modal = new MessageModal(page);
  }

  get from(): Locator {
    return this.page.getByLabel('Fecha inicial');
  }
  get to(): Locator {
    return this.page.getByLabel('Fecha final');
  }

  /** Types 'DD/MM/YYYY' dates into the Mantine date inputs. */
  async setRange(from: string, to: string): Promise<void> {
    for (const [input, iso] of [
      [this.from, from],
      [this.to, to],
    ] as const) {
      const [y, m, d] = iso.split('-');
      await input.fill(`${d}/${m}/${y}`);
      await input.press('Tab');
    }
    await this.page.keyboard.press('Escape');
  }

  async generate(label = 'Generar informe'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  /** The value of the first desktop-table row named `name`. */
  value(name: string): Locator {
    return this.page
      .getByTestId('report-table')
      .getByTestId('report-row')
      .filter({ has: this.page.getByTestId('row-name').getByText(name, { exact: true }) })
      .getByTestId('row-value');
  }
}
