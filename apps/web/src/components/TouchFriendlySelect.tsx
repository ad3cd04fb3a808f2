import { type ComboboxItem, NativeSelect, Select, type SelectProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type React from 'react';

/**
 * A Select that becomes the phone's own picker on a touch screen.
 *
 * On a phone, opening Mantine's floating list near the bottom of a long form makes the browser
 * scroll the field out of view, and the list, which follows its field, hides with it: the
 * profile's Departamento and Ciudad never opened (issue 10). The native picker (Android's list,
 * iOS's wheel) has no such problem, needs no keyboard and is what phone users know. Desktops keep
 * the searchable list.
 */
export function TouchFriendlySelect(props: SelectProps & { 'data-path'?: string }) {
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  if (!touch) return <Select {...props} />;
  // The list-only props stay here; the rest (label, error, onBlur for validate-on-blur, data-path
  // for focus-on-error, aria-*) reach the native field as they would the Select.
  const {
    data,
    value,
    onChange,
    placeholder,
    clearable,
    searchable,
    filter,
    limit,
    maxDropdownHeight,
    nothingFoundMessage,
    allowDeselect,
    leftSection,
    comboboxProps,
    clearButtonProps,
    onFocus,
    onBlur,
    ...field
  } = props;
  // The reference lists are flat {value, label} items (no groups).
  const options: ComboboxItem[] = [];
  for (const item of data ?? []) if (typeof item === 'object' && 'value' in item) options.push(item);
  return (
    <NativeSelect
      {...(field as Record<string, unknown>)}
      // Forms' blur handlers (touched, validate on blur) read nothing of the element's kind.
      onBlur={(event) => onBlur?.(event as unknown as React.FocusEvent<HTMLInputElement>)}
      onFocus={(event) => onFocus?.(event as unknown as React.FocusEvent<HTMLInputElement>)}
      value={value ?? ''}
      onChange={(event) => {
        const option = options.find((o) => o.value === event.currentTarget.value);
        if (option) onChange?.(option.value, option);
        else if (clearable) onChange?.(null, { value: '', label: '' });
      }}
      // The empty first entry shows the placeholder; choosing it clears a clearable field.
      data={[{ value: '', label: placeholder ?? '', disabled: !clearable }, ...options]}
    />
  );
}
