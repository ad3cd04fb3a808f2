import { Button, Group } from '@mantine/core';
import { INCOME_TEXT } from '../../messages.ts';

type Props = {
  /** Hidden on the first step of a sale ('Regresar' goes back one step). */
  showBack: boolean;
  last: boolean;
  sending: boolean;
  /** Sent and leaving (see useSingleSubmit): 'Enviar' stays disabled. */
  locked?: boolean;
  onBack: () => void;
};

/** 'Regresar' / 'Siguiente' / 'Enviar' (spec 2 §4); the form's submit decides next or send. */
export function WizardNav({ showBack, last, sending, locked = false, onBack }: Props) {
  return (
    <Group justify="space-between" mt="xl" wrap="nowrap">
      {showBack ? (
        <Button variant="default" onClick={onBack} disabled={sending}>
          {INCOME_TEXT.back}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={sending} disabled={locked}>
        {last ? INCOME_TEXT.send : INCOME_TEXT.next}
      </Button>
    </Group>
  );
}
