import {
  EINVOICE_MSG,
  type EinvoiceDocumentType,
  RESOLUTION_WARN_DAYS,
  RESOLUTION_WARN_PERCENT,
} from '@cc/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { einvoiceDocuments, einvoiceResolutions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Resolution } from './types.ts';

type ResolutionRow = typeof einvoiceResolutions.$inferSelect;

/** A number taken for one document: what the builder needs and what to tell the seller. */
export type TakenNumber = {
  resolutionId: number;
  resolution: Resolution;
  documentType: EinvoiceDocumentType;
  number: number;
  /** The document's ID as DIAN knows it: prefix + number. */
  documentNumber: string;
  /** The resolution about to run out (≤ 10 days or ≤ 10 % of its range left after this one). */
  warnings: string[];
};

const dayMs = 86_400_000;
const daysFrom = (date: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / dayMs);

/** The warnings of a resolution whose next number is `next`, on `date`. */
export function resolutionWarnings(
  r: Pick<ResolutionRow, 'resolutionNumber' | 'rangeFrom' | 'rangeTo' | 'validTo'>,
  next: number,
  date: string,
): string[] {
  const warnings: string[] = [];
  const days = daysFrom(date, r.validTo);
  if (days <= RESOLUTION_WARN_DAYS) warnings.push(EINVOICE_MSG.warnDays(r.resolutionNumber, r.validTo, days));
  const size = r.rangeTo - r.rangeFrom + 1;
  const left = r.rangeTo - next + 1;
  if (left * 100 <= size * RESOLUTION_WARN_PERCENT) {
    warnings.push(EINVOICE_MSG.warnNumbers(r.resolutionNumber, left, size));
  }
  return warnings;
}

export const builderResolution = (r: ResolutionRow): Resolution => ({
  number: r.resolutionNumber,
  prefix: r.prefix,
  from: r.rangeFrom,
  to: r.rangeTo,
  validFrom: r.validFrom,
  validTo: r.validTo,
  technicalKey: r.technicalKey,
});

/**
 * The next number of the shop's `type` documents dated `date`, taken in the caller's
 * transaction (issue 28 item 3): the resolution's row stays locked until that transaction ends,
 * so concurrent documents queue on it, none shares a number, and a rolled-back one gives its
 * number back — the sequence has no gaps. Refused (400) outside every resolution's range or
 * validity. Of several usable resolutions the oldest is used up first.
 *
 * Under READ COMMITTED a waiting transaction, once the lock is free, re-checks the row as the
 * other left it (PostgreSQL's EvalPlanQual): it reads the moved next_number, and skips to the
 * next resolution when the range was used up meanwhile.
 */
export async function takeNumber(
  tx: Tx,
  userId: number,
  type: EinvoiceDocumentType,
  date: string,
): Promise<TakenNumber> {
  const r = einvoiceResolutions;
  const [row] = await tx
    .select()
    .from(r)
    .where(
      and(
        eq(r.userId, userId),
        eq(r.documentType, type),
        lte(r.validFrom, date),
        gte(r.validTo, date),
        lte(r.nextNumber, r.rangeTo),
      ),
    )
    .orderBy(asc(r.validFrom), asc(r.rangeFrom), asc(r.id))
    .limit(1)
    .for('update');
  if (!row) throw AppError.rule(await whyNoNumber(tx, userId, type, date));
  const number = row.nextNumber;
  await tx
    .update(r)
    .set({ nextNumber: number + 1, updatedAt: sql`now()` })
    .where(and(eq(r.userId, userId), eq(r.id, row.id)));
  return {
    resolutionId: row.id,
    resolution: builderResolution(row),
    documentType: type,
    number,
    documentNumber: `${row.prefix}${number}`,
    warnings: resolutionWarnings(row, number + 1, date),
  };
}

async function whyNoNumber(
  tx: Tx,
  userId: number,
  type: EinvoiceDocumentType,
  date: string,
): Promise<string> {
  const r = einvoiceResolutions;
  const rows = await tx
    .select({ validFrom: r.validFrom, validTo: r.validTo })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.documentType, type)));
  if (rows.length === 0) return EINVOICE_MSG.noResolution(type);
  if (!rows.some((x) => x.validFrom <= date && date <= x.validTo)) return EINVOICE_MSG.notValid(type, date);
  return EINVOICE_MSG.exhausted(type);
}

/**
 * The document's life starts pending, with its number, in the same transaction that took it
 * (and with the sale, once sales are numbered): a number never exists without its document.
 */
export async function recordPendingDocument(
  tx: Tx,
  userId: number,
  taken: TakenNumber,
  incomeId: number | null = null,
  /** When the sender may take it: now on the app's clock (the column's default is the database's). */
  dueAt?: Date,
): Promise<number> {
  const [row] = await tx
    .insert(einvoiceDocuments)
    .values({
      userId,
      incomeId,
      resolutionId: taken.resolutionId,
      documentType: taken.documentType,
      prefix: taken.resolution.prefix,
      number: taken.number,
      ...(dueAt ? { nextAttemptAt: dueAt } : {}),
    })
    .returning({ id: einvoiceDocuments.id });
  if (!row) throw new Error('einvoice document not written');
  return row.id;
}
