// What other modules may use from auth (ADR 034): its routes, for the module list, and the account
// checks profiles shares (unique e-mail and identification, the login lockout, revoking sessions).
// The routes' authentication hooks are lib/guard.ts.
export { clearLoginFailures, reserveLoginAttempt } from './lockout.ts';
export { authRoutes } from './routes.ts';
export {
  emailInUse,
  IDENTIFICATION_UQ,
  identificationInUse,
  insertProfile,
  revokeAllTokens,
} from './service.ts';
