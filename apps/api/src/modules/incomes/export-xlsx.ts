import { INCOME_MSG } from '@cc/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { clients, documentTypes, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { dayPages, exportDocFields, paymentPages } from '../credit/export-batches.ts';
import { buildCreditExport, type CreditExport } from '../credit/export-xlsx.ts';
import { SALES } from './kind.ts';
import { INCOME_EXPORT_TEXT as T } from './texts.ts';

type Client = { name: string; doc: string; number: string };

const EXPORT: CreditExport<Client> = {
  sheetName: T.sheetName,
  fileName: INCOME_MSG.exportFileName,
  docKind: T.docKind,
  settledStatus: T.settledStatus,
  msg: INCOME_MSG,
  partyColumns: [
    { header: T.client, width: 30, value: (c) => c.name },
    { header: T.clientDocument, width: 22, value: (c) => `${c.doc} ${c.number}` },
  ],
};

/** GET /api/incomes/export/: every sale and every abono, with the client of each, read in pages. */
export async function exportIncomes(deps: AppDeps, userId: number) {
  const { db } = deps;
  const client = { name: clients.name, doc: documentTypes.abbreviation, number: clients.docNumber };
  const docRows = (where: SQL | undefined) =>
    db
      .select({ doc: exportDocFields(incomes), extra: client })
      .from(incomes)
      .innerJoin(clients, eq(clients.id, incomes.clientId))
      .innerJoin(documentTypes, eq(documentTypes.id, clients.docTypeId))
      .where(and(eq(incomes.userId, userId), where))
      .orderBy(asc(incomes.date), asc(incomes.number));
  const docs = dayPages(db, incomes, userId, (within) => docRows(within(incomes.date)));
  const payments = paymentPages(db, SALES, userId, docRows);
  return buildCreditExport(EXPORT, docs, payments);
}
