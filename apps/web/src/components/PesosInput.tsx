import { TextInput, type TextInputProps } from '@mantine/core';
import { formatCOP } from '../lib/format.ts';
import { wholeOf } from '../lib/whole-number.ts';

type Props = Omit<TextInputProps, 'value'> & { value?: string };

/**
 * Whole pesos typed as digits only (spec 1 §5, spec 2 §5: the 'solo acepta números' messages
 * must be reachable, so this is a text field, not a number spinner). The formatted amount is
 * echoed under the input so a missing zero is easy to spot.
 */
export function PesosInput({ value = '', error, ...props }: Props) {
  const amount = wholeOf(value);
  const echo = amount !== null && !error ? formatCOP(amount) : undefined;
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      value={value}
      error={error}
      description={echo ?? props.description}
    />
  );
}
