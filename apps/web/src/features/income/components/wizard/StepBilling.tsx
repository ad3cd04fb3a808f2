import { Grid, Select, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { Message } from '../../../../components/MessageModal.tsx';
import { MoneyInput } from '../../../../components/MoneyInput.tsx';
import { todayIso } from '../../../../lib/format.ts';
import type { FormMode } from '../../form/mode.ts';
import type { IncomeWizard } from '../../form/useIncomeForm.ts';
import { KINDS, METHOD_LABELS, METHOD_OPTIONS, TYPE_LABELS } from '../../kinds.ts';
import { TotalBar } from './StepProducts.tsx';
import { useStockCheck } from './useStockCheck.ts';

type Props = {
  wizard: IncomeWizard;
  mode: FormMode;
  notify: (message: Message) => void;
  /** A credit being edited: its initial payment, shown disabled ('' when none). */
  initialPayment?: number | null;
};

/**
 * Step 2 'Información de facturación'. A sale: date (not after today), the payment type and, for
 * cash and bank, the method — both fixed by the route —, a credit's optional initial payment with
 * its method, observations. An abono: date, method, value, observations.
 */
export function StepBilling({ wizard, mode, notify, initialPayment = null }: Props) {
  const { form } = wizard;
  const values = form.values;
  const { checkLines } = useStockCheck(notify);
  const isSale = mode.kind === 'create' || mode.kind === 'edit';
  // A sale draws only the stock that existed on its date: a new date checks the lines again.
  const changeDate = (date: string) => {
    form.setFieldValue('date', date);
    if (isSale && date) void checkLines(form.getValues().lines, date);
  };
  const dateField = (
    <DatePickerInput
      label="Fecha"
      withAsterisk
      placeholder="Seleccione la fecha"
      valueFormat="D [de] MMMM [de] YYYY"
      maxDate={todayIso()}
      leftSection={<IconCalendar size={18} />}
      value={values.date || null}
      onChange={(v) => changeDate(v ?? '')}
    />
  );
  const methodSelect = (props: { required: boolean; disabled?: boolean }) => (
    <Select
      label="Método de pago"
      withAsterisk={props.required}
      placeholder="Seleccione"
      data={METHOD_OPTIONS}
      value={values.payment_method || null}
      onChange={(v) => form.setFieldValue('payment_method', (v ?? '') as typeof values.payment_method)}
      clearable={!props.required}
      disabled={props.disabled}
      allowDeselect={!props.required}
    />
  );
  const observations = (
    <Textarea
      label="Observaciones"
      autosize
      minRows={2}
      maxRows={5}
      {...form.getInputProps('observations')}
    />
  );

  if (mode.kind === 'payment' || mode.kind === 'edit_payment') {
    return (
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>{dateField}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{methodSelect({ required: true })}</Grid.Col>
        <Grid.Col span={12}>
          <MoneyInput
            label="Valor del abono"
            withAsterisk
            value={values.payment}
            onChange={(digits) => form.setFieldValue('payment', digits === '' ? '' : Number(digits))}
          />
        </Grid.Col>
        <Grid.Col span={12}>{observations}</Grid.Col>
      </Grid>
    );
  }

  const kind = KINDS[mode.income];
  const credit = kind.paymentType === 'CREDITO';
  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>{dateField}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Tipo de pago" value={TYPE_LABELS[kind.paymentType]} readOnly variant="filled" />
      </Grid.Col>
      {credit && mode.kind === 'create' && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MoneyInput
            label="Pago inicial (opcional)"
            value={values.payment}
            onChange={(digits) => form.setFieldValue('payment', digits === '' ? '' : Number(digits))}
          />
        </Grid.Col>
      )}
      {credit && mode.kind === 'edit' && (
        // Money on a saved credit moves through its abonos: the initial payment is only shown.
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MoneyInput label="Pago inicial (opcional)" value={initialPayment ?? ''} disabled />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {credit ? (
          methodSelect({ required: false, disabled: mode.kind === 'edit' })
        ) : (
          <TextInput
            label="Método de pago"
            value={kind.paymentMethod ? METHOD_LABELS[kind.paymentMethod] : ''}
            readOnly
            variant="filled"
          />
        )}
      </Grid.Col>
      <Grid.Col span={12}>{observations}</Grid.Col>
      <Grid.Col span={12}>
        <TotalBar total={wizard.total} />
      </Grid.Col>
    </Grid>
  );
}
