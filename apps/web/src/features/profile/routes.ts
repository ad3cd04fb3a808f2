import { lazy } from 'react';

/** The profile screens, for the route table (docs/product/1-account.md §2). */
export const profilePages = {
  profile: lazy(() => import('./pages/ProfilePage.tsx')),
  form: lazy(() => import('./pages/ProfileFormPage.tsx')),
};
