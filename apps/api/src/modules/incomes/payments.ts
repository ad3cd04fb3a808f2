import { kindPayments } from '../credit/index.ts';
import { SALES } from './kind.ts';
import { toPayment } from './queries.ts';

/** Abonos on a credit sale (Dr M / Cr 1305), with the rules and texts of modules/credit. */
export const incomePaymentsService = kindPayments(SALES, toPayment);
