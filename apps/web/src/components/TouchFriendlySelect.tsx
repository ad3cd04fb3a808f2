import { type ComboboxItem, NativeSelect, Select, type SelectProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

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
  // The reference lists are flat {value, label} items (no groups).
  const options: ComboboxItem[] = [];
  for (const item of props.data ?? []) if (typeof item === 'object' && 'value' in item) options.push(item);
  return (
    <NativeSelect
      label={props.label}
      description={props.description}
      error={props.error}
      disabled={props.disabled}
      withAsterisk={props.withAsterisk}
      data-path={props['data-path']}
      value={props.value ?? ''}
      onChange={(event) => {
        const option = options.find((o) => o.value === event.currentTarget.value);
        if (option) props.onChange?.(option.value, option);
        else if (props.clearable) props.onChange?.(null, { value: '', label: '' });
      }}
      // The empty first entry shows the placeholder; choosing it clears a clearable field.
      data={[{ value: '', label: props.placeholder ?? '', disabled: !props.clearable }, ...options]}
    />
  );
}
