import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { UI_TEXT } from './messages.ts';

type Props = {
  cancelTo: string;
  submitLabel: string;
  /** While the form is being sent: the submit button is disabled and shows it is working. */
  sending?: boolean;
  /** Sent and leaving (see useSingleSubmit): the submit button stays disabled. */
  locked?: boolean;
};

/** 'Cancelar' (back to where the form came from) and the submit button, right-aligned. */
export function FormActions({ cancelTo, submitLabel, sending = false, locked = false }: Props) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" component={Link} to={cancelTo}>
        {UI_TEXT.cancel}
      </Button>
      <Button type="submit" loading={sending} disabled={locked}>
        {submitLabel}
      </Button>
    </Group>
  );
}
