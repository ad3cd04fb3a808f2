import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import JSZip from 'jszip';
import { einvoiceDocuments, einvoiceResolutions, profiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { today } from '../../lib/clock.ts';
import { type IntervalWorker, startIntervalWorker } from '../../lib/interval-worker.ts';
import { buildDocument } from './build-document.ts';
import { builderResolution } from './numbering.ts';
import {
  ALREADY_PROCESSED,
  type EinvoiceProvider,
  type Issuer,
  type ProviderAnswer,
  ProviderUnavailable,
} from './provider/port.ts';
import { providerOf } from './provider/select-provider.ts';
import { nitDigits, saleParts } from './sale-document.ts';
import { signingSetup } from './settings.ts';
import { signDocument } from './sign-document.ts';
import type { DocumentInput } from './types.ts';

// The sender (issue 28 items 3–4, ADR 041): builds, signs, zips and sends the pending documents
// through the provider port, and settles each as DIAN answers. A document is built and signed
// once: every retry sends the same bytes, so its key (CUFE/CUDE) never changes and DIAN can only
// accept it once; a retry after an attempt whose answer never came asks GetStatus first.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'fetch'>;
type Row = typeof einvoiceDocuments.$inferSelect;
const d = einvoiceDocuments;

export const EINVOICE_RETRY = {
  /** DIAN asks for 5 s after a 500/503/507/508/403; also after a lost answer. */
  delayMs: 5_000,
  /** After this many attempts the wait doubles each time, up to maxDelayMs (a long outage). */
  quickAttempts: 5,
  maxDelayMs: 30 * 60_000,
  /** A claimed document is not due again before this: no other replica sends it meanwhile. */
  leaseMs: 2 * 60_000,
  batch: 10,
} as const;

export function einvoiceRetryDelayMs(attempts: number): number {
  const extra = Math.max(0, attempts - EINVOICE_RETRY.quickAttempts);
  return Math.min(EINVOICE_RETRY.delayMs * 2 ** Math.min(extra, 20), EINVOICE_RETRY.maxDelayMs);
}

export const SENDER_MSG = {
  setupIncomplete:
    'La configuración de facturación electrónica está incompleta (SoftwareID, PIN o certificado): complétela para enviar el documento.',
  saleMissing: 'La venta del documento no se encontró o no tiene los datos del negocio completos.',
  unavailable: (detail: string) => `La DIAN no respondió; se reintentará. ${detail}`,
  buildFailed: (detail: string) => `No se pudo generar el documento: ${detail}`,
} as const;

export type SendReport = { accepted: number; rejected: number; retrying: number };
export type SenderLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What DIAN holds for the shop, and the certificate to sign with; null while the set-up is incomplete. */
export async function issuerOf(deps: Deps, userId: number): Promise<Issuer | null> {
  const setup = await signingSetup(deps, userId);
  if (!setup) return null;
  const [profileRow, resolutions] = await Promise.all([
    deps.db
      .select({ identification: profiles.identificationNumber })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
    deps.db.select().from(einvoiceResolutions).where(eq(einvoiceResolutions.userId, userId)),
  ]);
  const nit = nitDigits(profileRow[0]?.identification ?? '');
  return {
    userId,
    nit,
    environment: setup.environment,
    software: { ...setup.software, providerNit: nit },
    testSetId: setup.testSetId,
    resolutions: resolutions.map(builderResolution),
    certificate: setup.certificate,
  };
}

/** DIAN's names: fv/nc + NIT (10) + software code (000) + year (2) + number (8 hex). */
export function fileNames(doc: Pick<Row, 'documentType' | 'number'>, nit: string, issuedAt: Date) {
  const prefix = doc.documentType === '91' ? 'nc' : 'fv';
  const stem = `${nit.padStart(10, '0')}000${String(issuedAt.getUTCFullYear()).slice(2)}${doc.number.toString(16).padStart(8, '0')}`;
  return { xml: `${prefix}${stem}.xml`, zip: `z${stem}.zip` };
}

/** Builds and signs the document once, keeping the signed bytes, key and QR on its row. */
async function builtDocument(deps: Deps, doc: Row, issuer: Issuer): Promise<Row | string> {
  if (doc.signedXml && doc.documentKey && doc.issuedAt) return doc;
  if (doc.incomeId === null) return SENDER_MSG.saleMissing;
  const parts = await saleParts(deps.db, doc.userId, doc.incomeId);
  const [resolution] = await deps.db
    .select()
    .from(einvoiceResolutions)
    .where(and(eq(einvoiceResolutions.userId, doc.userId), eq(einvoiceResolutions.id, doc.resolutionId)));
  if (!parts || !resolution) return SENDER_MSG.saleMissing;
  const issuedAt = deps.clock.now();
  const input: DocumentInput = {
    ...parts,
    kind: doc.documentType === '20' ? 'pos' : 'factura',
    resolution: builderResolution(resolution),
    number: doc.number,
    environment: issuer.environment,
    software: issuer.software,
    issuedAt,
    pricesIncludeIva: false,
  };
  let signed: string;
  let built: ReturnType<typeof buildDocument>;
  try {
    built = buildDocument(input);
    signed = signDocument(built.xml, { certificate: issuer.certificate, signingTime: issuedAt });
  } catch (error) {
    return SENDER_MSG.buildFailed(error instanceof Error ? error.message : String(error));
  }
  const [row] = await deps.db
    .update(d)
    .set({ signedXml: signed, documentKey: built.key, qrCode: built.qrCode, issuedAt, updatedAt: sql`now()` })
    .where(and(eq(d.userId, doc.userId), eq(d.id, doc.id), eq(d.status, 'pending')))
    .returning();
  return row ?? SENDER_MSG.saleMissing;
}

/** The verdict, asking GetStatus when an earlier attempt may have reached DIAN or DIAN says "seen". */
async function verdict(
  provider: EinvoiceProvider,
  issuer: Issuer,
  doc: Row,
  request: Parameters<EinvoiceProvider['send']>[0],
): Promise<ProviderAnswer> {
  const key = doc.documentKey as string;
  if (doc.attempts > 1) {
    const known = await provider.status(issuer, key);
    if (known?.outcome === 'accepted') return known;
  }
  const answer = await provider.send(request);
  if (answer.outcome === 'rejected' && answer.codes.includes(ALREADY_PROCESSED)) {
    const known = await provider.status(issuer, key);
    if (known?.outcome === 'accepted' && known.documentKey === key) return known;
  }
  return answer;
}

/** Settles a document still pending (a stale sender cannot overwrite another's verdict). */
function settle(deps: Deps, doc: Row, set: Partial<typeof d.$inferInsert>) {
  return deps.db
    .update(d)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(d.userId, doc.userId), eq(d.id, doc.id), eq(d.status, 'pending')));
}

async function sendOne(deps: Deps, doc: Row, report: SendReport, log: SenderLog): Promise<void> {
  const retryLater = async (error: string, attempts = doc.attempts) => {
    const at = new Date(deps.clock.now().getTime() + einvoiceRetryDelayMs(attempts));
    await settle(deps, doc, { nextAttemptAt: at, errors: [error] });
    report.retrying += 1;
  };
  const issuer = await issuerOf(deps, doc.userId);
  if (!issuer) return retryLater(SENDER_MSG.setupIncomplete, EINVOICE_RETRY.quickAttempts + 6);
  const built = await builtDocument(deps, doc, issuer);
  if (typeof built === 'string') {
    await settle(deps, doc, { status: 'rejected', nextAttemptAt: null, errors: [built] });
    report.rejected += 1;
    return;
  }
  const issuedAt = built.issuedAt as Date;
  const names = fileNames(built, issuer.nit, issuedAt);
  const zip = new JSZip();
  zip.file(names.xml, built.signedXml as string);
  const request = {
    issuer,
    fileName: names.zip,
    zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    documentId: `${built.prefix}${built.number}`,
    documentKey: built.documentKey as string,
    today: today(deps.clock),
  };
  try {
    const answer = await verdict(providerOf(deps), issuer, built, request);
    if (answer.outcome === 'accepted') {
      await settle(deps, built, {
        status: 'accepted',
        statusCode: answer.statusCode,
        applicationResponse: answer.applicationResponse,
        errors: [],
        nextAttemptAt: null,
      });
      report.accepted += 1;
    } else {
      await settle(deps, built, {
        status: 'rejected',
        statusCode: answer.statusCode,
        errors: answer.errors,
        nextAttemptAt: null,
      });
      report.rejected += 1;
      log.warn({ documentId: doc.id, codes: answer.codes }, 'einvoice document rejected');
    }
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn(
      { documentId: doc.id, status: error.httpStatus, attempts: doc.attempts },
      'einvoice: no answer, will retry',
    );
    await retryLater(SENDER_MSG.unavailable(error.message));
  }
}

/**
 * One tick of the sender: the due pending documents of every shop, each claimed by a conditional
 * UPDATE on its own row (one shard under Citus; of two replicas only one sees it due), the attempt
 * counted and the row leased, then sent outside any transaction. The candidates' SELECT is the one
 * query over every shop's rows: a worker's, as the mail outbox's, and each claim names its shop.
 */
export async function sendDueDocuments(deps: Deps, log: SenderLog): Promise<SendReport> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ userId: d.userId, id: d.id })
    .from(d)
    .where(and(eq(d.status, 'pending'), isNotNull(d.nextAttemptAt), lte(d.nextAttemptAt, now)))
    .orderBy(asc(d.nextAttemptAt), asc(d.id))
    .limit(EINVOICE_RETRY.batch);
  const report: SendReport = { accepted: 0, rejected: 0, retrying: 0 };
  for (const candidate of due) {
    const [doc] = await deps.db
      .update(d)
      .set({
        attempts: sql`${d.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + EINVOICE_RETRY.leaseMs),
      })
      .where(
        and(
          eq(d.userId, candidate.userId),
          eq(d.id, candidate.id),
          eq(d.status, 'pending'),
          lte(d.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!doc) continue;
    try {
      await sendOne(deps, doc, report, log);
    } catch (err) {
      // A bug or a database error: the lease brings the document back later.
      log.error({ err, documentId: doc.id }, 'einvoice document not sent');
    }
  }
  return report;
}

/**
 * Sends one shop's document again after a fix (a rejected one: rebuilt with the set-up and
 * resolution as they are now, same number; a pending one: due now). Null when not the user's.
 */
export async function resendDocument(deps: Deps, userId: number, id: number): Promise<boolean> {
  const [row] = await deps.db
    .update(d)
    .set({
      status: 'pending',
      nextAttemptAt: deps.clock.now(),
      // A rejected document was never accepted: it is built again (new IssueDate, key and signature).
      signedXml: sql`CASE WHEN ${d.status} = 'rejected' THEN NULL ELSE ${d.signedXml} END`,
      documentKey: sql`CASE WHEN ${d.status} = 'rejected' THEN NULL ELSE ${d.documentKey} END`,
      qrCode: sql`CASE WHEN ${d.status} = 'rejected' THEN NULL ELSE ${d.qrCode} END`,
      issuedAt: sql`CASE WHEN ${d.status} = 'rejected' THEN NULL ELSE ${d.issuedAt} END`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(d.userId, userId), eq(d.id, id), sql`${d.status} <> 'accepted'`))
    .returning({ id: d.id });
  return row !== undefined;
}

export type EinvoiceWorker = IntervalWorker;

const workers = new WeakMap<object, EinvoiceWorker>();
/** The running sender of these deps (main.ts starts it), to wake after a re-send; unset in tests. */
export const einvoiceWorkerOf = (deps: object): EinvoiceWorker | undefined => workers.get(deps);

/** The in-process sender: a tick every `intervalMs` and on wake(), never two at once here. */
export function startEinvoiceWorker(deps: Deps, log: SenderLog, intervalMs = 2_000): EinvoiceWorker {
  const worker = startIntervalWorker(
    () => sendDueDocuments(deps, log),
    (err) => log.error({ err }, 'einvoice sending failed'),
    intervalMs,
  );
  workers.set(deps, worker);
  return worker;
}
