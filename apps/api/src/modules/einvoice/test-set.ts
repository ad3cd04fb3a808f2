import { EINVOICE_TEST_SET_MSG as M } from '@cc/shared';
import JSZip from 'jszip';
import type { AppDeps } from '../../deps.ts';
import { today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { buildDocument } from './build-document.ts';
import { takeNumber } from './numbering.ts';
import { ProviderUnavailable } from './provider/port.ts';
import { providerOf } from './provider/select-provider.ts';
import { shopOf } from './sale-document.ts';
import { fileNames, issuerOf } from './sender.ts';
import { signDocument } from './sign-document.ts';

// The habilitación test set run from the app (issue 28 item 1): facturas numbered from the shop's
// factura range in force (in pruebas, DIAN's SETP 990000000–995000000), built and signed as a sale's, sent with
// SendTestSetAsync and the shop's TestSetId, and read back with GetStatusZip. They are not sales:
// the numbers are taken (so no sale reuses them) and no einvoice_documents row is written.

/** Documents the set sends. DIAN's required count per set is _unconfirmed_ against the annex. */
export const TEST_SET_SIZE = 8;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'fetch'>;

export type TestSetResult = {
  sent: number;
  accepted: number;
  /** 'SETP990000001: FAD06: …' — each rejected document's errors. */
  errors: string[];
  complete: boolean;
};

export async function runTestSet(deps: Deps, userId: number): Promise<TestSetResult> {
  const provider = providerOf(deps);
  const { sendTestSet, zipStatus } = provider;
  if (!sendTestSet || !zipStatus) throw AppError.rule(M.notSupported);
  const issuer = await issuerOf(deps, userId);
  if (!issuer) throw AppError.rule(M.setupIncomplete);
  if (issuer.environment !== 'pruebas') throw AppError.rule(M.notPruebas);
  if (!issuer.testSetId) throw AppError.field('test_set_id', M.testSetId);
  const shop = await shopOf(deps.db, userId);
  if (!shop) throw AppError.rule(M.setupIncomplete);

  const result: TestSetResult = { sent: 0, accepted: 0, errors: [], complete: false };
  for (let i = 0; i < TEST_SET_SIZE; i++) {
    const date = today(deps.clock);
    // One number at a time, each in its own short transaction (the lock is not held over the network).
    const taken = await deps.db.transaction((tx) => takeNumber(tx, userId, '01', date));
    const issuedAt = deps.clock.now();
    const built = buildDocument({
      kind: 'factura',
      shop,
      buyer: null,
      environment: 'pruebas',
      software: issuer.software,
      resolution: taken.resolution,
      number: taken.number,
      issuedAt,
      pricesIncludeIva: false,
      lines: [{ description: M.line, quantity: i + 1, unitPrice: 10_000, ivaRate: 'excluido' }],
      payment: { form: 'contado', methodCode: '10' },
    });
    const signed = signDocument(built.xml, { certificate: issuer.certificate, signingTime: issuedAt });
    const names = fileNames({ documentType: '01', number: taken.number }, issuer.nit, issuedAt);
    const zip = new JSZip();
    zip.file(names.xml, signed);
    try {
      const { zipKey } = await sendTestSet.call(provider, {
        issuer,
        fileName: names.zip,
        zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
        documentId: built.id,
        documentKey: built.key,
        today: date,
        testSetId: issuer.testSetId,
      });
      result.sent += 1;
      const answer = await zipStatus.call(provider, issuer, zipKey);
      if (answer?.outcome === 'accepted') result.accepted += 1;
      else result.errors.push(...(answer?.errors ?? [M.noStatus]).map((e) => `${built.id}: ${e}`));
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      result.errors.push(`${built.id}: ${error.message}`);
    }
  }
  result.complete = result.accepted === TEST_SET_SIZE;
  return result;
}
