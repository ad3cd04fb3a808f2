import { randomUUID } from 'node:crypto';
import { RULES } from '../simulator/rules.ts';
import { validateSubmission } from '../simulator/validate-submission.ts';
import {
  type EinvoiceProvider,
  type Issuer,
  type ProviderAnswer,
  ProviderUnavailable,
  type SendRequest,
} from './port.ts';

/**
 * A fault the simulator plays on its next send, to test the sender's retries: an HTTP status
 * (503…) before anything is checked, or 'lost' — the document is processed (and accepted when
 * valid) but the answer never arrives, as when a connection drops after DIAN received it.
 */
export type SimulatorFault = { httpStatus: number } | 'lost';

type Accepted = { documentKey: string; applicationResponse: string };

/** DIAN's ApplicationResponse, reduced to what the buyer's AttachedDocument quotes (unsigned). */
function applicationResponse(request: SendRequest, at: Date): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">',
    '<cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID><cbc:ProfileID>DIAN 2.1</cbc:ProfileID>',
    `<cbc:IssueDate>${request.today}</cbc:IssueDate><cbc:Note>Simulador DIAN de Cuentas Claras ${at.toISOString()}</cbc:Note>`,
    '<cac:DocumentResponse><cac:Response><cbc:ResponseCode>02</cbc:ResponseCode>',
    '<cbc:Description>Documento validado por la DIAN</cbc:Description></cac:Response>',
    `<cac:DocumentReference><cbc:ID>${request.documentId}</cbc:ID>`,
    `<cbc:UUID schemeName="CUFE-SHA384">${request.documentKey}</cbc:UUID></cac:DocumentReference>`,
    '</cac:DocumentResponse></ApplicationResponse>',
  ].join('');
}

/**
 * The offline DIAN (EINVOICE_MODE=simulator, the default outside production): every check of
 * validateSubmission on what the shop registered in its own set-up, and DIAN's memory of the
 * documents it accepted — per process, as a test double of a remote service is. A document sent
 * again after it was accepted answers DIAN's rule 90 (processed before), and GetStatus answers
 * it accepted with the same key: never two accepted documents for one number.
 */
export class DianSimulator implements EinvoiceProvider {
  readonly mode = 'simulator' as const;
  private readonly accepted = new Map<string, Map<string, Accepted>>();
  private readonly faults: SimulatorFault[] = [];
  /** How many documents were accepted, per issuer (tests: exactly one per number). */
  acceptedCount = 0;

  constructor(private readonly now: () => Date) {}

  /** Queues faults for the next sends, in order. */
  inject(...faults: SimulatorFault[]): void {
    this.faults.push(...faults);
  }

  /** Drops the faults not played yet. */
  clearFaults(): void {
    this.faults.length = 0;
  }

  private issuerBook(issuer: Issuer): Map<string, Accepted> {
    const id = `${issuer.nit}|${issuer.environment}`;
    let book = this.accepted.get(id);
    if (!book) {
      book = new Map();
      this.accepted.set(id, book);
    }
    return book;
  }

  async send(request: SendRequest): Promise<ProviderAnswer> {
    const fault = this.faults.shift();
    if (fault && fault !== 'lost') {
      throw new ProviderUnavailable(fault.httpStatus, `El simulador respondió HTTP ${fault.httpStatus}.`);
    }
    const book = this.issuerBook(request.issuer);
    const { issuer } = request;
    const answer = await validateSubmission({
      zip: request.zip,
      issuer: {
        nit: issuer.nit,
        environment: issuer.environment,
        software: issuer.software,
        resolutions: issuer.resolutions,
        acceptedIds: new Set(book.keys()),
      },
      today: request.today,
    });
    let result: ProviderAnswer;
    if (answer.isValid && answer.documentId && answer.documentKey) {
      const record = {
        documentKey: answer.documentKey,
        applicationResponse: applicationResponse(request, this.now()),
      };
      book.set(answer.documentId, record);
      this.acceptedCount += 1;
      result = { outcome: 'accepted', statusCode: '00', ...record };
    } else {
      result = {
        outcome: 'rejected',
        statusCode: answer.statusCode,
        errors: answer.violations.map((v) => `${v.code}: ${v.message}`),
        codes: answer.violations.map((v) => v.code),
      };
    }
    if (fault === 'lost') throw new ProviderUnavailable(null, 'Se perdió la respuesta del simulador.');
    return result;
  }

  private readonly zips = new Map<string, ProviderAnswer>();
  /** Documents accepted per TestSetId (the set "completes" once enough are). */
  readonly testSets = new Map<string, number>();

  async sendTestSet(request: SendRequest & { testSetId: string }): Promise<{ zipKey: string }> {
    const answer = await this.send(request);
    const zipKey = randomUUID();
    this.zips.set(zipKey, answer);
    if (answer.outcome === 'accepted') {
      this.testSets.set(request.testSetId, (this.testSets.get(request.testSetId) ?? 0) + 1);
    }
    return { zipKey };
  }

  async zipStatus(_issuer: Issuer, zipKey: string): Promise<ProviderAnswer | null> {
    return this.zips.get(zipKey) ?? null;
  }

  async status(issuer: Issuer, documentKey: string): Promise<ProviderAnswer | null> {
    for (const record of this.issuerBook(issuer).values()) {
      if (record.documentKey === documentKey) return { outcome: 'accepted', statusCode: '00', ...record };
    }
    return null;
  }
}

/** The rule the simulator answers for a number accepted before (DIAN's code 90). */
export const ALREADY_PROCESSED_ERROR = `${RULES.alreadyProcessed.code}: ${RULES.alreadyProcessed.message}`;
