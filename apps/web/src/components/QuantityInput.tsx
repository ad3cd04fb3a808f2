import { TextInput, type TextInputProps } from '@mantine/core';
import { typedWhole } from '../lib/whole-number.ts';

type Props = Omit<TextInputProps, 'onChange' | 'type'> & {
  /** The text as typed, a leading zero dropped: forms keep it as text or read it with Number(). */
  onChange?: (text: string) => void;
};

/**
 * THE quantity field (issue 30 item 7): a numeric keypad, and a field showing '0' that the user
 * types 24 into reads '24', not '024'.
 */
export function QuantityInput({ onChange, ...rest }: Props) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      onChange={(e) => onChange?.(typedWhole(e.currentTarget.value))}
    />
  );
}
