import { PROVIDER_SEARCH_MIN, type ProviderInput, type ProviderRecord, SHOPPING_MSG } from '@cc/shared';
import { and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { cities, documentTypes, providers } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';

// Providers mirror the sale module's clients (incomes/clients.ts) on their own table.

const PROVIDER_DOC_UNIQUE = 'providers_user_doc_uq';
const SEARCH_LIMIT = 50;
const LIST_LIMIT = 1000;

function selectProviders(ex: Executor) {
  return ex
    .select({
      id: providers.id,
      name: providers.name,
      docTypeId: providers.docTypeId,
      docTypeName: documentTypes.name,
      docNumber: providers.docNumber,
      address: providers.address,
      phone: providers.phone,
      cellphone: providers.cellphone,
      email: providers.email,
      cityId: cities.id,
      cityName: cities.name,
      stateId: cities.stateId,
    })
    .from(providers)
    .innerJoin(documentTypes, eq(documentTypes.id, providers.docTypeId))
    .leftJoin(cities, eq(cities.id, providers.cityId));
}
type ProviderRow = Awaited<ReturnType<ReturnType<typeof selectProviders>['where']>>[number];

function toRecord(r: ProviderRow): ProviderRecord {
  return {
    id: r.id,
    name: r.name,
    doc_type: { id: r.docTypeId, name: r.docTypeName },
    doc_number: r.docNumber,
    address: r.address,
    phone: r.phone,
    cellphone: r.cellphone,
    email: r.email,
    city:
      r.cityId !== null && r.cityName !== null
        ? { id: r.cityId, name: r.cityName, state: r.stateId ?? 0 }
        : null,
  };
}

/** Provider records of a user by id (ids of other users are simply absent). */
export async function providerRecords(
  ex: Executor,
  userId: number,
  ids: number[],
): Promise<Map<number, ProviderRecord>> {
  if (!ids.length) return new Map();
  const rows = await selectProviders(ex).where(and(eq(providers.userId, userId), inArray(providers.id, ids)));
  return new Map(rows.map((r) => [r.id, toRecord(r)]));
}

/** GET /api/providers/?name=: the user's providers whose name contains the text (3 characters or more). */
export async function searchProviders(
  db: Executor,
  userId: number,
  name: string | undefined,
): Promise<ProviderRecord[]> {
  const text = name?.trim() ?? '';
  if (name !== undefined && text.length < PROVIDER_SEARCH_MIN) {
    throw AppError.field('name', SHOPPING_MSG.providerSearchShort);
  }
  // % and _ typed by the user are literal characters, not wildcards.
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await selectProviders(db)
    .where(and(eq(providers.userId, userId), text ? ilike(providers.name, pattern) : undefined))
    .orderBy(asc(providers.name), asc(providers.id))
    .limit(text ? SEARCH_LIMIT : LIST_LIMIT);
  return rows.map(toRecord);
}

/** GET /api/providers/?doc_type=&doc_number=: the user's provider with that document, else 404. */
export async function findProviderByDocument(
  db: Executor,
  userId: number,
  docType: number,
  docNumber: string,
): Promise<ProviderRecord> {
  const [row] = await selectProviders(db).where(
    and(
      eq(providers.userId, userId),
      eq(providers.docTypeId, docType),
      eq(providers.docNumber, docNumber.trim()),
    ),
  );
  if (!row) throw AppError.notFound();
  return toRecord(row);
}

/** doc_type and city must name reference rows; otherwise the provider's field errors. */
async function checkReferences(tx: Tx, input: ProviderInput): Promise<void> {
  const [doc] = await tx
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.id, input.doc_type));
  const city =
    typeof input.city === 'number'
      ? (await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city)))[0]
      : { id: 0 };
  const errors: Record<string, string[]> = {};
  if (!doc) errors.doc_type = [SHOPPING_MSG.optionInvalid];
  if (!city) errors.city = [SHOPPING_MSG.optionInvalid];
  if (Object.keys(errors).length) throw AppError.fields({ provider: errors });
}

const docTaken = () => AppError.fields({ provider: { doc_number: [SHOPPING_MSG.providerDocTaken] } });

/** The columns the purchase form sends; optional ones left out keep their stored value. */
function changes(input: ProviderInput, now: Date) {
  return {
    name: input.name,
    docTypeId: input.doc_type,
    docNumber: input.doc_number,
    ...(input.address !== undefined && { address: input.address }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.cellphone !== undefined && { cellphone: input.cellphone }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.city !== undefined && { cityId: input.city }),
    updatedAt: now,
  };
}

/**
 * Creates or updates the provider of a purchase form, inside the purchase's transaction: by id
 * (the user's, else 404), else by doc_type + doc_number of this user (an upsert, so two
 * concurrent purchases from a new provider create it once). Returns the provider id.
 */
export async function saveProvider(tx: Tx, userId: number, input: ProviderInput, now: Date): Promise<number> {
  await checkReferences(tx, input);
  const set = changes(input, now);
  if (input.id !== undefined) {
    const [own] = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.userId, userId), eq(providers.id, input.id)))
      .for('update');
    if (!own) throw AppError.notFound();
    const [clash] = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(
        and(
          eq(providers.userId, userId),
          eq(providers.docTypeId, input.doc_type),
          eq(providers.docNumber, input.doc_number),
          ne(providers.id, own.id),
        ),
      );
    if (clash) throw docTaken();
    try {
      await tx
        .update(providers)
        .set(set)
        .where(and(eq(providers.userId, userId), eq(providers.id, own.id)));
    } catch (error) {
      if (isUniqueViolation(error, PROVIDER_DOC_UNIQUE)) throw docTaken();
      throw error;
    }
    return own.id;
  }
  const [row] = await tx
    .insert(providers)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: [providers.userId, providers.docTypeId, providers.docNumber], set })
    .returning({ id: providers.id });
  if (!row) throw new Error('provider not written');
  return row.id;
}
