import { type ClientRecord, isFinalConsumerDocument, saleTotal } from '@cc/shared';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { wholeOf } from '../../../lib/whole-number.ts';
import { alertFor, LAST_STEP, STEP } from './alerts.ts';
import { type FormMode, isPaymentMode, locksLines } from './mode.ts';
import {
  type ClientFields,
  clientFromRecord,
  emptyClient,
  type IncomeFormValues,
  initialValues,
  type SaleLine,
} from './values.ts';

/** Spec 2 §5: a quantity that is empty or not a positive whole number becomes 1. */
export function parseQuantity(raw: string | number): number {
  const n = wholeOf(String(raw)) ?? 0;
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/**
 * The one state of the income wizard: values (Mantine form), the current step and the line and
 * client operations. Moving forward runs the '¡Alerta!' checks; the caller shows the text.
 */
export function useIncomeForm(mode: FormMode) {
  const form = useForm<IncomeFormValues>({ mode: 'controlled', initialValues: initialValues(mode) });
  const [step, setStep] = useState<number>(isPaymentMode(mode) ? LAST_STEP : STEP.products);
  // Read at call time: lines may be added while a stock check is in flight.
  const hasItem = (inventoryId: number) => form.getValues().lines.some((l) => l.inventory_id === inventoryId);

  /** False when the item is already in the list (spec 2 §4: it is not added again). */
  const addLine = (line: SaleLine): boolean => {
    if (hasItem(line.inventory_id)) return false;
    form.insertListItem('lines', line);
    return true;
  };
  const removeLine = (index: number) => form.removeListItem('lines', index);
  const updateLine = (index: number, patch: Partial<Pick<SaleLine, 'quantity' | 'value' | 'stock'>>) => {
    const line = form.getValues().lines[index];
    if (line) form.setFieldValue(`lines.${index}`, { ...line, ...patch });
  };

  const fillClient = (client: ClientRecord) => form.setFieldValue('client', clientFromRecord(client));
  /** A lookup miss clears the client but keeps the document typed, ready for a new client. */
  const clearClient = () => {
    const { doc_type, doc_number } = form.getValues().client;
    form.setFieldValue('client', { ...emptyClient, doc_type, doc_number });
  };
  /** Another document is another client: the picked id no longer applies. */
  const setClientField = (field: Exclude<keyof ClientFields, 'id'>, value: string) => {
    const client = form.getValues().client;
    // A name typed over 'Consumidor final' starts a new client instead of renaming the walk-in one.
    if (field === 'name' && client.id !== null && isFinalConsumerDocument(client.doc_number)) {
      form.setFieldValue('client', { ...emptyClient, name: value });
      return;
    }
    const otherDocument = field === 'doc_type' || field === 'doc_number';
    form.setFieldValue('client', { ...client, [field]: value, id: otherDocument ? null : client.id });
  };

  const { setValues, resetDirty } = form;
  const load = useCallback(
    (values: IncomeFormValues) => {
      setValues(values);
      resetDirty(values);
    },
    [setValues, resetDirty],
  );

  /** The '¡Alerta!' text that keeps the wizard on this step, or null after moving on. */
  const next = (): string | null => {
    const alert = alertFor(mode, form.getValues(), step);
    if (alert === null) setStep((s) => Math.min(s + 1, LAST_STEP));
    return alert;
  };
  const back = () => setStep((s) => Math.max(s - 1, STEP.products));
  /** Every step's checks before sending; the step of the first failure becomes current. */
  const checkAll = (): string | null => {
    const first = isPaymentMode(mode) ? LAST_STEP : STEP.products;
    for (let s = first; s <= LAST_STEP; s += 1) {
      const alert = alertFor(mode, form.getValues(), s);
      if (alert !== null) {
        setStep(s);
        return alert;
      }
    }
    return null;
  };

  return {
    form,
    step,
    total: saleTotal(form.values.lines),
    locked: locksLines(mode),
    hasItem,
    addLine,
    removeLine,
    updateLine,
    fillClient,
    clearClient,
    setClientField,
    load,
    next,
    back,
    checkAll,
  };
}

export type IncomeWizard = ReturnType<typeof useIncomeForm>;
