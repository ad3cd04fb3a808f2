/** The expenses feature's face (ADR 034): its screens, and the reminders the notifications list. */
export { useDiscardReminder } from './mutations.ts';
export { reminderQueries } from './queries.ts';
export { expensePages } from './routes.ts';
