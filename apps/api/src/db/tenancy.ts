/**
 * Where every table of the public schema lives once the database outgrows one PostgreSQL
 * (issue 22): the placement a Citus cluster would give it. The catalog check
 * (db/tenancy-check.ts) fails on a table not declared here, so a new table is born classified;
 * the guarded Citus migration reads the same lists.
 */

/** The distribution column of every tenant table: the shop (its user). */
export const TENANT_KEY = 'user_id';

/**
 * Replicated to every node: small, read by every shop, written rarely. `users` is here because
 * it is the key every tenant table points at (a distributed table may reference a reference
 * table, never another shop's row); `business_identifications` holds the identification a
 * business registers once across shops.
 */
export const REFERENCE_TABLES = [
  'states',
  'cities',
  'document_types',
  'economic_activities',
  'plans',
  'app_settings',
  'accounts',
  'financial_categories',
  'users',
  'business_identifications',
] as const;

/**
 * Kept local on the coordinator: they answer before the shop is known (a token, an email, a
 * captcha, a login attempt, the mail queue, a Wompi webhook that finds its shop by reference).
 */
export const COORDINATOR_TABLES = [
  'auth_tokens',
  'devices',
  'password_resets',
  'captcha_uses',
  'login_failures',
  'mail_outbox',
  'wompi_transactions',
] as const;

/** Distributed by TENANT_KEY: one shop's rows, always asked for with its user_id. */
export const TENANT_TABLES = [
  'profiles',
  'user_subscriptions',
  'notifications',
  'idempotency_keys',
  'list_totals',
  'financial_info',
  'financial_info_payments',
  'budgets',
  'expenses',
  'expense_payments',
  'reminders',
  'document_counters',
  'clients',
  'incomes',
  'income_details',
  'income_detail_batches',
  'income_payments',
  'inventories',
  'stocks',
  'stock_movements',
  'stock_month_rollups',
  'inventory_logs',
  'journal_entries',
  'journal_lines',
  'account_month_balances',
  'providers',
  'shoppings',
  'shopping_details',
  'shopping_payments',
  'einvoice_settings',
  'einvoice_resolutions',
  'einvoice_documents',
] as const;

export type Placement = 'reference' | 'coordinator' | 'tenant';

/** Every declared table of the public schema and its placement. */
export const TABLE_PLACEMENT: ReadonlyMap<string, Placement> = new Map<string, Placement>([
  ...REFERENCE_TABLES.map((t) => [t, 'reference'] as const),
  ...COORDINATOR_TABLES.map((t) => [t, 'coordinator'] as const),
  ...TENANT_TABLES.map((t) => [t, 'tenant'] as const),
]);
