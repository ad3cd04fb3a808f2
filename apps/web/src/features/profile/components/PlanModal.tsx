import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSubscriptionStatus } from '../../../api/subscription-status.ts';
import { UI_TEXT } from '../../../components/messages.ts';
import { formatDate } from '../../../lib/format.ts';
import { PROFILE_TEXT } from '../messages.ts';

const P = PROFILE_TEXT.plan;

type Props = { opened: boolean; onClose: () => void };

/** 'MI PLAN': the subscription's name and end date, from the validated-user check. */
export function PlanModal({ opened, onClose }: Props) {
  const { state, subscription } = useSubscriptionStatus();
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{P.title}</Text>} size="sm">
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
                {state === 'active' ? P.active : P.inactive}
              </Text>
            </div>
          </Group>
          <Text mt="xs">
            {P.validUntil} <strong>{formatDate(subscription.final_date)}</strong>
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">{state === 'unknown' ? P.unknown : P.none}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" component={Link} to="/subscription-plans">
          {P.seePlans}
        </Button>
        <Button onClick={onClose}>{UI_TEXT.accept}</Button>
      </Group>
    </Modal>
  );
}
