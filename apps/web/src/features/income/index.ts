/** The income feature's face (ADR 034): its screens, and what the quick sale sells through. */
export { WhatsAppInvoice } from './components/WhatsAppShare.tsx';
export { useCreateIncome } from './mutations.ts';
export { CLIENT_PARTY } from './party.ts';
export { clientQueries, incomeKeys, incomeQueries } from './queries.ts';
export { incomePages } from './routes.ts';
