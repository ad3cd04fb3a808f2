import { kindPayments } from '../credit/index.ts';
import { EXPENSES } from './kind.ts';
import { toPayment } from './queries.ts';

/** Abonos on an expense credit (Dr 2335 / Cr M), with the rules and texts of modules/credit. */
export const expensePaymentsService = kindPayments(EXPENSES, toPayment);
