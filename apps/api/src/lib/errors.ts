import { MSG } from '@cc/shared';

export type FieldErrors = { [field: string]: string[] | FieldErrors };

/**
 * The one error type of the API. The error handler turns it into the response:
 * - fields          → 400 {field: [messages]}
 * - validation      → 400 {validations_error: [messages]}
 * - notFound        → 404 {detail: 'No encontrado.'}
 * - status + detail → {detail} (and `headers`, e.g. Retry-After)
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    /** Response headers that go with it, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `AppError ${statusCode}`);
  }

  static fields(errors: FieldErrors): AppError {
    return new AppError(400, errors);
  }
  static field(field: string, message: string): AppError {
    return new AppError(400, { [field]: [message] });
  }
  /** A business rule refused the operation (oversell, void a paid credit…). */
  static rule(message: string): AppError {
    return new AppError(400, { validations_error: [message] });
  }
  static notFound(): AppError {
    return new AppError(404, { detail: MSG.notFound });
  }
  static unauthorized(detail: string = MSG.unauthenticated): AppError {
    return new AppError(401, { detail });
  }
  static forbidden(detail: string): AppError {
    return new AppError(403, { detail });
  }
}

/** Adds a message under a (possibly nested) path of a field-error map. */
export function addFieldError(target: FieldErrors, path: (string | number)[], message: string): void {
  const keys = path.length ? path.map(String) : ['non_field_errors'];
  let node: FieldErrors = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!next || Array.isArray(next)) node[key] = {};
    node = node[key] as FieldErrors;
  }
  const last = keys[keys.length - 1] as string;
  const existing = node[last];
  if (Array.isArray(existing)) {
    if (!existing.includes(message)) existing.push(message);
  } else {
    node[last] = [message];
  }
}
