import { lazy } from 'react';

/** The subscription screens, for the route table (docs/product/1-account.md §2). */
export const subscriptionPages = {
  invitation: lazy(() => import('./pages/SubscribeInvitationPage.tsx')),
  plans: lazy(() => import('./pages/PlansPage.tsx')),
  validated: lazy(() => import('./pages/SubscriptionValidatedPage.tsx')),
};
