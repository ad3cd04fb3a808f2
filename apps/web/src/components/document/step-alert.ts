import type { z } from 'zod';

export type Parsed = { success: true } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } };

/**
 * The '¡Alerta!' text that stops a document wizard at `step` (docs/product/2-inventory-income-purchases.md §5, docs/product/3-expenses-reports.md §5): the first
 * issue of the payload's shared zod schema — the one the API checks — whose path belongs to that
 * step, so the form and the server give the same message. `step` null: a one-step form (the
 * abono), every issue counts, in the order of `fieldOrder` (the order the fields are shown).
 */
export function stepAlert(
  parsed: Parsed,
  stepOf: (path: readonly PropertyKey[]) => number,
  step: number | null,
  fieldOrder: readonly string[] = [],
): string | null {
  if (parsed.success) return null;
  const rank = (issue: z.core.$ZodIssue) => {
    const at = fieldOrder.indexOf(String(issue.path[0]));
    return at === -1 ? fieldOrder.length : at;
  };
  const issues = parsed.error.issues.filter((i) => step === null || stepOf(i.path) === step);
  const first = [...issues].sort((a, b) => rank(a) - rank(b))[0];
  return first?.message ?? null;
}

/** Which step owns an issue, by the first segment of its path ('details' → the lines step). */
export const stepByPath =
  (steps: Readonly<Record<string, number>>, rest: number) =>
  (path: readonly PropertyKey[]): number =>
    steps[String(path[0])] ?? rest;
