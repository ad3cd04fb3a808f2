import { lazy } from 'react';

/** The notifications screen, for the route table. */
export const notificationPages = {
  notifications: lazy(() => import('./pages/NotificationsPage.tsx')),
};
