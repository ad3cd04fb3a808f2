export { ACC, methodAccount } from './accounts.ts';
export {
  type AccountBalance,
  type AccountClass,
  balanceOf,
  balancesAsOf,
  balancesBetween,
  exactInteger,
  type MonthMovement,
  movementsByMonth,
  normalBalance,
  openingBalances,
  totals,
} from './balances.ts';
export { monthlyBalanceMismatches, rebuildMonthlyBalances } from './monthly.ts';
export {
  type Posting,
  type PostingLine,
  post,
  repost,
  reverseSource,
  type Source,
  UnbalancedPostingError,
} from './post.ts';
