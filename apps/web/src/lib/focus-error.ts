import type { FormErrors } from '@mantine/form';

type Focusable = { getInputNode: (path: string) => HTMLElement | null };

/**
 * `form.onSubmit(submit, focusFirstError(form))`: when the client rules refuse a submit, the
 * keyboard (and a screen reader) lands on the first field with an error message.
 */
export function focusFirstError(form: Focusable): (errors: FormErrors) => void {
  return (errors) => {
    const first = Object.keys(errors).find((path) => errors[path]);
    if (first) form.getInputNode(first)?.focus();
  };
}
