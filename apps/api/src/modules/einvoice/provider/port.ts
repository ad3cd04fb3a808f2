import type { SigningCertificate } from '../certificate.ts';
import type { Environment, Resolution, Software } from '../types.ts';

// The provider port (issue 28 item 4, ADR 041): where a signed, zipped document goes and what
// comes back, whoever answers — DIAN's SOAP service, an authorized provider's HTTP API or the
// offline simulator. The sender (sender.ts) only speaks this.

/** Who sends: the shop as DIAN knows it, and the certificate its messages are signed with. */
export type Issuer = {
  userId: number;
  /** NIT, digits only, without the check digit. */
  nit: string;
  environment: Environment;
  software: Software;
  testSetId: string | null;
  /** The shop's numbering resolutions (what DIAN granted; the simulator checks against them). */
  resolutions: Resolution[];
  certificate: SigningCertificate;
};

export type SendRequest = {
  issuer: Issuer;
  /** The ZIP's name as DIAN asks for it ('z….zip'); it holds one signed XML. */
  fileName: string;
  zip: Buffer;
  /** cbc:ID (prefix + number) and UUID (CUFE/CUDE) of the document inside. */
  documentId: string;
  documentKey: string;
  /** 'YYYY-MM-DD' in Bogotá, from the app's clock (the simulator checks IssueDate against it). */
  today: string;
};

export type ProviderAnswer =
  | {
      outcome: 'accepted';
      statusCode: string;
      documentKey: string;
      /** DIAN's ApplicationResponse (base64-decoded XML), when it sent one. */
      applicationResponse: string | null;
    }
  | {
      outcome: 'rejected';
      statusCode: string;
      /** 'FAD06: El valor del CUFE…' — DIAN's rule code and its Spanish message. */
      errors: string[];
      /** The rule codes alone ('90': processed before, the sender then asks for the state). */
      codes: string[];
    };

/** DIAN's "documento procesado anteriormente": the sender asks GetStatus before believing it. */
export const ALREADY_PROCESSED = '90';

/**
 * No answer to act on: the service said 500/503/507/508/403, the connection failed or the response
 * was lost. The document stays pending and is tried again (after RETRY_DELAY_MS).
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly httpStatus: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

/** HTTP statuses after which DIAN asks to wait 5 s before trying again (DIAN.md "Sending"). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([500, 503, 507, 508, 403]);

export interface EinvoiceProvider {
  readonly mode: 'dian' | 'provider' | 'simulator';
  /** SendBillSync: the document's verdict. Throws ProviderUnavailable when there is none. */
  send(request: SendRequest): Promise<ProviderAnswer>;
  /** GetStatus by the document's key: its verdict, or null when DIAN never received it. */
  status(issuer: Issuer, documentKey: string): Promise<ProviderAnswer | null>;
  /**
   * The habilitación test set (SendTestSetAsync with the TestSetId → ZipKey, then GetStatusZip).
   * Absent where the adapter has none (an authorized provider runs the habilitación itself).
   */
  sendTestSet?(request: SendRequest & { testSetId: string }): Promise<{ zipKey: string }>;
  zipStatus?(issuer: Issuer, zipKey: string): Promise<ProviderAnswer | null>;
}
