import { OBSERVATIONS_MAX, type PaymentMethod, type PaymentType } from '@cc/shared';
import { Grid, Select, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DATE_FORMAT, todayIso } from '../../lib/format.ts';
import { asMethod, METHOD_LABELS, METHOD_OPTIONS, TYPE_LABELS } from '../../lib/payment-methods.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { PAYMENT_FIELD_TEXT as F } from './texts.ts';

type Props = {
  /**
   * 'abono': date, method and value, all required. 'credit': a new credit's optional initial
   * payment and its method. 'fixed': cash and bank, whose method the route fixes, or a saved
   * credit (its initial payment only shown: money moves through its abonos).
   */
  variant: 'abono' | 'credit' | 'fixed';
  date?: string;
  /** Absent: the date is on another step (the expense form's first). */
  onDate?: ((date: string) => void) | undefined;
  method: PaymentMethod | '';
  onMethod: (method: PaymentMethod | '') => void;
  /** The abono's value or the initial payment, as typed. */
  amount: number | string;
  onAmount: (digits: string) => void;
  observations?: string;
  /** Absent: the observations are on another step (the expense form's first). */
  onObservations?: ((text: string) => void) | undefined;
  /** Shown read-only on a sale or purchase (the route fixes it). */
  paymentType?: PaymentType;
  /** A saved credit's initial payment (null when none); undefined elsewhere. */
  initialPayment?: number | null | undefined;
  /** A saved credit's method changes from its abonos. */
  methodLocked?: boolean;
  /** Under the fields (a sale's total). */
  children?: ReactNode;
};

/**
 * The payment step of the sale, purchase and expense wizards and their abono form (docs/product/2-inventory-income-purchases.md §3): date (not
 * after today), payment type and method, the initial payment or the abono's value, observations.
 */
export function PaymentFields(p: Props) {
  const abono = p.variant === 'abono';
  const half = { base: 12, sm: 6 };
  const method =
    p.variant === 'fixed' && !p.methodLocked ? (
      <TextInput label={F.method} value={p.method ? METHOD_LABELS[p.method] : ''} readOnly variant="filled" />
    ) : (
      <Select
        label={F.method}
        withAsterisk={abono}
        placeholder={F.methodPlaceholder}
        data={METHOD_OPTIONS}
        value={p.method || null}
        onChange={(v) => p.onMethod(asMethod(v))}
        clearable={!abono}
        allowDeselect={!abono}
        disabled={p.methodLocked}
      />
    );
  return (
    <Grid gutter="sm">
      {p.onDate && (
        <Grid.Col span={half}>
          <DatePickerInput
            label={F.date}
            withAsterisk
            placeholder={F.datePlaceholder}
            valueFormat={DATE_FORMAT}
            maxDate={todayIso()}
            leftSection={<IconCalendar size={18} />}
            value={p.date || null}
            onChange={(v) => p.onDate?.(v ?? '')}
          />
        </Grid.Col>
      )}
      {p.paymentType && (
        <Grid.Col span={half}>
          <TextInput label={F.type} value={TYPE_LABELS[p.paymentType]} readOnly variant="filled" />
        </Grid.Col>
      )}
      {abono && <Grid.Col span={half}>{method}</Grid.Col>}
      {p.variant !== 'fixed' ? (
        <Grid.Col span={abono ? 12 : half}>
          <MoneyInput
            label={abono ? F.abono : F.initial}
            withAsterisk={abono}
            value={p.amount}
            onChange={p.onAmount}
          />
        </Grid.Col>
      ) : (
        p.initialPayment !== undefined && (
          <Grid.Col span={half}>
            <MoneyInput label={F.initial} value={p.initialPayment ?? ''} disabled />
          </Grid.Col>
        )
      )}
      {!abono && <Grid.Col span={half}>{method}</Grid.Col>}
      {p.onObservations && (
        <Grid.Col span={12}>
          <Textarea
            label={F.observations}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={OBSERVATIONS_MAX}
            value={p.observations}
            onChange={(e) => p.onObservations?.(e.currentTarget.value)}
          />
        </Grid.Col>
      )}
      {p.children && <Grid.Col span={12}>{p.children}</Grid.Col>}
    </Grid>
  );
}
