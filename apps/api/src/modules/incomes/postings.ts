import { INCOME_JOURNAL, paymentReference } from '@cc/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stocks } from '../../db/schema/index.ts';
import {
  ACC,
  costOfSalesAccount,
  methodAccount,
  type Posting,
  type PostingLine,
} from '../../ledger/index.ts';
import { type DocumentPostingHead, type PaymentForPosting, paymentEntry } from '../credit/index.ts';
import type { DrawnLine } from './sale-lines.ts';

/** Journal sources: a sale (revenue and cost of what it drew) and each payment on a credit. */
export const INCOME_SOURCE = 'income';
export const INCOME_PAYMENT_SOURCE = 'income_payment';

type SaleHead = DocumentPostingHead;

/** Which batch is held where: the batches the lines drew that are not in 1435 (a PRODUCTO FABRICADO's own, in 1430). */
export type StockAccounts = ReadonlyMap<number, string>;

/** The accounts of the batches `lines` drew, read in one query (only those outside 1435). */
export async function stockAccountsOf(
  db: Executor,
  userId: number,
  lines: readonly { allocations: readonly { stockId: number }[] }[],
): Promise<StockAccounts> {
  const ids = [...new Set(lines.flatMap((l) => l.allocations.map((a) => a.stockId)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: stocks.id, accountCode: stocks.accountCode })
    .from(stocks)
    .where(and(eq(stocks.userId, userId), inArray(stocks.id, ids), ne(stocks.accountCode, ACC.inventarios)));
  return new Map(rows.map((r) => [r.id, r.accountCode]));
}

/**
 * docs/accounting.md §Sales income: CONTADO Dr M / Cr 4135, CREDITO Dr 1305 / Cr 4135, the total; and
 * per batch drawn Dr 6135 / Cr 1435 (Dr 6120 / Cr 1430 for a batch held in 1430), quantity × the
 * batch's cost. Services draw nothing.
 */
export function salePosting(
  userId: number,
  sale: SaleHead,
  lines: readonly DrawnLine[],
  held: StockAccounts,
): Posting {
  const receivable =
    sale.paymentType === 'CONTADO' ? methodAccount(sale.paymentMethod ?? 'EFECTIVO') : ACC.cuentasPorCobrar;
  const cost: PostingLine[] = lines.flatMap((l) =>
    l.allocations.flatMap((a) => {
      const stock = held.get(a.stockId) ?? ACC.inventarios;
      return [
        { account: costOfSalesAccount(stock), debit: a.quantity * a.costValue },
        { account: stock, credit: a.quantity * a.costValue },
      ];
    }),
  );
  return {
    userId,
    date: sale.date,
    source: { type: INCOME_SOURCE, id: sale.id },
    description: INCOME_JOURNAL.sale(sale.number),
    lines: [
      { account: receivable, debit: sale.value },
      { account: ACC.ingresosVentas, credit: sale.value },
      ...cost,
    ],
  };
}

/** A payment received on a credit sale (initial or abono): Dr M / Cr 1305. */
export function paymentPosting(userId: number, saleNumber: number, payment: PaymentForPosting): Posting {
  return paymentEntry(userId, payment, {
    source: INCOME_PAYMENT_SOURCE,
    description: INCOME_JOURNAL.payment(paymentReference(saleNumber, payment.ordinal)),
    debit: methodAccount(payment.paymentMethod),
    credit: ACC.cuentasPorCobrar,
  });
}
