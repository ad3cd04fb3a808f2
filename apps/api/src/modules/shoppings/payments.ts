import { kindPayments } from '../credit/index.ts';
import { PURCHASES } from './kind.ts';
import { toPayment } from './queries.ts';

/** Abonos on a credit purchase (Dr 2205 / Cr M), with the rules and texts of modules/credit. */
export const shoppingPaymentsService = kindPayments(PURCHASES, toPayment);
