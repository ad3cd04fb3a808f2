import { INCOME_MSG, type IncomeListItem, type PaymentType } from '@cc/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { clients, incomePayments, incomes } from '../../db/schema/index.ts';
import { ownRow } from '../../db/tenant.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { type DocumentKind, listItemBase } from '../credit/index.ts';
import { type IncomeRow, lockIncome } from './income-row.ts';
import { INCOME_PAYMENT_SOURCE, INCOME_SOURCE, paymentPosting } from './postings.ts';

type ListDoc = {
  number: number;
  paymentType: PaymentType;
  paidOut: boolean;
  client: { id: number; name: string };
};

/**
 * A sale as a kind of credit document (ADR 025): numbered from the 'income' counter, paid into
 * 1305 by abonos, compared with the INGRESO budgets; every write of it moves stock (lines draw
 * FIFO, voids give the units back), so it takes inventory's stock lock.
 */
export const SALES: DocumentKind<IncomeRow, ListDoc, IncomeListItem> = {
  counter: 'income',
  docs: incomes,
  payments: incomePayments,
  paymentDocId: incomePayments.incomeId,
  source: INCOME_SOURCE,
  paymentSource: INCOME_PAYMENT_SOURCE,
  msg: {
    ...INCOME_MSG,
    afterPayments: INCOME_MSG.saleAfterPayments,
    paymentBeforeDocument: INCOME_MSG.paymentBeforeSale,
  },
  lockDoc: lockIncome,
  paymentValues: (userId, incomeId, fields) => ({ userId, incomeId, ...fields }),
  paymentPosting,
  movesStock: async () => true,
  thirdParty: (tx, sale) => thirdPartyOf(tx, 'client', sale.userId, sale.clientId),
  budget: 'INGRESO',
  listDocs: async (db, userId, ids) => {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: incomes.id,
        number: incomes.number,
        paymentType: incomes.paymentType,
        paidOut: incomes.paidOut,
        client: { id: clients.id, name: clients.name },
      })
      .from(incomes)
      .innerJoin(clients, ownRow(clients, incomes.clientId, incomes))
      .where(and(eq(incomes.userId, userId), inArray(incomes.id, ids)));
    return new Map(rows.map((r) => [r.id, r]));
  },
  listItem: (row, doc) => ({
    ...listItemBase(row, doc),
    income_id: row.isPayment ? row.docId : null,
    client: doc.client,
  }),
};
