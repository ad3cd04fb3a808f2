import { TextInput, type TextInputProps } from '@mantine/core';
import { formatCOP } from '../../../lib/format.ts';

/**
 * A peso amount typed as digits (spec 2 §5: 'Solo se aceptan números…' must be reachable, so
 * this is a text field, not a number spinner). Shows the formatted amount under it.
 */
export function MoneyInput(props: TextInputProps & { value?: string }) {
  const digits = typeof props.value === 'string' && /^\d+$/.test(props.value.trim());
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      description={digits && !props.error ? formatCOP(Number(props.value)) : props.description}
    />
  );
}
