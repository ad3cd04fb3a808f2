import { randomUUID } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { SigningCertificate } from '../certificate.ts';
import type { Environment } from '../types.ts';
import {
  type EinvoiceProvider,
  type Issuer,
  type ProviderAnswer,
  ProviderUnavailable,
  RETRY_STATUSES,
  type SendRequest,
} from './port.ts';

// Direct to DIAN (EINVOICE_MODE=dian): SOAP 1.2 to WcfDianCustomerServices.svc with WS-Addressing
// (Action, To) and WS-Security — a Timestamp, the shop's certificate as X.509 BinarySecurityToken,
// and an XMLDSig signature (exclusive C14N, RSA-SHA256) over wsa:To that points at the token.
// DIAN's service is not reachable from the tests: they run it against a local fake that checks
// the envelope's signature with xml-crypto (test/einvoice-providers.test.ts).

export const DIAN_URLS: Record<Environment, string> = {
  pruebas: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
  produccion: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
};

export const NS_SOAP = 'http://www.w3.org/2003/05/soap-envelope';
export const NS_WSA = 'http://www.w3.org/2005/08/addressing';
export const NS_WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const NS_WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
const X509_TOKEN = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const BASE64 =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
export const DIAN_ACTION = (method: string) => `http://wcf.dian.colombia/IWcfDianCustomerServices/${method}`;
/** A message is valid for a minute: DIAN refuses one whose Timestamp has expired. */
const TIMESTAMP_TTL_MS = 60_000;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The body's operation: `<wcf:Method><wcf:name>value</wcf:name>…</wcf:Method>`. */
function operation(method: string, params: Record<string, string>): string {
  const inner = Object.entries(params)
    .map(([k, v]) => `<wcf:${k}>${escapeXml(v)}</wcf:${k}>`)
    .join('');
  return `<wcf:${method}>${inner}</wcf:${method}>`;
}

/**
 * The signed SOAP 1.2 envelope of one DIAN operation. Exported for the tests, which verify the
 * signature independently of how it was made.
 */
export function soapEnvelope(opts: {
  method: string;
  params: Record<string, string>;
  to: string;
  certificate: SigningCertificate;
  now: Date;
}): string {
  const id = randomUUID();
  const tokenId = `X509-${id}`;
  const toId = `id-${id}`;
  const created = opts.now.toISOString();
  const expires = new Date(opts.now.getTime() + TIMESTAMP_TTL_MS).toISOString();
  const unsigned = [
    `<soap:Envelope xmlns:soap="${NS_SOAP}" xmlns:wcf="http://wcf.dian.colombia">`,
    `<soap:Header xmlns:wsa="${NS_WSA}">`,
    `<wsse:Security soap:mustUnderstand="true" xmlns:wsse="${NS_WSSE}" xmlns:wsu="${NS_WSU}">`,
    `<wsu:Timestamp wsu:Id="TS-${id}"><wsu:Created>${created}</wsu:Created><wsu:Expires>${expires}</wsu:Expires></wsu:Timestamp>`,
    `<wsse:BinarySecurityToken EncodingType="${BASE64}" ValueType="${X509_TOKEN}" wsu:Id="${tokenId}">${opts.certificate.certificateBase64}</wsse:BinarySecurityToken>`,
    '</wsse:Security>',
    `<wsa:Action>${DIAN_ACTION(opts.method)}</wsa:Action>`,
    `<wsa:To xmlns:wsu="${NS_WSU}" wsu:Id="${toId}">${escapeXml(opts.to)}</wsa:To>`,
    '</soap:Header>',
    `<soap:Body>${operation(opts.method, opts.params)}</soap:Body>`,
    '</soap:Envelope>',
  ].join('');
  const signer = new SignedXml({
    privateKey: opts.certificate.privateKeyPem,
    idMode: 'wssecurity',
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference xmlns:wsse="${NS_WSSE}"><wsse:Reference URI="#${tokenId}" ValueType="${X509_TOKEN}"/></wsse:SecurityTokenReference>`,
  });
  signer.addReference({
    xpath: `//*[local-name(.)='To' and namespace-uri(.)='${NS_WSA}']`,
    transforms: [EXC_C14N],
    digestAlgorithm: SHA256,
  });
  signer.computeSignature(unsigned, {
    prefix: 'ds',
    attrs: { Id: `SIG-${id}` },
    location: { reference: `//*[local-name(.)='Security']`, action: 'append' },
  });
  return signer.getSignedXml();
}

const childText = (parent: Element, localName: string): string | null => {
  const el = parent.getElementsByTagNameNS('*', localName)[0];
  return el?.textContent ?? null;
};

/** DianResponse of SendBillSync / GetStatus: IsValid, StatusCode, ErrorMessage strings, XmlDocumentKey. */
export function readDianResponse(xml: string): ProviderAnswer & { documentKey?: string | null } {
  let root: Element | null = null;
  try {
    root = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml').documentElement;
  } catch {
    root = null;
  }
  if (!root) throw new ProviderUnavailable(null, 'La DIAN respondió un XML ilegible.');
  const fault = root.getElementsByTagNameNS(NS_SOAP, 'Fault')[0];
  if (fault) throw new ProviderUnavailable(null, `SOAP Fault: ${fault.textContent?.trim().slice(0, 300)}`);
  const isValid = childText(root, 'IsValid') === 'true';
  const statusCode = childText(root, 'StatusCode') ?? '';
  const key = childText(root, 'XmlDocumentKey') ?? '';
  const base64Response = childText(root, 'XmlBase64Bytes');
  if (isValid) {
    return {
      outcome: 'accepted',
      statusCode,
      documentKey: key,
      applicationResponse: base64Response ? Buffer.from(base64Response, 'base64').toString('utf8') : null,
    };
  }
  const messages = Array.from(root.getElementsByTagNameNS('*', 'ErrorMessage'))
    .flatMap((list) => Array.from(list.getElementsByTagNameNS('*', 'string')))
    .map((s: Element) => (s.textContent ?? '').trim())
    .filter(Boolean);
  const statusDescription = childText(root, 'StatusDescription');
  const errors = messages.length ? messages : [statusDescription ?? `Rechazado (código ${statusCode}).`];
  // DIAN writes a rule as 'Regla: FAD06, Rechazo: …'.
  const codes = errors.map((e) => /Regla:\s*([A-Za-z0-9]+)/.exec(e)?.[1] ?? '').filter(Boolean);
  return { outcome: 'rejected', statusCode, errors, codes };
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export class DianSoapProvider implements EinvoiceProvider {
  readonly mode = 'dian' as const;
  constructor(private readonly opts: { url: string | undefined; fetch: Fetch; now: () => Date }) {}

  private async call(issuer: Issuer, method: string, params: Record<string, string>): Promise<string> {
    const url = this.opts.url ?? DIAN_URLS[issuer.environment];
    const body = soapEnvelope({
      method,
      params,
      to: url,
      certificate: issuer.certificate,
      now: this.opts.now(),
    });
    let res: Response;
    try {
      res = await this.opts.fetch(url, {
        method: 'POST',
        headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${DIAN_ACTION(method)}"` },
        body,
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(null, `Sin conexión con la DIAN (${(error as Error).message}).`);
    }
    const text = await res.text();
    if (RETRY_STATUSES.has(res.status) || res.status >= 500) {
      throw new ProviderUnavailable(res.status, `La DIAN respondió HTTP ${res.status}.`);
    }
    return text;
  }

  async send(request: SendRequest): Promise<ProviderAnswer> {
    const xml = await this.call(request.issuer, 'SendBillSync', {
      fileName: request.fileName,
      contentFile: request.zip.toString('base64'),
    });
    return readDianResponse(xml);
  }

  async sendTestSet(request: SendRequest & { testSetId: string }): Promise<{ zipKey: string }> {
    const xml = await this.call(request.issuer, 'SendTestSetAsync', {
      fileName: request.fileName,
      contentFile: request.zip.toString('base64'),
      testSetId: request.testSetId,
    });
    const zipKey = /<(?:\w+:)?ZipKey>([^<]*)<\/(?:\w+:)?ZipKey>/.exec(xml)?.[1];
    if (!zipKey) throw new ProviderUnavailable(null, 'La DIAN no devolvió el ZipKey del set de pruebas.');
    return { zipKey };
  }

  async zipStatus(issuer: Issuer, zipKey: string): Promise<ProviderAnswer | null> {
    const answer = readDianResponse(await this.call(issuer, 'GetStatusZip', { trackId: zipKey }));
    return answer.outcome === 'rejected' && answer.statusCode === '66' ? null : answer;
  }

  async status(issuer: Issuer, documentKey: string): Promise<ProviderAnswer | null> {
    const answer = readDianResponse(await this.call(issuer, 'GetStatus', { trackId: documentKey }));
    // DIAN answers StatusCode 66 ('NSU no encontrado') for a key it never received.
    if (answer.outcome === 'rejected' && answer.statusCode === '66') return null;
    return answer;
  }
}
