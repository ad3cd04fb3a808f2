import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a generated file as a download ('inline': shown in the browser, as a shared invoice is);
 * a stream body is piped to the client as it is produced.
 * The plain `filename` keeps ASCII for old clients; `filename*` carries the exact UTF-8 name
 * (RFC 6266).
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { name: string; type: string; body: Buffer | Readable },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.type)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.body);
}
