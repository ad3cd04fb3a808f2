// What other modules may use from expenses (ADR 034): its routes, for the module list; its
// download, for the download thread; the active reminders, for the bell (notifications); the
// source an expense's journal entries carry, for the results' expense categories (reports).
export { exportExpenses } from './export-xlsx.ts';
export { EXPENSE_SOURCE } from './postings.ts';
export { activeReminders } from './reminders.ts';
export { expenseRoutes } from './routes.ts';
