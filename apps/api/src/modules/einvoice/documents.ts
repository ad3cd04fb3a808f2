import type { EinvoiceDocument } from '@cc/shared';
import { and, desc, eq } from 'drizzle-orm';
import { einvoiceDocuments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { type Page, pageOf } from '../../lib/route-params.ts';

type Row = typeof einvoiceDocuments.$inferSelect;
const d = einvoiceDocuments;

const view = (row: Row): EinvoiceDocument => ({
  id: row.id,
  income_id: row.incomeId,
  document_type: row.documentType,
  number: `${row.prefix}${row.number}`,
  status: row.status,
  document_key: row.documentKey,
  attempts: row.attempts,
  errors: row.errors,
  issued_at: row.issuedAt?.toISOString() ?? null,
  qr_url: row.qrCode,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listDocuments(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  page: Page & { income_id?: number | undefined },
): Promise<EinvoiceDocument[]> {
  const { limit, offset } = pageOf(page);
  const rows = await deps.db
    .select()
    .from(d)
    .where(
      and(eq(d.userId, userId), page.income_id === undefined ? undefined : eq(d.incomeId, page.income_id)),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit)
    .offset(offset);
  return rows.map(view);
}

export async function getDocument(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  id: number,
): Promise<EinvoiceDocument> {
  const [row] = await deps.db
    .select()
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.id, id)));
  if (!row) throw AppError.notFound();
  return view(row);
}

/** The latest document of the user's sale (the one its PDF and detail show), or null. */
export async function saleDocumentRow(deps: Pick<AppDeps, 'db'>, userId: number, incomeId: number) {
  const [row] = await deps.db
    .select()
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.incomeId, incomeId)))
    .orderBy(desc(d.id))
    .limit(1);
  return row ?? null;
}
