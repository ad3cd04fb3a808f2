import type { FinancialFormValues } from './components/FinancialForm.tsx';

type SafeParse = (
  input: unknown,
) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/**
 * The shared zod schema as a form validator: the first message of each field. The schemas
 * carry the exact texts of spec 1 §5, so the form and the API say the same thing.
 */
export function fieldErrors(
  schema: { safeParse: SafeParse },
  input: unknown,
): Partial<Record<keyof FinancialFormValues, string>> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Partial<Record<keyof FinancialFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === 'date' || key === 'category' || key === 'value') && !out[key]) out[key] = issue.message;
  }
  return out;
}
