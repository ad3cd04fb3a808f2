// What other modules may use from contacts (ADR 034): the directory of clients and providers and
// the third party a document names, shared by incomes and shoppings.
export { contactDirectory } from './directory.ts';
export { thirdPartyOf } from './third-party.ts';
