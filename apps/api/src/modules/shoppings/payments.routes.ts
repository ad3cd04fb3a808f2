import { ZPaymentCreate, ZPaymentUpdate } from '@cc/shared';
import { creditPaymentRoutes } from '../credit/payment-routes.ts';
import { shoppingPaymentsService } from './payments.ts';
import { ZShoppingPayment } from './schemas.ts';

/** Abonos: /api/shoppings/{shopping_id}/payments/ and …/payments/{payment_id}. */
export const shoppingPaymentRoutes = creditPaymentRoutes({
  resource: 'shoppings',
  param: 'shopping_id',
  service: shoppingPaymentsService,
  body: { create: ZPaymentCreate, update: ZPaymentUpdate },
  response: ZShoppingPayment,
  summaries: {
    create: 'Registrar un abono a una compra a crédito',
    get: 'Un abono de una compra',
    update: 'Editar un abono de una compra',
    void: 'Anular un abono de una compra',
  },
});
