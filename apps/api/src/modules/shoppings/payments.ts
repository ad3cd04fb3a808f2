import { SHOPPING_MSG } from '@cc/shared';
import { creditMessages } from '../credit/credit-book.ts';
import { kindPayments } from '../credit/kind-payments.ts';
import { PURCHASES } from './kind.ts';
import { toPayment } from './queries.ts';

/** Abonos on a credit purchase (Dr 2205 / Cr M), with the rules of modules/credit. */
export const shoppingPaymentsService = kindPayments(
  PURCHASES,
  creditMessages(SHOPPING_MSG, SHOPPING_MSG.paymentBeforeShopping),
  toPayment,
);
