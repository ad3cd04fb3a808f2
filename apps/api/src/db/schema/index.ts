export * from './auth.ts';
export * from './financial.ts';
export * from './incomes.ts';
export * from './inventory.ts';
export * from './ledger.ts';
export * from './notifications.ts';
export * from './reference.ts';
export * from './subscriptions.ts';
