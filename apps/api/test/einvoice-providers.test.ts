import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { loadConfig } from '../src/config.ts';
import { readP12 } from '../src/modules/einvoice/index.ts';
import {
  DIAN_ACTION,
  DianSoapProvider,
  NS_WSA,
  readDianResponse,
  soapEnvelope,
} from '../src/modules/einvoice/provider/dian-soap.ts';
import { type Issuer, ProviderUnavailable, type SendRequest } from '../src/modules/einvoice/provider/port.ts';
import { HttpProvider } from '../src/modules/einvoice/provider/provider-http.ts';
import { makeTestP12 } from './einvoice-certificate-fixture.ts';
import { invoiceResolution, shop, software } from './einvoice-fixtures.ts';

// Issue 28 item 4: the direct-DIAN adapter (SOAP 1.2 + WS-Security) and the authorized provider's
// HTTP adapter, each against a local fake server (DIAN is not reachable from the tests).

const NOW = new Date('2026-05-04T15:30:00Z');
const p12 = makeTestP12({ password: 'x' });
const certificate = readP12(p12.p12, p12.password);
const issuer: Issuer = {
  userId: 1,
  nit: shop.nit,
  environment: 'pruebas',
  software,
  testSetId: null,
  resolutions: [invoiceResolution],
  certificate,
};
const KEY = 'a'.repeat(96);

async function request(zipXml = '<Invoice/>'): Promise<SendRequest> {
  const zip = new JSZip();
  zip.file('fv0900373076000260000000a.xml', zipXml);
  return {
    issuer,
    fileName: 'z0900373076000260000000a.zip',
    zip: await zip.generateAsync({ type: 'nodebuffer' }),
    documentId: 'SETP990000001',
    documentKey: KEY,
    today: '2026-05-04',
  };
}

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let url: string;
let handler: Handler = (_req, _body, res) => res.end();
const received: { headers: IncomingMessage['headers']; body: string; url: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, url: req.url ?? '' });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const dianAnswer = (inner: string) =>
  `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><SendBillSyncResponse xmlns="http://wcf.dian.colombia"><SendBillSyncResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse">${inner}</SendBillSyncResult></SendBillSyncResponse></s:Body></s:Envelope>`;

/** What an independent WS-Security check sees in an envelope: the signature over wsa:To, with the token's certificate. */
function verifyEnvelope(xml: string): boolean {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const token = doc.getElementsByTagNameNS('*', 'BinarySecurityToken')[0]?.textContent ?? '';
  const pem = `-----BEGIN CERTIFICATE-----\n${token.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
  const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
  if (!signature) return false;
  const verifier = new SignedXml({ publicCert: pem, idMode: 'wssecurity' });
  verifier.loadSignature(signature);
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

describe('DIAN SOAP adapter', () => {
  it('builds a SOAP 1.2 envelope whose WS-Security signature covers wsa:To and verifies', () => {
    const xml = soapEnvelope({
      method: 'SendBillSync',
      params: { fileName: 'z.zip', contentFile: 'UEsDBA==' },
      to: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
      certificate,
      now: NOW,
    });
    expect(xml).toContain(`<wsa:Action>${DIAN_ACTION('SendBillSync')}</wsa:Action>`);
    expect(xml).toContain('<wsu:Created>2026-05-04T15:30:00.000Z</wsu:Created>');
    expect(xml).toContain('<wsu:Expires>2026-05-04T15:31:00.000Z</wsu:Expires>');
    expect(xml).toContain(certificate.certificateBase64);
    expect(xml).toContain('http://www.w3.org/2001/10/xml-exc-c14n#');
    expect(xml).toContain(
      '<wcf:SendBillSync><wcf:fileName>z.zip</wcf:fileName><wcf:contentFile>UEsDBA==</wcf:contentFile>',
    );
    // The one reference is wsa:To, by its wsu:Id.
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const to = doc.getElementsByTagNameNS(NS_WSA, 'To')[0];
    const toId = to?.getAttributeNS(
      'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
      'Id',
    );
    expect(xml).toContain(`URI="#${toId}"`);
    expect(verifyEnvelope(xml)).toBe(true);
    // Another endpoint under the same signature does not verify.
    expect(verifyEnvelope(xml.replace('vpfe-hab.dian.gov.co', 'vpfe.dian.gov.co'))).toBe(false);
  });

  it('sends SendBillSync to the service and reads an accepted answer with its ApplicationResponse', async () => {
    const appResponse = '<ApplicationResponse>ok</ApplicationResponse>';
    handler = (_req, body, res) => {
      const zipB64 = /<wcf:contentFile>([^<]+)<\/wcf:contentFile>/.exec(body)?.[1];
      res.setHeader('content-type', 'application/soap+xml');
      res.end(
        dianAnswer(
          `<b:ErrorMessage/><b:IsValid>${verifyEnvelope(body) && zipB64 ? 'true' : 'false'}</b:IsValid><b:StatusCode>00</b:StatusCode><b:StatusDescription>Procesado Correctamente.</b:StatusDescription><b:XmlBase64Bytes>${Buffer.from(appResponse).toString('base64')}</b:XmlBase64Bytes><b:XmlDocumentKey>${KEY}</b:XmlDocumentKey>`,
        ),
      );
    };
    received.length = 0;
    const provider = new DianSoapProvider({
      url: `${url}/WcfDianCustomerServices.svc`,
      fetch,
      now: () => NOW,
    });
    const answer = await provider.send(await request());
    expect(answer).toEqual({
      outcome: 'accepted',
      statusCode: '00',
      documentKey: KEY,
      applicationResponse: appResponse,
    });
    expect(received[0]?.headers['content-type']).toContain('application/soap+xml');
    expect(received[0]?.headers['content-type']).toContain(`action="${DIAN_ACTION('SendBillSync')}"`);
    // The ZIP travels whole, in base64.
    const sent = /<wcf:contentFile>([^<]+)<\/wcf:contentFile>/.exec(received[0]?.body ?? '')?.[1] ?? '';
    const zip = await JSZip.loadAsync(Buffer.from(sent, 'base64'));
    expect(Object.keys(zip.files)).toEqual(['fv0900373076000260000000a.xml']);
    expect(await zip.file('fv0900373076000260000000a.xml')?.async('string')).toBe('<Invoice/>');
  });

  it("reads a rejection's rule codes and Spanish messages", async () => {
    handler = (_req, _body, res) =>
      res.end(
        dianAnswer(
          '<b:ErrorMessage xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><c:string>Regla: FAD06, Rechazo: El valor del CUFE no está calculado correctamente.</c:string><c:string>Regla: 90, Rechazo: Documento procesado anteriormente.</c:string></b:ErrorMessage><b:IsValid>false</b:IsValid><b:StatusCode>99</b:StatusCode><b:StatusDescription>Validación contiene errores en campos mandatorios.</b:StatusDescription>',
        ),
      );
    const provider = new DianSoapProvider({ url, fetch, now: () => NOW });
    expect(await provider.send(await request())).toEqual({
      outcome: 'rejected',
      statusCode: '99',
      errors: [
        'Regla: FAD06, Rechazo: El valor del CUFE no está calculado correctamente.',
        'Regla: 90, Rechazo: Documento procesado anteriormente.',
      ],
      codes: ['FAD06', '90'],
    });
  });

  it.each([500, 503, 507, 508, 403])('HTTP %i is "no answer": the sender retries', async (status) => {
    handler = (_req, _body, res) => {
      res.statusCode = status;
      res.end('busy');
    };
    const provider = new DianSoapProvider({ url, fetch, now: () => NOW });
    const error = await provider.send(await request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).httpStatus).toBe(status);
  });

  it('a SOAP Fault or a dead server is no answer either', async () => {
    handler = (_req, _body, res) =>
      res.end(
        '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Reason><s:Text>Security token invalid</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>',
      );
    const provider = new DianSoapProvider({ url, fetch, now: () => NOW });
    await expect(provider.send(await request())).rejects.toBeInstanceOf(ProviderUnavailable);
    const dead = new DianSoapProvider({ url: 'http://127.0.0.1:1/x', fetch, now: () => NOW });
    await expect(dead.send(await request())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('GetStatus by key: accepted, or null when DIAN never received it (66)', async () => {
    let known = true;
    handler = (_req, body, res) => {
      expect(body).toContain(`<wcf:GetStatus><wcf:trackId>${KEY}</wcf:trackId></wcf:GetStatus>`);
      res.end(
        dianAnswer(
          known
            ? `<b:IsValid>true</b:IsValid><b:StatusCode>00</b:StatusCode><b:XmlDocumentKey>${KEY}</b:XmlDocumentKey>`
            : '<b:IsValid>false</b:IsValid><b:StatusCode>66</b:StatusCode><b:StatusDescription>NSU no encontrado</b:StatusDescription>',
        ),
      );
    };
    const provider = new DianSoapProvider({ url, fetch, now: () => NOW });
    expect(await provider.status(issuer, KEY)).toMatchObject({ outcome: 'accepted', documentKey: KEY });
    known = false;
    expect(await provider.status(issuer, KEY)).toBeNull();
  });

  it('readDianResponse refuses garbage as no answer', () => {
    expect(() => readDianResponse('not xml')).toThrow(ProviderUnavailable);
  });
});

describe('authorized provider HTTP adapter', () => {
  const provider = () => new HttpProvider({ baseUrl: `${url}/api/v1`, token: 'tok-123', fetch });

  it('POSTs the ZIP with the bearer token and reads the verdict', async () => {
    handler = (req, body, res) => {
      const json = JSON.parse(body) as Record<string, string>;
      const ok = req.headers.authorization === 'Bearer tok-123' && req.url === '/api/v1/documents';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          ok && json.document_key === KEY && json.zip_base64
            ? {
                status: 'accepted',
                status_code: '00',
                document_key: KEY,
                application_response_base64: Buffer.from('<AR/>').toString('base64'),
              }
            : { status: 'rejected', status_code: '99', errors: [{ code: 'AUTH', message: 'no' }] },
        ),
      );
    };
    received.length = 0;
    expect(await provider().send(await request())).toEqual({
      outcome: 'accepted',
      statusCode: '00',
      documentKey: KEY,
      applicationResponse: '<AR/>',
    });
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
      issuer_nit: shop.nit,
      environment: 'pruebas',
      software_id: software.id,
      file_name: 'z0900373076000260000000a.zip',
      document_id: 'SETP990000001',
      document_key: KEY,
    });
  });

  it('a rejection carries the codes and messages; 404 on status is "never received"; 503 retries', async () => {
    handler = (req, _body, res) => {
      if (req.method === 'GET') {
        res.statusCode = req.url?.startsWith(`/api/v1/documents/${KEY}?issuer_nit=${shop.nit}`) ? 404 : 400;
        return res.end('{}');
      }
      res.end(
        JSON.stringify({
          status: 'rejected',
          status_code: '99',
          errors: [{ code: 'FAD09e', message: 'La fecha de emisión debe ser la fecha actual en Bogotá.' }],
        }),
      );
    };
    expect(await provider().send(await request())).toEqual({
      outcome: 'rejected',
      statusCode: '99',
      errors: ['FAD09e: La fecha de emisión debe ser la fecha actual en Bogotá.'],
      codes: ['FAD09e'],
    });
    expect(await provider().status(issuer, KEY)).toBeNull();
    handler = (_req, _body, res) => {
      res.statusCode = 503;
      res.end();
    };
    await expect(provider().send(await request())).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('EINVOICE_MODE', () => {
  it('defaults to the simulator outside production and to DIAN in production, where the simulator is refused', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).einvoice.mode).toBe('simulator');
    const prod = {
      NODE_ENV: 'production',
      EINVOICE_SECRET_KEY: 'a'.repeat(64),
      WOMPI_PUBLIC_KEY: 'p',
      WOMPI_INTEGRITY_SECRET: 'i',
      WOMPI_EVENTS_SECRET: 'e',
    };
    expect(loadConfig(prod).einvoice.mode).toBe('dian');
    expect(() => loadConfig({ ...prod, EINVOICE_MODE: 'simulator' })).toThrow(/EINVOICE_MODE=simulator/);
    expect(() => loadConfig({ NODE_ENV: 'test', EINVOICE_MODE: 'provider' })).toThrow(
      /EINVOICE_PROVIDER_URL/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'test',
        EINVOICE_MODE: 'provider',
        EINVOICE_PROVIDER_URL: 'https://pt.example/api/',
        EINVOICE_PROVIDER_TOKEN: 't',
      }).einvoice,
    ).toMatchObject({ mode: 'provider', providerUrl: 'https://pt.example/api' });
  });
});
