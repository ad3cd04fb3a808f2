export * from './atoms.ts';
export * from './auth.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './money.ts';
