import type { z } from 'zod';

/**
 * A Mantine `validate` function from a shared zod schema: the first message of each field, so
 * the forms show exactly the texts the server would answer (docs/product/1-account.md §5, docs/product/2-inventory-income-purchases.md §5). With
 * `fields`, issues about other payload keys (fixed by the screen) are left out.
 */
export function zodValidate<S extends z.ZodType>(schema: S, fields?: readonly string[]) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!key || key in errors || (fields && !fields.includes(key))) continue;
      errors[key] = issue.message;
    }
    return errors;
  };
}

/** A 400 body's `{field: [msg]}` entries for the given form fields (first message each). */
export function serverFieldErrors(
  body: Record<string, unknown> | null,
  fields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!body) return errors;
  for (const field of fields) {
    const value = body[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') errors[field] = first;
  }
  return errors;
}
