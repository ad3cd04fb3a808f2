import { INCOME_MSG } from '@cc/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { clients, documentTypes, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { queryRows } from '../../ledger/rows.ts';
import {
  buildCreditExport,
  type CreditExport,
  docPages,
  type ExportDoc,
  type PaymentDoc,
  paymentPages,
} from '../credit/index.ts';
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
  /** Sales with their client under `where`: id, number, payment type, client, then `more`. */
  const read = async <D>(more: SQL[], where: SQL): Promise<{ doc: D; extra: Client }[]> => {
    const fields = [
      sql`${incomes.id} AS id`,
      sql`${incomes.number} AS number`,
      sql`${incomes.paymentType} AS "paymentType"`,
      sql`${clients.name} AS name`,
      sql`${documentTypes.abbreviation} || ' ' || ${clients.docNumber} AS document`,
      ...more,
    ];
    const rows = await queryRows<D & Client>(
      db,
      sql`SELECT ${sql.join(fields, sql`, `)}
          FROM ${incomes}
          JOIN ${clients} ON ${clients.userId} = ${incomes.userId} AND ${clients.id} = ${incomes.clientId}
          JOIN ${documentTypes} ON ${documentTypes.id} = ${clients.docTypeId}
          WHERE ${and(eq(incomes.userId, userId), where)}
          ORDER BY ${incomes.date}, ${incomes.number}`,
    );
    // The row is both halves, not copied into two new objects: per row, that copy was CPU and
    // garbage on the main thread (profile, ADR 023).
    return rows.map((r) => ({ doc: r, extra: r }));
  };
  const docs = docPages(incomes, userId, (where) =>
    read<ExportDoc>(
      [
        sql`${incomes.date}::text AS date`,
        sql`${incomes.value}::float8 AS value`,
        sql`${incomes.payment}::float8 AS payment`,
        sql`${incomes.paidOut} AS "paidOut"`,
        sql`${incomes.deleted} AS deleted`,
        sql`${incomes.paymentMethod} AS "paymentMethod"`,
        sql`${incomes.observations} AS observations`,
      ],
      where,
    ),
  );
  const payments = paymentPages(db, SALES, userId, (where) => read<PaymentDoc>([], where));
  return buildCreditExport(EXPORT, docs, payments);
}
