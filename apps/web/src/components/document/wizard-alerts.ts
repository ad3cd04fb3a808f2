import { todayIso } from '../../lib/format.ts';
import { stepAlert } from './step-alert.ts';
import type { AnyWizardConfig, WizardStep } from './wizard-config.ts';

/**
 * The fields of a payment step. On an abono (one step) their order is the order of its alerts: a
 * purchase's come as its fields are shown (date, method, value); a sale's and an expense's keep
 * the order of their abono schema (date, value, method), which their e2e tests pin.
 */
export const PAYMENT_STEP_FIELDS = ['date', 'payment_method', 'value', 'payment', 'observations'] as const;
export const ABONO_SCHEMA_FIELDS = ['date', 'value', 'payment_method', 'payment', 'observations'] as const;

type Steps = readonly Pick<WizardStep<unknown, unknown, unknown>, 'fields'>[];

/** The step that shows a payload field: the one listing it, else the last (payment data). */
export const stepOfPath =
  (steps: Steps) =>
  (path: readonly PropertyKey[]): number => {
    const at = steps.findIndex((s) => s.fields.includes(String(path[0])));
    return at === -1 ? steps.length - 1 : at;
  };

/**
 * The '¡Alerta!' text that keeps a wizard at `step`, or null (docs/product/2-inventory-income-purchases.md §5, docs/product/3-expenses-reports.md §5): the first
 * issue of the shared schema on that step's fields; then a date after today on the step showing
 * the date (the server checks it too, with its own clock).
 */
export function wizardAlert<M, V extends { date: string }>(
  config: Pick<AnyWizardConfig, 'check' | 'texts'>,
  mode: M,
  steps: Steps,
  values: V,
  step: number,
): string | null {
  const owner = stepOfPath(steps);
  const one = steps.length === 1;
  const text = stepAlert(config.check(mode, values), owner, one ? null : step, one ? steps[0]?.fields : []);
  if (text) return text;
  if ((one || owner(['date']) === step) && values.date > todayIso()) return config.texts.futureDate;
  return null;
}

/** Every step's check before sending: the first step that fails and its text, or null. */
export function firstAlert<M, V extends { date: string }>(
  config: Pick<AnyWizardConfig, 'check' | 'texts'>,
  mode: M,
  steps: Steps,
  values: V,
): { step: number; text: string } | null {
  for (let step = 0; step < steps.length; step += 1) {
    const text = wizardAlert(config, mode, steps, values, step);
    if (text) return { step, text };
  }
  return null;
}
