export * from './reminders.ts';
export * from './responses.ts';
export * from './schemas.ts';
export * from './texts.ts';
