/** The notifications feature's face (ADR 034). */
export { notificationPages } from './routes.ts';
