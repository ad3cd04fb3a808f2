import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | '';
  onChange: (value: number | '') => void;
};

/** Whole pesos typed as '$ 1.234.567' (es-CO separators, no decimals). */
export function MoneyInput({ value, onChange, ...rest }: Props) {
  return (
    <NumberInput
      prefix="$ "
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v) || '')}
      {...rest}
    />
  );
}
