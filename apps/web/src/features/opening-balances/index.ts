/**
 * The opening balances' face (ADR 034): their abono screens, their rows in the credit lists of
 * sales and expenses, and the pay action of their report rows.
 */
export { openingBalancesSlot } from './components/OpeningBalanceRows.tsx';
export { reportPayAction } from './components/reportPayAction.tsx';
export { openingPages } from './routes.ts';
