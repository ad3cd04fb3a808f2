export * from './responses.ts';
export * from './texts.ts';
