import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

type Props = { cancelTo: string; submitLabel: string };

/** 'Cancelar' (back to where the form came from) and the submit button, right-aligned. */
export function FormActions({ cancelTo, submitLabel }: Props) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" component={Link} to={cancelTo}>
        Cancelar
      </Button>
      <Button type="submit">{submitLabel}</Button>
    </Group>
  );
}
