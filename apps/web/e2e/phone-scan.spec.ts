import { mkdirSync } from 'node:fs';
import { PHONE_MSG } from '@cc/shared';
import { E2E_DATA_DIR } from './support/env.ts';
import { writeBarcodeVideo } from './support/fake-camera.ts';
import { PHONE } from './support/phone.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

// Issue 10 item 3: the camera reads a product's reference. Chromium's fake camera plays a video of
// a QR code of the reference made here; on Linux Chromium has no BarcodeDetector, so ZXing reads it.
const dir = `${E2E_DATA_DIR}-camera`;
mkdirSync(dir, { recursive: true });
const known = `${dir}/arr-001.y4m`;
writeBarcodeVideo(known, 'ARR-001');

test.use({
  ...PHONE,
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${known}`,
    ],
  },
});

test('a scanned reference adds the product to the quick sale; an unknown one offers to create it', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  // Arroz gets the reference of the barcode.
  const res = await request.patch(`/api/inventories/${seller.items.arroz}/`, {
    headers: seller.headers,
    data: { sku: 'ARR-001' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await openSession(page, seller);
  await page.goto('/quick-sale');
  await page.getByRole('button', { name: PHONE_MSG.scan.button }).tap();
  await expect(page.getByTestId('scan-video')).toBeVisible();
  await expect(page.getByTestId('quick-line-name')).toHaveText(['Arroz'], { timeout: 20_000 });
  await expect(page.getByRole('button', { name: PHONE_MSG.quickSale.charge(3000) })).toBeEnabled();

  // The same code with no item of that reference: offered as a new item with it.
  const other = await request.patch(`/api/inventories/${seller.items.arroz}/`, {
    headers: seller.headers,
    data: { sku: 'ARR-002' },
  });
  expect(other.status()).toBe(200);
  await page.goto('/income-form/cash');
  await page.getByRole('button', { name: PHONE_MSG.scan.button }).tap();
  const unknown = page.getByRole('dialog', { name: PHONE_MSG.scan.unknownTitle });
  await expect(unknown).toContainText(PHONE_MSG.scan.unknownText('ARR-001'), { timeout: 20_000 });
  await unknown.getByRole('button', { name: PHONE_MSG.scan.create }).tap();
  await expect(page).toHaveURL(/\/inventory-form\/new\?sku=ARR-001$/);
  await expect(page.getByLabel('Referencia')).toHaveValue('ARR-001');
});
