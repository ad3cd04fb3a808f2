// incomes/clients.ts still imports from here; the implementation lives in lib/db-errors.ts.
export { isUniqueViolation } from '../../lib/db-errors.ts';
