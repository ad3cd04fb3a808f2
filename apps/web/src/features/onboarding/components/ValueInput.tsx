import { TextInput, type TextInputProps } from '@mantine/core';
import { formatCOP } from '../../../lib/format.ts';

type Props = Omit<TextInputProps, 'value'> & { value?: string };

const DIGITS = /^\d+$/;

/**
 * Whole pesos typed as digits only (spec 1 §5); the formatted amount is echoed below so a
 * missing zero is easy to spot.
 */
export function ValueInput({ value = '', ...props }: Props) {
  const echo = DIGITS.test(value) ? formatCOP(Number(value)) : undefined;
  return (
    <TextInput
      label="Valor"
      placeholder="$ 300.000"
      inputMode="numeric"
      autoComplete="off"
      withAsterisk
      description={echo}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      {...props}
    />
  );
}
