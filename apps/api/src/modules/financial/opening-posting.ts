import { FINANCIAL_JOURNAL, type FinancialType } from '@cc/shared';
import { ACC, type Posting } from '../../ledger/index.ts';

/** Journal source of an initial asset or liability; its id is the financial_info id. */
export const FINANCIAL_INFO_SOURCE = 'financial_info';

/**
 * Opening-balance entry of an initial asset (Dr account / Cr 3115 Capital) or liability
 * (Dr 3115 / Cr account), docs/accounting.md §Opening balance. A value of 0 posts nothing.
 */
export function openingPosting(p: {
  userId: number;
  date: string;
  id: number;
  financialType: FinancialType;
  accountCode: string;
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
          { account: ACC.capital, credit: p.value },
        ]
      : [
          { account: ACC.capital, debit: p.value },
          { account: p.accountCode, credit: p.value },
        ],
  };
}
