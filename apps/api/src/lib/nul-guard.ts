import type { FastifyRequest } from 'fastify';
import { AppError, addFieldError, type FieldErrors } from './errors.ts';

export const NUL_CHARACTER = 'Este campo contiene caracteres no permitidos.';

/**
 * Path of the first string holding U+0000 inside a parsed JSON value, or null. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
function findNul(root: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => {
        stack.push({ value: v, path: [...path, i] });
      });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return [...path, k];
        stack.push({ value: v, path: [...path, k] });
      }
    }
  }
  return null;
}

/**
 * preValidation hook for every route. PostgreSQL text cannot store U+0000, so a NUL anywhere in
 * the params, query or JSON body would fail deep in a query as a 500; it is refused up front as
 * a 400 on the field that holds it, whatever the route's schema.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = findNul(part);
    if (path) {
      const errors: FieldErrors = {};
      addFieldError(errors, path, NUL_CHARACTER);
      throw AppError.fields(errors);
    }
  }
}
