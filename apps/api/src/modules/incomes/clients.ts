import { type ClientInput, type ClientRecord, INCOME_MSG } from '@cc/shared';
import { and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { cities, clients, documentTypes } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';

const CLIENT_DOC_UNIQUE = 'clients_user_doc_uq';
const SEARCH_LIMIT = 50;

const clientColumns = {
  id: clients.id,
  name: clients.name,
  docTypeId: clients.docTypeId,
  docTypeName: documentTypes.name,
  docNumber: clients.docNumber,
  address: clients.address,
  phone: clients.phone,
  cellphone: clients.cellphone,
  email: clients.email,
  cityId: cities.id,
  cityName: cities.name,
  stateId: cities.stateId,
};
type ClientRow = {
  id: number;
  name: string;
  docTypeId: number;
  docTypeName: string;
  docNumber: string;
  address: string;
  phone: string;
  cellphone: string;
  email: string;
  cityId: number | null;
  cityName: string | null;
  stateId: number | null;
};

function toRecord(r: ClientRow): ClientRecord {
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

function selectClients(ex: Executor) {
  return ex
    .select(clientColumns)
    .from(clients)
    .innerJoin(documentTypes, eq(documentTypes.id, clients.docTypeId))
    .leftJoin(cities, eq(cities.id, clients.cityId));
}

/** Client records of a user by id (ids of other users are simply absent). */
export async function clientRecords(
  ex: Executor,
  userId: number,
  ids: number[],
): Promise<Map<number, ClientRecord>> {
  if (!ids.length) return new Map();
  const rows = await selectClients(ex).where(and(eq(clients.userId, userId), inArray(clients.id, ids)));
  return new Map(rows.map((r) => [r.id, toRecord(r)]));
}

/** GET /api/clients/?name=: the user's clients whose name contains the text (more than 2 characters). */
export async function searchClients(
  db: Executor,
  userId: number,
  name: string | undefined,
): Promise<ClientRecord[]> {
  const text = name?.trim() ?? '';
  if (name !== undefined && text.length <= 2) throw AppError.field('name', INCOME_MSG.clientSearchShort);
  // % and _ typed by the user are literal characters, not wildcards.
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await selectClients(db)
    .where(and(eq(clients.userId, userId), text ? ilike(clients.name, pattern) : undefined))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(text ? SEARCH_LIMIT : 1000);
  return rows.map(toRecord);
}

/** GET /api/clients/?doc_type=&doc_number=: the user's client with that document, else 404. */
export async function findClientByDocument(
  db: Executor,
  userId: number,
  docType: number,
  docNumber: string,
): Promise<ClientRecord> {
  const [row] = await selectClients(db).where(
    and(eq(clients.userId, userId), eq(clients.docTypeId, docType), eq(clients.docNumber, docNumber.trim())),
  );
  if (!row) throw AppError.notFound();
  return toRecord(row);
}

/** doc_type and city must name reference rows; otherwise the client's field errors. */
async function checkReferences(tx: Tx, input: ClientInput): Promise<void> {
  const [doc] = await tx
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.id, input.doc_type));
  const city =
    typeof input.city === 'number'
      ? (await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city)))[0]
      : { id: 0 };
  const errors: Record<string, string[]> = {};
  if (!doc) errors.doc_type = [INCOME_MSG.optionInvalid];
  if (!city) errors.city = [INCOME_MSG.optionInvalid];
  if (Object.keys(errors).length) throw AppError.fields({ client: errors });
}

const docTaken = () => AppError.fields({ client: { doc_number: [INCOME_MSG.clientDocTaken] } });

/** The columns a sale form sends; optional ones left out keep their stored value. */
function changes(input: ClientInput, now: Date) {
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
 * Creates or updates the client of a sale form (spec 2 §3), inside the sale's transaction:
 * by id (the user's, else 404), else by doc_type + doc_number of this user (an upsert, so two
 * concurrent sales to a new client create it once). Returns the client id.
 */
export async function saveClient(tx: Tx, userId: number, input: ClientInput, now: Date): Promise<number> {
  await checkReferences(tx, input);
  const set = changes(input, now);
  if (input.id !== undefined) {
    const [own] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, userId), eq(clients.id, input.id)))
      .for('update');
    if (!own) throw AppError.notFound();
    const [clash] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.userId, userId),
          eq(clients.docTypeId, input.doc_type),
          eq(clients.docNumber, input.doc_number),
          ne(clients.id, own.id),
        ),
      );
    if (clash) throw docTaken();
    try {
      await tx
        .update(clients)
        .set(set)
        .where(and(eq(clients.userId, userId), eq(clients.id, own.id)));
    } catch (error) {
      if (isUniqueViolation(error, CLIENT_DOC_UNIQUE)) throw docTaken();
      throw error;
    }
    return own.id;
  }
  const [row] = await tx
    .insert(clients)
    .values({ userId, ...set })
    .onConflictDoUpdate({
      target: [clients.userId, clients.docTypeId, clients.docNumber],
      set,
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('client not written');
  return row.id;
}
