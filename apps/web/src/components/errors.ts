import { MSG } from '@cc/shared';
import type { ApiErrorBody } from '../api/client.ts';
import { FIELD_LABELS, NO_CONNECTION } from '../lib/messages.ts';
import type { Message } from './MessageModal.tsx';

export { FIELD_LABELS, NO_CONNECTION };

/** What the helpers below read of an ApiResult. */
type Answer = { status: number; data: ApiErrorBody | null | unknown };
const bodyOf = (answer: Answer): ApiErrorBody | null =>
  answer.data && typeof answer.data === 'object' && !Array.isArray(answer.data)
    ? (answer.data as ApiErrorBody)
    : null;

const UNLABELLED = new Set([
  'validations_error',
  'validations_errors',
  'non_field_errors',
  'detail',
  'message',
]);

export type FieldError = { field: string; path: string; message: string };

/** `{user: {email: ['…']}, city: ['…']}` → one entry per message, with the innermost field name. */
export function flattenErrors(body: ApiErrorBody | null | undefined): FieldError[] {
  const out: FieldError[] = [];
  const walk = (value: unknown, path: string[]): void => {
    if (value === null || value === undefined) return;
    if (typeof value === 'string' || typeof value === 'number') {
      const field = [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
      out.push({ field, path: path.join('.'), message: String(value) });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        walk(item, typeof item === 'object' && item !== null ? [...path, String(i)] : path);
      });
      return;
    }
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  walk(body, []);
  return out;
}

/**
 * Lines for a MessageModal list: 'Correo: Ya existe un usuario con este correo electrónico.'
 * `labels` names a screen's own fields (an inventory 'name' is not a client's).
 */
export function errorLines(
  body: ApiErrorBody | null | undefined,
  fallback: string = MSG.internalError,
  labels?: Record<string, string>,
): string[] {
  const lines = flattenErrors(body).map(({ field, message }) => {
    const label = UNLABELLED.has(field) ? undefined : (labels?.[field] ?? FIELD_LABELS[field] ?? field);
    return label ? `${label}: ${message}` : message;
  });
  return lines.length > 0 ? lines : [fallback];
}

/**
 * The spec's failure modal (its title and text) for a refused write, with the server's own
 * reasons listed under it unless they only repeat the text; no answer at all says so.
 */
export function failureMessage(
  texts: { title: string; text: string },
  answer: Answer,
  labels?: Record<string, string>,
): Message {
  let list: string[] = [];
  if (answer.status === 0) {
    const detail = bodyOf(answer)?.detail;
    list = [typeof detail === 'string' ? detail : NO_CONNECTION];
  } else if (answer.status >= 400 && answer.status < 500) {
    list = errorLines(bodyOf(answer), '', labels).filter((line) => line !== '' && !line.endsWith(texts.text));
  }
  return { title: texts.title, text: texts.text, tone: 'error', ...(list.length > 0 ? { list } : {}) };
}

const firstString = (value: unknown): string | undefined =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/**
 * An 'Error' modal for a refused action (docs/product/2-inventory-income-purchases.md §8): `detail` → its text; `validations_error`
 * → its first item; anything else → the flattened field errors, or `fallback`.
 */
export function refusalMessage(answer: Answer, fallback: string = MSG.internalError): Message {
  const body = bodyOf(answer);
  const title = 'Error';
  if (answer.status === 0) {
    return { title, text: typeof body?.detail === 'string' ? body.detail : NO_CONNECTION, tone: 'error' };
  }
  if (typeof body?.detail === 'string') return { title, text: body.detail, tone: 'error' };
  const first = firstString(body?.validations_error) ?? firstString(body?.validations_errors);
  if (first) return { title, text: first, tone: 'error' };
  return { title, list: errorLines(body, fallback), tone: 'error' };
}

export function hasFieldError(body: ApiErrorBody | null | undefined, ...fields: string[]): boolean {
  return flattenErrors(body).some((e) => fields.includes(e.field));
}

/** A failed save: 400 → the server's error list; anything else → the spec's generic text. */
export function saveFailure(result: Answer & { ok: boolean }, title: string, generic: string): Message {
  if (result.ok) return { title, tone: 'error' };
  if (result.status === 400) return { title, list: errorLines(bodyOf(result), generic), tone: 'error' };
  return { title, text: generic, tone: 'error' };
}
