import { type ClientInput, type ClientRecord, NIT_DOCUMENT_TYPE, parseNit } from '@cc/shared';
import { and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { cities, type clients, documentTypes, type providers } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { LIST_MAX } from '../../lib/route-params.ts';

const SEARCH_LIMIT = 50;

export type ContactBook = {
  /** clients (of sales) or providers (of purchases): the same columns on two tables. */
  table: typeof clients | typeof providers;
  /** The unique index on (user, doc type, doc number), to recognise a clash. */
  docUnique: string;
  /** The key the form's field errors sit under: 'client' or 'provider'. */
  field: 'client' | 'provider';
  /** A name search needs at least this many characters. */
  searchMin: number;
  msg: { searchShort: string; optionInvalid: string; docTaken: string };
};

/**
 * The seller's contacts of one kind: lookup by name or by document, and the create-or-update
 * that a sale or purchase form does inside its own transaction (docs/product/2-inventory-income-purchases.md §3).
 */
export function contactDirectory(book: ContactBook) {
  const { table, msg } = book;

  function select(ex: Executor) {
    return ex
      .select({
        id: table.id,
        name: table.name,
        docTypeId: table.docTypeId,
        docTypeName: documentTypes.name,
        docNumber: table.docNumber,
        address: table.address,
        phone: table.phone,
        cellphone: table.cellphone,
        email: table.email,
        cityId: cities.id,
        cityName: cities.name,
        stateId: cities.stateId,
      })
      .from(table)
      .innerJoin(documentTypes, eq(documentTypes.id, table.docTypeId))
      .leftJoin(cities, eq(cities.id, table.cityId));
  }
  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

  function toRecord(r: Row): ClientRecord {
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

  /** Records of a user by id (ids of other users are simply absent). */
  async function records(ex: Executor, userId: number, ids: number[]): Promise<Map<number, ClientRecord>> {
    if (!ids.length) return new Map();
    const rows = await select(ex).where(and(eq(table.userId, userId), inArray(table.id, ids)));
    return new Map(rows.map((r) => [r.id, toRecord(r)]));
  }

  /** ?name=: the user's contacts whose name contains the text; no name lists them all. */
  async function search(db: Executor, userId: number, name: string | undefined): Promise<ClientRecord[]> {
    const text = name?.trim() ?? '';
    if (name !== undefined && text.length < book.searchMin) throw AppError.field('name', msg.searchShort);
    // % and _ typed by the user are literal characters, not wildcards.
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await select(db)
      .where(and(eq(table.userId, userId), text ? ilike(table.name, pattern) : undefined))
      .orderBy(asc(table.name), asc(table.id))
      .limit(text ? SEARCH_LIMIT : LIST_MAX);
    return rows.map(toRecord);
  }

  /** ?doc_type=&doc_number=: the user's contact with that document, else 404. */
  async function findByDocument(
    db: Executor,
    userId: number,
    docType: number,
    docNumber: string,
  ): Promise<ClientRecord> {
    const [row] = await select(db).where(
      and(eq(table.userId, userId), eq(table.docTypeId, docType), eq(table.docNumber, docNumber.trim())),
    );
    if (!row) throw AppError.notFound();
    return toRecord(row);
  }

  /** doc_type and city must name reference rows; otherwise the form's field errors. */
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
    if (!doc) errors.doc_type = [msg.optionInvalid];
    if (!city) errors.city = [msg.optionInvalid];
    if (Object.keys(errors).length) throw AppError.fields({ [book.field]: errors });
  }

  const docTaken = () => AppError.fields({ [book.field]: { doc_number: [msg.docTaken] } });

  /**
   * A NIT's number and check digit (DIAN módulo 11): the DV typed apart or after a '-' must be
   * right (else the form's 400), and is stored in its own column, never in the number.
   */
  function documentOf(input: ClientInput): { docNumber: string; dv: string | null } {
    if (input.doc_type !== NIT_DOCUMENT_TYPE) return { docNumber: input.doc_number, dv: null };
    const nit = parseNit(input.doc_number, input.dv);
    if ('error' in nit) throw AppError.fields({ [book.field]: { doc_number: [nit.error] } });
    return { docNumber: nit.number, dv: nit.dv };
  }

  /** The columns a form sends; optional ones left out keep their stored value. */
  function changes(input: ClientInput, now: Date) {
    return {
      name: input.name,
      docTypeId: input.doc_type,
      ...documentOf(input),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.cellphone !== undefined && { cellphone: input.cellphone }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.city !== undefined && { cityId: input.city }),
      updatedAt: now,
    };
  }

  /**
   * Creates or updates the contact of a form, inside the document's transaction: by id (the
   * user's, else 404), else by doc_type + doc_number of this user (an upsert, so two concurrent
   * documents for a new contact create it once). Returns the contact id.
   */
  async function save(tx: Tx, userId: number, input: ClientInput, now: Date): Promise<number> {
    await checkReferences(tx, input);
    const set = changes(input, now);
    if (input.id !== undefined) {
      const [own] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.id, input.id)))
        // Not FOR UPDATE: that also blocks the foreign-key checks of rows naming the contact (an
        // abono's journal entry), and a sale holding it while it waits for the ledger lock an
        // abono holds deadlocked with that abono. NO KEY UPDATE still queues two saves of it.
        .for('no key update');
      if (!own) throw AppError.notFound();
      const [clash] = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.userId, userId),
            eq(table.docTypeId, input.doc_type),
            eq(table.docNumber, set.docNumber),
            ne(table.id, own.id),
          ),
        );
      if (clash) throw docTaken();
      try {
        await tx
          .update(table)
          .set(set)
          .where(and(eq(table.userId, userId), eq(table.id, own.id)));
      } catch (error) {
        if (isUniqueViolation(error, book.docUnique)) throw docTaken();
        throw error;
      }
      return own.id;
    }
    // The document columns are the conflict's own: left out of the update, so the existing row
    // is locked FOR NO KEY UPDATE, not FOR UPDATE (see above).
    const { docTypeId: _type, docNumber: _number, dv: _dv, ...update } = set;
    const [row] = await tx
      .insert(table)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: [table.userId, table.docTypeId, table.docNumber], set: update })
      .returning({ id: table.id });
    if (!row) throw new Error(`${book.field} not written`);
    return row.id;
  }

  return { records, search, findByDocument, save };
}
