// DIAN electronic invoicing core (issue 28, ADR 031): build → sign → (send) → the simulator's
// checks; the shop's set-up, resolutions and numbering (items 1 and 3). Later work (the sale's
// numbering, provider adapters) uses the module through this file.
export { type BuiltDocument, buildDocument } from './build-document.ts';
export { assertValidAt, CertificateError, readP12, type SigningCertificate } from './certificate.ts';
export { saleDocumentRow } from './documents.ts';
export { cude, cufe, type KeyFields, softwareSecurityCode } from './keys.ts';
export {
  recordPendingDocument,
  resolutionWarnings,
  type TakenNumber,
  takeNumber,
} from './numbering.ts';
export {
  type EinvoiceProvider,
  type Issuer,
  type ProviderAnswer,
  ProviderUnavailable,
  type SendRequest,
} from './provider/port.ts';
export { providerOf, useEinvoiceProvider } from './provider/select-provider.ts';
export { DianSimulator, type SimulatorFault } from './provider/simulator-provider.ts';
export { qrPng, type SaleRepresentation, saleRepresentation } from './representation.ts';
export { einvoiceRoutes } from './routes.ts';
export {
  assertSaleUnlocked,
  einvoicingEnabled,
  type NumberedSale,
  numberSale,
  type SaleToNumber,
} from './sale-numbering.ts';
export {
  EINVOICE_RETRY,
  type EinvoiceWorker,
  einvoiceWorkerOf,
  resendDocument,
  SENDER_MSG,
  sendDueDocuments,
  startEinvoiceWorker,
} from './sender.ts';
export { type SigningSetup, signingSetup } from './settings.ts';
export { type SignOptions, signDocument } from './sign-document.ts';
export type { RegisteredIssuer } from './simulator/registered-issuer.ts';
export { RULES, type RuleName, type RuleViolation } from './simulator/rules.ts';
export {
  type SimulatorAnswer,
  type Submission,
  validateSubmission,
} from './simulator/validate-submission.ts';
export { runTestSet, TEST_SET_SIZE, type TestSetResult } from './test-set.ts';
export type * from './types.ts';
export { qrUrl } from './ubl-names.ts';
export { validateXsd, type XsdResult } from './validate-xsd.ts';
export { SIGNATURE_POLICY, type SignaturePolicy, type SignerRole } from './xades-properties.ts';
