import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { alertFor, LAST_STEP, STEP } from './alerts.ts';
import { type FormMode, isPaymentMode } from './mode.ts';
import { initialValues, type ShoppingFormValues } from './values.ts';

/**
 * The one state of the purchase wizard, as the sale wizard's: its values in a Mantine form and
 * the current step. Moving forward runs the step's '¡Alerta!' check from the shared schema.
 */
export function useShoppingForm(mode: FormMode) {
  const form = useForm<ShoppingFormValues>({
    mode: 'controlled',
    initialValues: initialValues(mode.kind === 'create' || mode.kind === 'edit' ? mode.shopping : null),
  });
  const [step, setStep] = useState<number>(isPaymentMode(mode) ? LAST_STEP : STEP.lines);
  const set = (patch: Partial<ShoppingFormValues>) => form.setValues(patch);

  const { setValues, resetDirty } = form;
  /** Edits start from the saved purchase or abono. */
  const load = useCallback(
    (values: ShoppingFormValues) => {
      setValues(values);
      resetDirty(values);
    },
    [setValues, resetDirty],
  );

  /** The '¡Alerta!' text that keeps the wizard on this step, or null. */
  const check = (): string | null => alertFor(mode, form.getValues(), step);
  const next = () => setStep((s) => Math.min(s + 1, LAST_STEP));
  const back = () => setStep((s) => Math.max(s - 1, STEP.lines));

  return { form, values: form.values, set, step, load, check, next, back };
}
