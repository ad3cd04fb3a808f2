import { bogotaDate } from '@cc/shared';
import { PDFParse } from 'pdf-parse';
import { makeTestP12 } from '../../api/test/einvoice-certificate-fixture.ts';
import { IncomeDetailPage } from './pages/IncomePages.ts';
import { MessageModal } from './pages/MessageModal.ts';
import { PHONE } from './support/phone.ts';
import { createSaleByApi, createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);

// Issue 28: on a 390 px phone the shop sets up electronic invoicing in pruebas (a test
// certificate generated here), sells, and sees the simulated DIAN accept the sale: 'Aceptada' with
// its CUFE on the sale, and the PDF as the representación gráfica with CUFE and QR.
test('a phone sets up e-invoicing in pruebas, sells, and sees the sale accepted with CUFE and QR', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const cert = makeTestP12({ password: 'clave-e2e', notBefore: new Date(Date.now() - 86_400_000) });

  await page.goto('/my-profile');
  await page.getByRole('link', { name: /Facturación electrónica/ }).tap();
  await expect(page).toHaveURL(/\/my-profile\/einvoicing$/);

  // The numbering resolution first (the habilitación range, valid today).
  const today = bogotaDate(new Date());
  const year = Number(today.slice(0, 4));
  const resolutions = page.getByTestId('einvoice-resolutions');
  await resolutions.getByLabel('Número de resolución').fill('18760000001');
  await resolutions.getByLabel('Prefijo').fill('SETP');
  await resolutions.getByLabel('Desde el número').fill('990000000');
  await resolutions.getByLabel('Hasta el número').fill('995000000');
  await resolutions.getByLabel('Vigente desde').fill(`${year}-01-01`);
  await resolutions.getByLabel('Vigente hasta').fill(`${year + 1}-12-31`);
  await resolutions.getByLabel('Clave técnica').fill('fc8eac422eba16e22ffd8c6f94b3f40a6e38162c');
  await page.getByTestId('einvoice-add-resolution').tap();
  await expect(page.getByTestId('einvoice-resolution')).toContainText('SETP · del 990000000 al 995000000');

  // The set-up: software, PIN, the .p12 and its password, enabled.
  const setup = page.getByTestId('einvoice-setup');
  await setup
    .getByLabel('Identificador del software (SoftwareID)')
    .fill('56f2ae4e-9812-4fad-9255-08fcfcd5ccb0');
  await setup.getByLabel('PIN del software').fill('73915');
  await setup.locator('input[type="file"]').setInputFiles({
    name: 'certificado.p12',
    mimeType: 'application/x-pkcs12',
    buffer: cert.p12,
  });
  await setup.getByLabel('Contraseña del certificado').fill(cert.password);
  await setup.getByText('Facturación electrónica activa').tap();
  await page.getByTestId('einvoice-save').tap();
  const modal = new MessageModal(page);
  await modal.expectMessage('Configuración', 'Configuración guardada.');
  await modal.accept();
  await expect(page.getByTestId('einvoice-certificate')).toContainText('Certificado guardado');
  // Write-only: the PIN is masked, the field empty.
  await expect(setup.getByLabel('PIN del software')).toHaveValue('');
  await expect(setup).toContainText('****5');

  // A sale: numbered SETP990000000, sent by the server's worker to the simulator.
  await createSaleByApi(request, seller, {
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    quantity: 2,
  });
  await page.goto('/income-detail/cash');
  const list = new IncomeDetailPage(page);
  await list.menuAction('0001', 'Ver factura');
  const status = page.getByTestId('einvoice-status');
  await expect(status).toContainText('SETP990000000');
  await expect(page.getByTestId('einvoice-status-label')).toHaveText('Aceptada', { timeout: 30_000 });
  const key = (await page.getByTestId('einvoice-key').textContent())?.replace('CUFE: ', '') ?? '';
  expect(key).toMatch(/^[0-9a-f]{96}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: 'Descargar PDF' }).tap(),
  ]);
  expect(download.suggestedFilename()).toBe('Factura 0001.pdf');
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain('FACTURA ELECTRÓNICA DE VENTA');
    expect(text).toContain('SETP990000000');
    expect(text.replace(/\s/g, '')).toContain(`CUFE:${key}`);
    expect(text).toContain('Aceptada');
  } finally {
    await parser.destroy();
  }
  // The QR is an image in the PDF.
  expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
});
