import { INCOME_MSG } from '@cc/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { clients, documentTypes, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { queryRows } from '../../ledger/rows.ts';
import { dayPages, paymentPages } from '../credit/export-batches.ts';
import {
  buildCreditExport,
  type CreditExport,
  type ExportDoc,
  type PaymentDoc,
} from '../credit/export-xlsx.ts';
import { SALES } from './kind.ts';
import { INCOME_EXPORT_TEXT as T } from './texts.ts';

type Client = { name: string; document: string };

const EXPORT: CreditExport<Client> = {
  sheetName: T.sheetName,
  fileName: INCOME_MSG.exportFileName,
  docKind: T.docKind,
  settledStatus: T.settledStatus,
  msg: INCOME_MSG,
  partyColumns: [
    { header: T.client, width: 30, value: (c) => c.name },
    { header: T.clientDocument, width: 22, value: (c) => c.document },
  ],
};

/**
 * GET /api/incomes/export/: every sale and every abono, with the client of each, read in pages.
 * The sales are read with a raw query: drizzle's mapping of nested selections cost ~0.7 µs per
 * field, the largest CPU cost of the 100k-sale download after the writer (ADR 023). Dates come
 * as text and amounts as float8 so that node-postgres and PGlite give the same JS types. Each
 * query reads the fields its rows show and no more: decoding them was a third of the download's
 * CPU, and an abono shows only its sale's number, payment type and client (ADR 030).
 */
export async function exportIncomes(deps: Pick<AppDeps, 'db'>, userId: number) {
  const { db } = deps;
  const client = sql`${clients.name} AS name, ${documentTypes.abbreviation} || ' ' || ${clients.docNumber} AS document`;
  /** Sales with their client: id, number, payment type, then `more` (each after a comma). */
  const read = async <D>(more: SQL, where: SQL): Promise<{ doc: D; extra: Client }[]> => {
    const rows = await queryRows<D & Client>(
      db,
      sql`SELECT ${incomes.id} AS id, ${incomes.number} AS number,
            ${incomes.paymentType} AS "paymentType", ${client}${more}
          FROM ${incomes}
          JOIN ${clients} ON ${clients.id} = ${incomes.clientId}
          JOIN ${documentTypes} ON ${documentTypes.id} = ${clients.docTypeId}
          WHERE ${and(eq(incomes.userId, userId), where)}
          ORDER BY ${incomes.date}, ${incomes.number}`,
    );
    // The row is both halves, not copied into two new objects: per row, that copy was CPU and
    // garbage on the main thread (profile, ADR 023).
    return rows.map((r) => ({ doc: r, extra: r }));
  };
  const docs = dayPages(
    incomes,
    userId,
    (within) =>
      read<ExportDoc>(
        sql`, ${incomes.date}::text AS date, ${incomes.value}::float8 AS value,
          ${incomes.payment}::float8 AS payment, ${incomes.paidOut} AS "paidOut",
          ${incomes.deleted} AS deleted, ${incomes.paymentMethod} AS "paymentMethod",
          ${incomes.observations} AS observations`,
        within(incomes.date),
      ),
    (row) => row.doc.date,
  );
  const payments = paymentPages(db, SALES, userId, (where) => read<PaymentDoc>(sql.empty(), where));
  return buildCreditExport(EXPORT, docs, payments);
}
