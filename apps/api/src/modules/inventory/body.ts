import { IMAGE_MSG } from '@cc/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, addFieldError, type FieldErrors } from '../../lib/errors.ts';
import { prepareUpload } from '../../lib/images.ts';
import type { ImageUpload } from './service.ts';

export const IMAGE_FIELD = 'inventory_image';

type RawBody = { fields: Record<string, unknown>; image?: ImageUpload; imageError?: string };

/**
 * The payload of a JSON or multipart request. Multipart text fields become the fields (strings,
 * read by the same zod schema as JSON); the `inventory_image` file is decoded and re-encoded
 * (lib/images.ts), or its error kept. An empty file part (a form sent without a file) counts as
 * no image.
 */
export async function readBody(req: FastifyRequest): Promise<RawBody> {
  if (!req.isMultipart()) {
    const body = req.body;
    return {
      fields:
        body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
    };
  }
  const raw: RawBody = { fields: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        raw.fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname !== IMAGE_FIELD || data.length === 0) continue;
      const image = await prepareUpload(data, req.user?.id);
      if ('error' in image) raw.imageError = image.error;
      else raw.image = image;
    }
  } catch (err) {
    // The rest of the body was not read, so its fields cannot be judged: report the image alone.
    const code = (err as { code?: string }).code;
    throw AppError.fields({
      [IMAGE_FIELD]: [code === 'FST_REQ_FILE_TOO_LARGE' ? IMAGE_MSG.tooBig : IMAGE_MSG.invalid],
    });
  }
  return raw;
}

/** Parses with a shared schema; every field error (and the image's) comes back in one 400. */
export function parseBody<S extends z.ZodType>(schema: S, raw: RawBody): z.output<S> {
  const result = schema.safeParse(raw.fields);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      addFieldError(
        errors,
        issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        issue.message,
      );
    }
  }
  if (raw.imageError) addFieldError(errors, [IMAGE_FIELD], raw.imageError);
  if (Object.keys(errors).length || !result.success) throw AppError.fields(errors);
  return result.data;
}

/** A JSON or multipart payload read and checked before the handler: its fields and its image. */
export type ParsedBody<T> = { input: T; image?: ImageUpload };

/**
 * preValidation hook of a create route: reads and parses the payload into `req.body`, so that the
 * Idempotency-Key claimed after it covers the image's bytes too, and a refused payload (400)
 * never claims the key — as on the JSON routes, whose body schema runs before the claim.
 */
export function parseBodyFirst<S extends z.ZodType>(schema: S) {
  return async (req: FastifyRequest): Promise<void> => {
    const raw = await readBody(req);
    const parsed: ParsedBody<z.output<S>> = { input: parseBody(schema, raw) };
    if (raw.image) parsed.image = raw.image;
    req.body = parsed;
  };
}
