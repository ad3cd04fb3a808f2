import { Button, Group, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent, ReactNode } from 'react';
import { WIZARD_NAV } from './texts.ts';

type Props = {
  /** The step labels; absent on an abono form, which is one step. */
  steps?: readonly string[];
  active: number;
  /** The phone's title of the active step (the labels do not fit beside the dots at 390 px). */
  stepTitleTestId?: string;
  labels?: { back: string; next: string; send: string };
  /** Hidden on the first step of a sale or purchase. */
  showBack: boolean;
  last: boolean;
  sending: boolean;
  /** Sent and leaving (see useSingleSubmit): the send button stays disabled. */
  locked?: boolean;
  onBack: () => void;
  /** 'Siguiente' and 'Enviar' submit: the module decides next step or send. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Above the stepper (an abono's credit). */
  header?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every document wizard (sales, purchases, expenses, abonos): the stepper, the
 * active step, and 'Regresar' / 'Siguiente' / 'Enviar' (docs/product/2-inventory-income-purchases.md §4, docs/product/3-expenses-reports.md §4).
 */
export function WizardFrame(p: Props) {
  const labels = p.labels ?? WIZARD_NAV;
  const mobile = useMediaQuery('(max-width: 47.99em)');
  return (
    <>
      {p.header}
      {p.steps && (
        <>
          <Stepper active={p.active} size="sm" allowNextStepsSelect={false} mb={mobile ? 'xs' : 'xl'}>
            {p.steps.map((label, i) => (
              // On a phone only the number shows: the name starts with it (WCAG 2.5.3).
              <Stepper.Step
                key={label}
                label={mobile ? undefined : label}
                aria-label={mobile ? `${i + 1} ${label}` : undefined}
              />
            ))}
          </Stepper>
          {mobile && (
            <Text fw={700} mb="md" data-testid={p.stepTitleTestId}>
              {p.steps[p.active]}
            </Text>
          )}
        </>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          p.onSubmit(event);
        }}
      >
        {p.children}
        <Group justify="space-between" mt="xl" wrap="nowrap">
          {p.showBack ? (
            <Button variant="default" onClick={p.onBack} disabled={p.sending}>
              {labels.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={p.sending} disabled={p.locked}>
            {p.last ? labels.send : labels.next}
          </Button>
        </Group>
      </form>
    </>
  );
}
