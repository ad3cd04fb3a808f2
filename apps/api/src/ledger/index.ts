export { ACC, methodAccount } from './accounts.ts';
export {
  type AccountBalance,
  type AccountClass,
  balanceOf,
  balancesAsOf,
  balancesBetween,
  exactInteger,
  normalBalance,
  totals,
} from './balances.ts';
export {
  type Posting,
  type PostingLine,
  post,
  repost,
  reverseSource,
  type Source,
  UnbalancedPostingError,
} from './post.ts';
