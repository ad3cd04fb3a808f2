import { FINANCIAL_JOURNAL, type FinancialType } from '@cc/shared';
import type { Posting } from '../../ledger/index.ts';

/** Journal source of an initial asset or liability; its id is the financial_info id. */
export const FINANCIAL_INFO_SOURCE = 'financial_info';

/**
 * Opening-balance entry of an initial asset (Dr account / Cr capital) or liability (Dr capital /
 * Cr account), docs/accounting.md §Opening balance; capital is the shop's (3130 or 3105,
 * ledger/accounts.ts capitalAccount). A value of 0 posts nothing.
 */
export function openingPosting(p: {
  userId: number;
  date: string;
  id: number;
  financialType: FinancialType;
  accountCode: string;
  capital: string;
  categoryName: string;
  value: number;
}): Posting {
  const asset = p.financialType === 'ACTIVOS';
  return {
    userId: p.userId,
    date: p.date,
    source: { type: FINANCIAL_INFO_SOURCE, id: p.id },
    isOpening: true,
    description: FINANCIAL_JOURNAL.opening(asset, p.categoryName),
    lines: asset
      ? [
          { account: p.accountCode, debit: p.value },
          { account: p.capital, credit: p.value },
        ]
      : [
          { account: p.capital, debit: p.value },
          { account: p.accountCode, credit: p.value },
        ],
  };
}
