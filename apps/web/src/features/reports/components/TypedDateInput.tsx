import { DateInput, type DateInputProps } from '@mantine/dates';
import { useRef, useState } from 'react';
import { parseTypedDate, TYPED_INVALID } from '../range.ts';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'valueFormat' | 'fixOnBlur'> & {
  /** 'YYYY-MM-DD', null (empty) or TYPED_INVALID. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * A DD/MM/AAAA date field whose typed text is read strictly: an impossible day (31/02/2026) stays
 * on screen as typed and reaches the filter as TYPED_INVALID, so 'Generar informe' refuses it
 * with the date message — Mantine's lenient parser would silently turn it into 03/03/2026.
 */
export function TypedDateInput({ value, onChange, ...props }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // What the calendar shows while the text is not a date: the last real day it held.
  const shown = useRef<string | null>(value === TYPED_INVALID ? null : value);
  if (value !== TYPED_INVALID) shown.current = value;
  // Remounting rewrites the text; needed when a day picked in the calendar equals `shown`.
  const [version, setVersion] = useState(0);
  return (
    <DateInput
      key={version}
      ref={input}
      {...props}
      valueFormat="DD/MM/YYYY"
      // The typed text stays as typed (not reset to the last valid day), so what the user sees is
      // what the filter holds.
      fixOnBlur={false}
      dateParser={parseTypedDate}
      value={shown.current}
      onChange={(day) => {
        const typed = parseTypedDate(input.current?.value ?? '');
        if (day !== null && typed !== day) setVersion((v) => v + 1);
        onChange(day);
      }}
      onInput={(event) => {
        const text = event.currentTarget.value.trim();
        if (text === '') onChange(null);
        else if (parseTypedDate(text) === null) onChange(TYPED_INVALID);
      }}
    />
  );
}
