import { z } from 'zod';
import { ZId, ZIsoDate, ZPesos } from './atoms.ts';
import { MSG } from './messages.ts';

/** Subscription texts of docs/product/1-account.md §2 and §8, plus the server's refusals. */
export const SUBSCRIPTION_MSG = {
  plansTitle: 'Accede a nuestros planes',
  invitation: 'Obten los mejores beneficios y ventajas con nuestros planes Premium',
  seePlans: 'Ver planes',
  choose: 'Elegir',
  loading: 'Cargando...',
  checkoutTitle: 'Detalle del Plan / Checkout',
  payWithWompi: 'Pagar con Wompi',
  freePlanFailed: 'Algo salio mal 😢 por favor vuelve a intentarlo o comunicate con soporte.',
  created: { title: 'Suscripción exitosa', text: (date: string) => `Suscripción valida hasta: ${date}` },
  notCreated: 'Suscripción no creada',
  validated: { success: 'Suscripción exitosa', finish: 'Finalizar proceso' },
  validatedFailed: { title: 'Subscripción Fallida', text: 'Por favor verificar su información' },
  activationDiagnostic: 'No se ha podido activar la subscripción',
  bannerPaid: (plan: string) => `plan de ${plan}!`,
  bannerFree: 'prueba gratis!',
  // Server refusals (not in the specification).
  unknownPlan: 'El plan seleccionado no existe o no está disponible.',
  freePlanUsed: 'Ya tienes una suscripción registrada; la prueba gratis solo se puede usar una vez.',
  userMismatch: 'El usuario no corresponde con la sesión iniciada.',
  paymentNotApproved: 'El pago de esta suscripción no ha sido aprobado.',
  paymentLookupFailed: 'No fue posible verificar el pago con Wompi. Intenta de nuevo en unos minutos.',
  invalidTransactionId: 'Identificador de transacción inválido.',
} as const;

/** A plan of GET /api/subscriptions/ (docs/product/1-account.md §3). */
export const ZPlan = z.object({
  id: z.number(),
  name: z.string(),
  duration: z.number(),
  amount: z.number(),
  is_active: z.boolean(),
});
export type Plan = z.infer<typeof ZPlan>;

/**
 * POST /api/subscriptions_billing/ (docs/product/1-account.md §3 create payload). Only subscription_id matters:
 * the server takes the user from the token and computes every date and the active flag, so the
 * other fields are accepted for compatibility and ignored (user_id must match when sent).
 */
export const ZSubscriptionCreate = z.object({
  subscription_id: z.preprocess(
    // A number or a numeric string (an HTML select); `true` must not become plan 1.
    (v) => (v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? MSG.required : SUBSCRIPTION_MSG.unknownPlan) })
      .int(SUBSCRIPTION_MSG.unknownPlan)
      .positive(SUBSCRIPTION_MSG.unknownPlan)
      .max(2_147_483_647, SUBSCRIPTION_MSG.unknownPlan),
  ),
  user_id: ZId.optional(),
  initial_date: ZIsoDate.optional(),
  final_date: ZIsoDate.optional(),
  reminder_date: ZIsoDate.optional(),
  subscription_active: z.unknown().optional(),
  reminder_send: z.unknown().optional(),
});
export type SubscriptionCreate = z.output<typeof ZSubscriptionCreate>;

/** PUT /api/subscriptions_billing/{id}/: the `id` Wompi appended to the redirect-url, if any. */
export const ZSubscriptionActivate = z
  .object({
    transaction_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, SUBSCRIPTION_MSG.invalidTransactionId)
      .optional(),
  })
  .nullish();
export type SubscriptionActivate = z.output<typeof ZSubscriptionActivate>;

/** A user subscription record as read (docs/product/1-account.md §3, plus dates and reminder flag). */
export const ZSubscriptionRecord = z.object({
  id: z.number(),
  user: z.object({ id: z.number(), email: z.string() }),
  subscription: z.object({ id: z.number(), name: z.string() }),
  initial_date: z.string(),
  final_date: z.string(),
  reminder_date: z.string(),
  reminder_send: z.boolean(),
  subscription_active: z.boolean(),
  subscription_name: z.string(),
  amount: ZPesos,
});
export type SubscriptionRecord = z.infer<typeof ZSubscriptionRecord>;

/** Every Wompi Web Checkout field, signed by the server; the browser submits them as a GET form. */
const ZCheckout = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });
export type Checkout = z.infer<typeof ZCheckout>;

export const ZSubscriptionCreated = ZSubscriptionRecord.extend({ checkout: ZCheckout.optional() });
export type SubscriptionCreated = z.infer<typeof ZSubscriptionCreated>;

/** GET /api/subscriptions_billing/validated-user. */
export const ZSubscriptionStatus = z.object({
  is_active: z.boolean(),
  subscription: z
    .object({ id: z.number(), name: z.string(), final_date: z.string(), amount: ZPesos })
    .nullable(),
});
export type SubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** GET /api/subscriptions_billing/validated/: the caller's Wompi transactions (payment records). */
export const ZPaymentRecord = z.object({
  sent_at: z.string().nullable(),
  reference: z.string(),
  status: z.string(),
  amount_in_cents: z.number(),
  transaction_id: z.string(),
});
export type PaymentRecord = z.infer<typeof ZPaymentRecord>;
