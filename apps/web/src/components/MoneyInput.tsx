import { TextInput, type TextInputProps } from '@mantine/core';
import { type ClipboardEvent, useEffect, useState } from 'react';
import { NumericFormat } from 'react-number-format';
import { MONEY_MAX_DIGITS, moneyDigits, pastedPesos, sameAmount } from '../lib/money-text.ts';

type Amount = number | string | null | undefined;
type Props = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  value?: Amount;
  defaultValue?: Amount;
  /** The digits typed ('' when cleared): forms keep them as text or read them with Number(). */
  onChange?: (digits: string) => void;
};

/**
 * THE money field of the app (issue 10 item 4, decision 027): whole pesos shown with es-CO
 * thousands separators while typing ('500000' shows '500.000'), a pasted '500.000' or
 * '$ 1.500.000,00' read as pesos, caret kept in place by react-number-format.
 */
export function MoneyInput({ value, defaultValue, onChange, ...rest }: Props) {
  const controlled = value !== undefined;
  const incoming = moneyDigits(controlled ? value : defaultValue);
  const [text, setText] = useState(incoming);
  // The field's own text wins while it means the amount it was given: a cleared field whose form
  // reads it as 0 stays empty, so typing 16000 next gives 16.000 (not 160.000 behind a stray 0).
  useEffect(() => {
    if (controlled) setText((own) => (sameAmount(own, incoming) ? own : incoming));
  }, [controlled, incoming]);

  const emit = (digits: string) => {
    setText(digits);
    onChange?.(digits);
  };
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const digits = pastedPesos(e.clipboardData.getData('text'));
    e.preventDefault();
    if (digits !== null) emit(digits);
  };

  return (
    <NumericFormat
      customInput={TextInput}
      leftSection="$"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={text}
      valueIsNumericString
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={0}
      allowedDecimalSeparators={[',']}
      allowNegative={false}
      isAllowed={({ value: digits }) => digits.length <= MONEY_MAX_DIGITS}
      onValueChange={({ value: digits }, { source }) => {
        if (source === 'event') emit(digits);
      }}
      onPaste={paste}
    />
  );
}
