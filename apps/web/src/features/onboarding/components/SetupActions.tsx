import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ONBOARDING_TEXT } from '../messages.ts';

type Props = {
  /** The initial information is closed (stored flag 'true'). */
  closed: boolean;
  /** The step forward ('Siguiente', 'Continuar') while it is open. */
  next: ReactNode;
};

/**
 * The footer of the setup screens (docs/product/1-account.md §2, docs/product/2-inventory-income-purchases.md §2): 'Omitir' (to the profile) and the step
 * forward while the initial information is open; once closed, only a way back to the profile.
 */
export function SetupActions({ closed, next }: Props) {
  return (
    <Group justify="flex-end" gap="sm">
      {closed ? (
        <Button component={Link} to="/my-profile" variant="default" leftSection={<IconArrowLeft size={18} />}>
          {ONBOARDING_TEXT.backToProfile}
        </Button>
      ) : (
        <>
          <Button component={Link} to="/my-profile" variant="default">
            {ONBOARDING_TEXT.skip}
          </Button>
          {next}
        </>
      )}
    </Group>
  );
}
