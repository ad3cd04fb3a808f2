import { SHOPPING_MSG } from '@cc/shared';
import { shoppingPayments, shoppings } from '../../db/schema/index.ts';
import { thirdPartyOf } from '../contacts/third-party.ts';
import { creditMessages } from '../credit/credit-book.ts';
import { creditPayments } from '../credit/payments.ts';
import { paymentPosting, SHOPPING_PAYMENT_SOURCE } from './postings.ts';
import { toPayment } from './queries.ts';
import { lockShopping } from './shopping-row.ts';

/** Abonos on a credit purchase (Dr 2205 / Cr M), with the rules of modules/credit. */
export const shoppingPaymentsService = creditPayments({
  docs: shoppings,
  lockDoc: lockShopping,
  payments: shoppingPayments,
  paymentDocId: shoppingPayments.shoppingId,
  paymentValues: (userId, shoppingId, fields) => ({ userId, shoppingId, ...fields }),
  msg: creditMessages(SHOPPING_MSG, SHOPPING_MSG.paymentBeforeShopping),
  paymentSource: SHOPPING_PAYMENT_SOURCE,
  posting: paymentPosting,
  toPayment,
  thirdParty: (tx, purchase) => thirdPartyOf(tx, 'provider', purchase.userId, purchase.providerId),
});
