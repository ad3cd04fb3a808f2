import { MSG, REQUEST_MSG } from '@cc/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { dbErrorLog, isInputDataError } from './db-errors.ts';
import { AppError, addFieldError, type FieldErrors } from './errors.ts';

const R = REQUEST_MSG;

/** zod's own (English) texts start like this; a schema's own Spanish text never does. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)/;

type IssueParams = {
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  format?: string;
};

/** A zod default text in Spanish, in the words of the DRF-style texts the API already uses. */
function spanish(message: string, code: string, issue: IssueParams = {}): string {
  if (!ZOD_DEFAULT.test(message)) return message;
  const { origin, maximum, minimum, inclusive } = issue;
  switch (code) {
    case 'invalid_type':
      return /received (undefined|null)/i.test(message) ? MSG.required : R.typeInvalid;
    case 'invalid_value':
      return MSG.register.unknownOption;
    case 'unrecognized_keys':
      return R.unknownKey;
    case 'too_big':
      if (origin === 'string') return R.tooLongText(maximum);
      if (origin === 'array') return R.tooManyItems(maximum);
      return R.tooBig(maximum, inclusive !== false);
    case 'too_small':
      if ((origin === 'string' || origin === 'array') && Number(minimum) <= 1) return MSG.required;
      if (origin === 'string') return R.tooShortText(minimum);
      if (origin === 'array') return R.tooFewItems(minimum);
      return R.tooSmall(minimum, inclusive !== false);
    case 'invalid_format':
      return issue.format === 'email' ? MSG.register.emailInvalid : R.formatInvalid;
    default:
      return R.valueInvalid;
  }
}

/** Fastify's and its plugins' own 4xx errors (parsers, limits, static files) in Spanish. */
const FRAMEWORK_4XX: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.malformedJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: R.contentLength,
};
const BY_STATUS: Record<number, string> = {
  403: R.forbidden,
  404: MSG.notFound,
  413: R.bodyTooLarge,
  415: R.unsupportedMedia,
};
const INVALID_DATA = R.invalidData;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    // A path that names nothing (a malformed id, an unknown report code) is not found, like
    // another user's id: services only ever see well-formed parameters.
    if (error.validationContext === 'params') return reply.status(404).send({ detail: MSG.notFound });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: FieldErrors = {};
      for (const v of error.validation) {
        const path = v.instancePath.split('/').filter(Boolean);
        addFieldError(body, path, spanish(v.message ?? '', v.keyword, v.params as IssueParams));
      }
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ detail: MSG.tooManyRequests });
    if (status >= 400 && status < 500) {
      const detail =
        FRAMEWORK_4XX[error.code] ??
        BY_STATUS[status] ??
        (error instanceof SyntaxError ? MSG.malformedJson : error.message);
      return reply.status(status).send({ detail });
    }
    const dbError = dbErrorLog(error);
    const logged = dbError ? { dbError } : { err: error };
    // A value a schema let through that the database refuses is still the client's bad input.
    if (isInputDataError(error)) {
      request.log.warn(logged, 'database refused a value');
      return reply.status(400).send({ detail: INVALID_DATA });
    }
    request.log.error(logged, 'unhandled error');
    return reply.status(500).send({ detail: MSG.internalError });
  });
}
