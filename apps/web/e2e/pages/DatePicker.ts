import { bogotaDate, slashDate } from '@cc/shared';
import type { Locator, Page } from '@playwright/test';

/** Today in Bogotá and the first day of the previous month, as 'YYYY-MM-DD'. */
export function bogotaDays(): { today: string; firstOfPreviousMonth: string } {
  const today = bogotaDate(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  return { today, firstOfPreviousMonth: `${year}-${String(month).padStart(2, '0')}-01` };
}

/** '2026-10-05' as the date pickers, like every shown date, show it: '05/10/2026'. */
export function pickerText(iso: string): string {
  return slashDate(iso);
}

/** A Mantine DatePickerInput: opens its calendar, goes one month back and picks day 1. */
export async function pickFirstOfPreviousMonth(page: Page, field: Locator): Promise<void> {
  await field.click();
  const dropdown = page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.locator('[data-direction]') });
  await dropdown.locator('button[data-direction="previous"]').click();
  await dropdown.locator('table button:not([data-outside])', { hasText: /^1$/ }).first().click();
}
