/** The profile feature's face (ADR 034). */
export { profilePages } from './routes.ts';
