import { EINVOICE_MSG, type EinvoiceResolution, type EinvoiceResolutionInput } from '@cc/shared';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { einvoiceDocuments, einvoiceResolutions, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { today } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { resolutionWarnings } from './numbering.ts';

type Row = typeof einvoiceResolutions.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'clock'>;
const r = einvoiceResolutions;

function view(row: Row, date: string): EinvoiceResolution {
  return {
    id: row.id,
    document_type: row.documentType,
    resolution_number: row.resolutionNumber,
    prefix: row.prefix,
    range_from: row.rangeFrom,
    range_to: row.rangeTo,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    technical_key: row.technicalKey,
    next_number: row.nextNumber,
    numbers_left: row.rangeTo - row.nextNumber + 1,
    // Only a resolution in force today (or used up) warns; one not yet in force waits its turn.
    warnings: row.validFrom <= date ? resolutionWarnings(row, row.nextNumber, date) : [],
  };
}

export async function listResolutions(deps: Deps, userId: number): Promise<EinvoiceResolution[]> {
  const rows = await deps.db
    .select()
    .from(r)
    .where(eq(r.userId, userId))
    .orderBy(asc(r.documentType), asc(r.validFrom), asc(r.rangeFrom), asc(r.id));
  const date = today(deps.clock);
  return rows.map((row) => view(row, date));
}

export async function getResolution(deps: Deps, userId: number, id: number): Promise<EinvoiceResolution> {
  const [row] = await deps.db
    .select()
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.id, id)));
  if (!row) throw AppError.notFound();
  return view(row, today(deps.clock));
}

/**
 * A shop's resolution writes queue on its user row (NO KEY UPDATE, as the opening balance's do),
 * so two overlapping ranges sent at once cannot both pass the overlap check.
 */
async function lockShopResolutions(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Two ranges of one document type and prefix may not share a number: the document's ID (prefix
 * + number) would be given twice. Different prefixes are different numbers (SETP990000001 and
 * FE1), so a test-set range and a production one of the same type may coexist.
 */
async function refuseOverlap(tx: Tx, userId: number, input: EinvoiceResolutionInput, exceptId?: number) {
  const [other] = await tx
    .select()
    .from(r)
    .where(
      and(
        eq(r.userId, userId),
        eq(r.documentType, input.document_type),
        eq(r.prefix, input.prefix),
        lte(r.rangeFrom, input.range_to),
        gte(r.rangeTo, input.range_from),
        exceptId === undefined ? undefined : ne(r.id, exceptId),
      ),
    )
    .limit(1);
  if (other) {
    throw AppError.field(
      'range_from',
      EINVOICE_MSG.overlap(other.resolutionNumber, other.prefix, other.rangeFrom, other.rangeTo),
    );
  }
}

/** The shop's resolution `id`, locked until the transaction ends (takeNumber waits on it). */
async function lockedResolution(tx: Tx, userId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.id, id)))
    .for('update');
  if (!row) throw AppError.notFound();
  return row;
}

const columns = (input: EinvoiceResolutionInput) => ({
  documentType: input.document_type,
  resolutionNumber: input.resolution_number,
  prefix: input.prefix,
  rangeFrom: input.range_from,
  rangeTo: input.range_to,
  validFrom: input.valid_from,
  validTo: input.valid_to,
  technicalKey: input.technical_key,
});

export async function createResolution(
  deps: Deps,
  userId: number,
  input: EinvoiceResolutionInput,
): Promise<EinvoiceResolution> {
  const row = await deps.db.transaction(async (tx) => {
    await lockShopResolutions(tx, userId);
    await refuseOverlap(tx, userId, input);
    const [created] = await tx
      .insert(r)
      .values({ userId, ...columns(input), nextNumber: input.range_from })
      .returning();
    if (!created) throw new Error('resolution not written');
    return created;
  });
  return view(row, today(deps.clock));
}

/**
 * Until it numbers a document everything may change. After that the type, prefix and start stay
 * (the documents already issued name them), and the range may not end before its last number.
 */
export async function updateResolution(
  deps: Deps,
  userId: number,
  id: number,
  input: EinvoiceResolutionInput,
): Promise<EinvoiceResolution> {
  const row = await deps.db.transaction(async (tx) => {
    await lockShopResolutions(tx, userId);
    const current = await lockedResolution(tx, userId, id);
    const used = current.nextNumber > current.rangeFrom;
    const last = current.nextNumber - 1;
    if (used) {
      const same =
        current.documentType === input.document_type &&
        current.prefix === input.prefix &&
        current.rangeFrom === input.range_from;
      if (!same) throw AppError.rule(EINVOICE_MSG.used(last));
      if (input.range_to < last) throw AppError.field('range_to', EINVOICE_MSG.endBeforeUsed(last));
    }
    await refuseOverlap(tx, userId, input, id);
    const [updated] = await tx
      .update(r)
      .set({
        ...columns(input),
        nextNumber: used ? current.nextNumber : input.range_from,
        updatedAt: sql`now()`,
      })
      .where(and(eq(r.userId, userId), eq(r.id, id)))
      .returning();
    if (!updated) throw AppError.notFound();
    return updated;
  });
  return view(row, today(deps.clock));
}

export async function deleteResolution(deps: Deps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockedResolution(tx, userId, id);
    const [document] = await tx
      .select({ id: einvoiceDocuments.id })
      .from(einvoiceDocuments)
      .where(and(eq(einvoiceDocuments.userId, userId), eq(einvoiceDocuments.resolutionId, id)))
      .limit(1);
    if (current.nextNumber > current.rangeFrom || document) throw AppError.rule(EINVOICE_MSG.deleteUsed);
    await tx.delete(r).where(and(eq(r.userId, userId), eq(r.id, id)));
  });
}
