// What other modules may use from subscriptions (ADR 034): its routes and status, for the module
// list (the bell's notices take the status); the free trial registration grants (auth); the
// Wompi events the simulator sends (wompi-simulator).
export { handleWompiEvent } from './payments.ts';
export { subscriptionRoutes } from './routes.ts';
export { insertFreeSubscription, subscriptionStatus } from './service.ts';
