import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useSubscriptionStatus } from '../../../lib/subscription-status.ts';

type Props = { opened: boolean; onClose: () => void };

/** 'MI PLAN': the subscription's name and end date, from the validated-user check. */
export function PlanModal({ opened, onClose }: Props) {
  const { state, subscription } = useSubscriptionStatus();
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Mi plan</Text>} size="sm">
      {subscription ? (
        <Stack gap="xs" data-testid="plan-detail">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="xl" radius="xl">
              <IconCrown size={24} />
            </ThemeIcon>
            <div>
              <Text fw={700} size="lg">
                {subscription.name}
              </Text>
              <Text size="sm" c="dimmed">
                {state === 'active' ? 'Suscripción activa' : 'Suscripción inactiva'}
              </Text>
            </div>
          </Group>
          <Text mt="xs">
            Válido hasta: <strong>{formatDate(subscription.final_date)}</strong>
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">
          {state === 'unknown' ? 'No fue posible consultar tu plan.' : 'No tienes una suscripción activa.'}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" component={Link} to="/subscription-plans">
          Ver planes
        </Button>
        <Button onClick={onClose}>Aceptar</Button>
      </Group>
    </Modal>
  );
}
