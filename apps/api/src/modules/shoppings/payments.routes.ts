import { ZShoppingPayment } from '@cc/shared';
import { kindPaymentRoutes } from '../credit/index.ts';
import { shoppingPaymentsService } from './payments.ts';
import { SHOPPING_ROUTE_DOC } from './texts.ts';

/** Abonos: /api/shoppings/{shopping_id}/payments/ and …/payments/{payment_id}. */
export const shoppingPaymentRoutes = kindPaymentRoutes(
  'shoppings',
  'shopping_id',
  shoppingPaymentsService,
  ZShoppingPayment,
  {
    noun: SHOPPING_ROUTE_DOC.noun,
  },
);
