/** The reports feature's face (ADR 034). */
export { reportPages } from './routes.ts';
