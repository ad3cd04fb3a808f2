export { ACC, capitalAccount, costOfSalesAccount, methodAccount, stockAccount } from './accounts.ts';
export {
  type AccountBalance,
  type AccountClass,
  type AccountMovement,
  balanceOf,
  balancesAsOf,
  balancesBetween,
  exactInteger,
  type MonthMovement,
  movementsByMonth,
  movementTotals,
  normalBalance,
  totals,
} from './balances.ts';
export { closingNetBetween, resultBalancesBetween } from './closing.ts';
export {
  accountNetThrough,
  documentOf,
  type JournalLine,
  journalLinesPage,
  type LinePosition,
} from './journal.ts';
export { type LedgerPosition, ledgerLinesPage } from './ledger-lines.ts';
export {
  lineDateMismatches,
  monthlyBalanceMismatches,
  rebuildMonthlyBalances,
  repairLineDates,
} from './monthly.ts';
export {
  moveOpeningBack,
  openingBalances,
  openingMismatches,
  removeOpeningRecord,
  repairOpeningDates,
  setOpeningRecord,
  syncOpeningDate,
} from './opening.ts';
export {
  assertOpenPeriod,
  lockDateOf,
  YEAR_CLOSE_SOURCE,
} from './period-lock.ts';
export {
  type Posting,
  type PostingLine,
  post,
  relabelThirdParty,
  repost,
  reverseSource,
  type Source,
  type ThirdParty,
  UnbalancedPostingError,
} from './post.ts';
export { postMany } from './post-many.ts';
export { businessStartDate, OPENING_SOURCE, openingEntryId } from './start-date.ts';
