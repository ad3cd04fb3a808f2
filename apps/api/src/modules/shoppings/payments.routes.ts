import { ZShoppingPayment } from '@cc/shared';
import { kindPaymentRoutes } from '../credit/payment-routes.ts';
import { shoppingPaymentsService } from './payments.ts';

/** Abonos: /api/shoppings/{shopping_id}/payments/ and …/payments/{payment_id}. */
export const shoppingPaymentRoutes = kindPaymentRoutes(
  'shoppings',
  'shopping_id',
  shoppingPaymentsService,
  ZShoppingPayment,
  {
    noun: 'una compra',
  },
);
