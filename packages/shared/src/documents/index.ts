export * from './payment-block.ts';
export * from './responses.ts';
export * from './texts.ts';
