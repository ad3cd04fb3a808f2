import { MSG } from '@cc/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, addFieldError, type FieldErrors } from './errors.ts';

/** Zod's own English texts for type errors become the Spanish "required"/"invalid" texts. */
function spanish(message: string, code: string): string {
  // Only zod's defaults ('Invalid input: expected …') are replaced; a schema's own text stays.
  const zodDefault = /^Invalid input/i.test(message);
  if (code === 'invalid_type' && zodDefault) {
    return /received (undefined|null)/i.test(message) ? MSG.required : 'Tipo de dato inválido.';
  }
  if (code === 'invalid_value' && /^Invalid option/i.test(message)) return 'Seleccione una opción válida.';
  if (code === 'unrecognized_keys') return 'Campo no reconocido.';
  return message;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: FieldErrors = {};
      for (const v of error.validation) {
        const path = v.instancePath.split('/').filter(Boolean);
        addFieldError(body, path, spanish(v.message ?? '', v.keyword));
      }
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ detail: MSG.tooManyRequests });
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? MSG.malformedJson
          : error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MSG.internalError });
  });
}
