import { z } from 'zod';
import {
  type EinvoiceProvider,
  type Issuer,
  type ProviderAnswer,
  ProviderUnavailable,
  RETRY_STATUSES,
  type SendRequest,
} from './port.ts';

// An authorized technology provider (EINVOICE_MODE=provider): the interface docs/einvoicing.md
// documents ("Provider HTTP API"), JSON over HTTPS with a bearer token. The app signs the document
// itself (the shop's certificate, role supplier) and hands the provider the ZIP; the provider
// relays it to DIAN and answers DIAN's verdict. A provider whose API differs needs an adapter of
// its own behind the same port.

const ZVerdict = z.object({
  status: z.enum(['accepted', 'rejected']),
  status_code: z.string(),
  document_key: z.string().nullish(),
  application_response_base64: z.string().nullish(),
  errors: z.array(z.object({ code: z.string(), message: z.string() })).default([]),
});

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

function answerOf(body: unknown): ProviderAnswer {
  const parsed = ZVerdict.safeParse(body);
  if (!parsed.success) throw new ProviderUnavailable(null, 'El proveedor respondió un formato desconocido.');
  const v = parsed.data;
  if (v.status === 'accepted') {
    return {
      outcome: 'accepted',
      statusCode: v.status_code,
      documentKey: v.document_key ?? '',
      applicationResponse: v.application_response_base64
        ? Buffer.from(v.application_response_base64, 'base64').toString('utf8')
        : null,
    };
  }
  return {
    outcome: 'rejected',
    statusCode: v.status_code,
    errors: v.errors.map((e) => `${e.code}: ${e.message}`),
    codes: v.errors.map((e) => e.code),
  };
}

export class HttpProvider implements EinvoiceProvider {
  readonly mode = 'provider' as const;
  constructor(private readonly opts: { baseUrl: string; token: string; fetch: Fetch }) {}

  private async request(path: string, init: RequestInit): Promise<Response> {
    let res: Response;
    try {
      res = await this.opts.fetch(`${this.opts.baseUrl}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${this.opts.token}`,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(null, `Sin conexión con el proveedor (${(error as Error).message}).`);
    }
    if (RETRY_STATUSES.has(res.status) || res.status >= 500) {
      throw new ProviderUnavailable(res.status, `El proveedor respondió HTTP ${res.status}.`);
    }
    return res;
  }

  async send(request: SendRequest): Promise<ProviderAnswer> {
    const { issuer } = request;
    const res = await this.request('/documents', {
      method: 'POST',
      body: JSON.stringify({
        issuer_nit: issuer.nit,
        environment: issuer.environment,
        software_id: issuer.software.id,
        file_name: request.fileName,
        zip_base64: request.zip.toString('base64'),
        document_id: request.documentId,
        document_key: request.documentKey,
      }),
    });
    if (!res.ok) throw new ProviderUnavailable(res.status, `El proveedor respondió HTTP ${res.status}.`);
    return answerOf(await res.json());
  }

  async status(issuer: Issuer, documentKey: string): Promise<ProviderAnswer | null> {
    const query = new URLSearchParams({ issuer_nit: issuer.nit, environment: issuer.environment });
    const res = await this.request(`/documents/${encodeURIComponent(documentKey)}?${query}`, {
      method: 'GET',
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new ProviderUnavailable(res.status, `El proveedor respondió HTTP ${res.status}.`);
    return answerOf(await res.json());
  }
}
