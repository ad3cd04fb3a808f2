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
} as const;
