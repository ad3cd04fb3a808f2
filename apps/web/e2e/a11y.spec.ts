import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PHONE } from './support/phone.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);

/**
 * Issue 30 item 6: axe (WCAG 2.1 A/AA and its best practices, with 'label-content-name-mismatch' —
 * the visible text is part of the accessible name, WCAG 2.5.3 — turned on) on every main screen
 * at 390 px: no serious or critical finding, and one h1 per page.
 */
async function expectAccessible(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, path).toEqual([]);
  await expect(page.locator('h1'), path).toHaveCount(1);
}

test('the public screens: login, sign-up and a shop catalogue', async ({ page, request }) => {
  await expectAccessible(page, '/login');
  await expectAccessible(page, '/sign-up');
  const seller = await createSeller(request);
  await expectAccessible(page, `/my-catalog?authorization=${seller.login.user.id}`);
});

test('every main screen of a signed-in shop', async ({ page, request }) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  for (const path of [
    '/my-profile',
    '/my-inventory',
    `/inventory-detail/${seller.items.arroz}`,
    '/my-income',
    '/income-detail/cash',
    '/income-form/cash',
    '/quick-sale',
    '/my-shopping',
    '/my-expenses',
    '/my-reports',
    '/notifications',
  ]) {
    await expectAccessible(page, path);
  }
});
