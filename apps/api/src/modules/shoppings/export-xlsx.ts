import { SHOPPING_MSG } from '@cc/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { documentTypes, financialCategories, providers, shoppings } from '../../db/schema/index.ts';
import { ownRow } from '../../db/tenant.ts';
import type { AppDeps } from '../../deps.ts';
import {
  buildCreditExport,
  type CreditExport,
  docPages,
  exportDocFields,
  paymentPages,
} from '../credit/index.ts';
import { PURCHASES } from './kind.ts';
import { SHOPPING_EXPORT_TEXT as T } from './texts.ts';

type Party = { name: string; doc: string; number: string; category: string };

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const EXPORT: CreditExport<Party> = {
  sheetName: T.sheetName,
  fileName: SHOPPING_MSG.exportFileName,
  docKind: T.docKind,
  settledStatus: T.settledStatus,
  msg: SHOPPING_MSG,
  partyColumns: [
    { header: T.category, width: 28, value: (p) => capitalize(p.category) },
    { header: T.provider, width: 30, value: (p) => p.name },
    { header: T.providerDocument, width: 24, value: (p) => `${p.doc} ${p.number}` },
  ],
};

/** GET /api/shoppings/export/: every purchase and every abono, with category and provider, read in pages. */
export async function exportShoppings(deps: Pick<AppDeps, 'db'>, userId: number) {
  const { db } = deps;
  const extra = {
    name: providers.name,
    doc: documentTypes.abbreviation,
    number: providers.docNumber,
    category: financialCategories.name,
  };
  const docRows = (where: SQL | undefined) =>
    db
      .select({ doc: exportDocFields(shoppings), extra })
      .from(shoppings)
      .innerJoin(providers, ownRow(providers, shoppings.providerId, shoppings))
      .innerJoin(documentTypes, eq(documentTypes.id, providers.docTypeId))
      .innerJoin(financialCategories, eq(financialCategories.id, shoppings.categoryId))
      .where(and(eq(shoppings.userId, userId), where))
      .orderBy(asc(shoppings.date), asc(shoppings.number));
  const docs = docPages(shoppings, userId, docRows);
  const payments = paymentPages(db, PURCHASES, userId, docRows);
  return buildCreditExport(EXPORT, docs, payments);
}
