// What other modules may use from notifications (ADR 034): its routes, for the module list (which
// passes them subscriptions' status), and the notice subscriptions writes when a payment is reversed.
export { notifyPaymentReversed } from './payment-notice.ts';
export { notificationRoutes } from './routes.ts';
export type { SubscriptionStatusOf } from './service.ts';
