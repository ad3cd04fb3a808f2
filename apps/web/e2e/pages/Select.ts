import type { Page } from '@playwright/test';

/**
 * Chooses an option of a reference select by its label. On a touch screen the field is the
 * phone's own picker (a native <select>, components/TouchFriendlySelect); elsewhere Mantine's
 * searchable list: click, type `search` when given, click the option.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string | RegExp,
  { search, exact = false }: { search?: string; exact?: boolean } = {},
): Promise<void> {
  const native = page.getByRole('combobox', { name: label, exact });
  if (await native.count()) {
    const labels = await native.locator('option').allTextContents();
    const found = labels.find((text) => (typeof option === 'string' ? text === option : option.test(text)));
    await native.selectOption({ label: found ?? String(option) });
    return;
  }
  const field = page.getByRole('textbox', { name: label, exact });
  await field.click();
  if (search !== undefined) await field.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}
