import { z } from 'zod';

export const ZNotification = z.object({
  id: z.number(),
  kind: z.enum(['reminder', 'subscription']),
  title: z.string(),
  message: z.string(),
  created: z.string(),
  reminder_id: z.number().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

export const NOTIFICATION_MSG = {
  subscriptionEnding: {
    title: 'Tu suscripción está por vencer',
    message: (plan: string, date: string) =>
      `Tu ${plan} vence el ${date}. Renueva tu plan para seguir usando Cuentas Claras.`,
  },
  paymentReversed: {
    title: 'Tu pago fue reversado',
    message: (plan: string, reference: string) =>
      `Wompi anuló o reembolsó el pago de tu ${plan} (referencia ${reference}), así que el periodo que cubría ya no está vigente.`,
  },
} as const;
