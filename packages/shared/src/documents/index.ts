// The observations rule every document and abono shares (its schema is ZObservations).
export { OBSERVATIONS_MAX } from '../form-fields.ts';
export * from './payment-block.ts';
export * from './responses.ts';
export * from './texts.ts';
