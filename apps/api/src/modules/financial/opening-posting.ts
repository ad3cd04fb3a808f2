import { FINANCIAL_JOURNAL, type FinancialType } from '@cc/shared';
import type { PostingLine, ThirdParty } from '../../ledger/index.ts';

/** Journal source of an initial asset or liability; its id is the financial_info id. */
export const FINANCIAL_INFO_SOURCE = 'financial_info';

/**
 * The lines an initial asset (Dr account / Cr capital) or liability (Dr capital / Cr account)
 * owns in the shop's opening entry (ledger setOpeningRecord), docs/accounting.md §Opening balance;
 * capital is the shop's (3130 or 3105, ledger/accounts.ts capitalAccount). A value of 0 posts nothing.
 */
export function openingPosting(p: {
  userId: number;
  today: string;
  now: Date;
  id: number;
  thirdParty: ThirdParty | null;
  financialType: FinancialType;
  accountCode: string;
  capital: string;
  categoryName: string;
  value: number;
}) {
  const asset = p.financialType === 'ACTIVOS';
  const lines: PostingLine[] = asset
    ? [
        { account: p.accountCode, debit: p.value },
        { account: p.capital, credit: p.value },
      ]
    : [
        { account: p.capital, debit: p.value },
        { account: p.accountCode, credit: p.value },
      ];
  return {
    userId: p.userId,
    record: { type: FINANCIAL_INFO_SOURCE, id: p.id },
    today: p.today,
    now: p.now,
    thirdParty: p.thirdParty,
    description: FINANCIAL_JOURNAL.opening(asset, p.categoryName),
    lines,
  };
}
