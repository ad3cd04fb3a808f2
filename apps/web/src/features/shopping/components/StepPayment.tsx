import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { todayIso } from '../../../lib/format.ts';
import type { ShoppingFormValues } from '../form/values.ts';
import { METHOD_LABELS, METHOD_OPTIONS } from '../kinds.ts';

type Props = {
  values: ShoppingFormValues;
  set: (patch: Partial<ShoppingFormValues>) => void;
  /** 'credit': optional initial payment; 'fixed': cash/bank (method from the route); 'payment': an abono. */
  variant: 'credit' | 'fixed' | 'payment';
  /** A credit being edited: its initial payment, shown disabled (null when none). */
  initialPayment?: number | null | undefined;
};

/** Step 2 (and the abono form): date (not after today), payment and observations. */
export function StepPayment({ values, set, variant, initialPayment }: Props) {
  return (
    <Stack gap="sm">
      <DatePickerInput
        label="Fecha"
        withAsterisk
        placeholder="Seleccione la fecha"
        valueFormat="D [de] MMMM [de] YYYY"
        maxDate={todayIso()}
        leftSection={<IconCalendar size={18} />}
        value={values.date || null}
        onChange={(v) => set({ date: v ?? '' })}
      />
      {variant === 'fixed' ? (
        <>
          {initialPayment !== undefined && (
            // Money on a saved credit moves through its abonos: the initial payment is only shown.
            <MoneyInput label="Pago inicial" value={initialPayment ?? ''} disabled />
          )}
          <TextInput
            label="Método de pago"
            readOnly
            value={values.payment_method ? METHOD_LABELS[values.payment_method] : ''}
          />
        </>
      ) : (
        <>
          <MoneyInput
            label={variant === 'credit' ? 'Pago inicial' : 'Valor del abono'}
            withAsterisk={variant === 'payment'}
            value={values.payment}
            onChange={(payment) => set({ payment })}
          />
          <Select
            label="Método de pago"
            placeholder="Seleccione el método de pago"
            data={METHOD_OPTIONS}
            value={values.payment_method || null}
            onChange={(v) => set({ payment_method: v === 'EFECTIVO' || v === 'BANCO' ? v : '' })}
            clearable={variant === 'credit'}
          />
        </>
      )}
      <Textarea
        label="Observaciones"
        autosize
        minRows={2}
        maxLength={500}
        value={values.observations}
        onChange={(e) => set({ observations: e.currentTarget.value })}
      />
    </Stack>
  );
}
