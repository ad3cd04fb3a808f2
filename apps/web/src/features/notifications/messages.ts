import { SUBSCRIPTION_MSG } from '@cc/shared';

/** Texts of the notifications page (docs/product/3-expenses-reports.md §2). */
export const NOTIFICATIONS_TEXT = {
  title: 'Notificaciones',
  fresh: 'Nuevas',
  previous: 'Anteriores',
  accept: 'Aceptar',
  reject: 'Rechazar',
  plans: SUBSCRIPTION_MSG.seePlans,
  due: 'Fecha del gasto',
} as const;
