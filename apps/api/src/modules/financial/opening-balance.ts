import type { FinancialType } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { financialCategories, financialInfo } from '../../db/schema/index.ts';
import { ACC } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { CreditDocRow } from '../credit/index.ts';

/**
 * An opening balance seen as a credit document by modules/credit: always live and "on credit",
 * numbered 0 (its abonos are 'SI-01', 'SI-02'…), and dated before every business day, so any
 * abono date is after it (docs/accounting.md §Collecting and paying opening balances). It carries what its abonos post to.
 */
export type OpeningBalance = CreditDocRow & {
  financialType: FinancialType;
  categoryName: string;
  accountCode: string;
};

/** Sorts before every 'YYYY-MM-DD': the opening balance precedes every date. */
const BEFORE_EVERY_DATE = '0000-01-01';

/**
 * Which records take abonos: an opening receivable (an asset posted to 1305 Cuentas por cobrar)
 * and every liability. Caja, Bancos or equipment are not owed by anyone: nothing to collect.
 */
export function takesPayments(financialType: string, accountCode: string | null): boolean {
  return financialType === 'PASIVOS' || accountCode === ACC.cuentasPorCobrar;
}

const own = (userId: number, id: number) => and(eq(financialInfo.userId, userId), eq(financialInfo.id, id));

async function load(db: Executor, userId: number, id: number): Promise<OpeningBalance | null> {
  const [row] = await db
    .select({
      record: financialInfo,
      categoryName: financialCategories.name,
      accountCode: financialCategories.accountCode,
    })
    .from(financialInfo)
    .innerJoin(financialCategories, eq(financialCategories.id, financialInfo.categoryId))
    .where(own(userId, id));
  if (!row?.accountCode || !takesPayments(row.record.financialType, row.accountCode)) return null;
  const r = row.record;
  return {
    id: r.id,
    userId: r.userId,
    number: 0,
    date: BEFORE_EVERY_DATE,
    value: r.value,
    payment: r.payment,
    paidOut: r.paidOut,
    deleted: false,
    paymentType: 'CREDITO',
    paymentMethod: null,
    financialType: r.financialType,
    categoryName: row.categoryName,
    accountCode: row.accountCode,
  };
}

/** The user's opening balance that takes abonos, or null (another user's, missing, or e.g. Caja). */
export const readOpeningBalance = (db: Executor, userId: number, id: number) => load(db, userId, id);

/**
 * The same, locked until the transaction ends; 404 otherwise. The row is locked without the join
 * (as financial-info.service does), so a concurrent category edit cannot make it vanish.
 */
export async function lockOpeningBalance(tx: Tx, userId: number, id: number): Promise<OpeningBalance> {
  await tx.select({ id: financialInfo.id }).from(financialInfo).where(own(userId, id)).for('update');
  const balance = await load(tx, userId, id);
  if (!balance) throw AppError.notFound();
  return balance;
}
