/**
 * The initial information's face (ADR 034): its screens, its queries (the opening balances and
 * the initial inventory read and refresh them), the setup flow's notice and actions, and its texts.
 */
export { ClosedNotice } from './components/ClosedNotice.tsx';
export { SetupActions } from './components/SetupActions.tsx';
export { ONBOARDING_TEXT } from './messages.ts';
export { financialKeys, financialQueries } from './queries.ts';
export { onboardingPages } from './routes.ts';
