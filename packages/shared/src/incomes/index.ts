export * from './responses.ts';
export * from './schemas.ts';
export * from './texts.ts';
