/** The subscriptions feature's face (ADR 034). */
export { subscriptionPages } from './routes.ts';
