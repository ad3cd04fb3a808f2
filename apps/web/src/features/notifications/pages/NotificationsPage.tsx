import { LIST_SKELETON_MS, REMINDER_MSG, type Reminder, reminderTitle } from '@cc/shared';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notificationQueries } from '../../../api/notifications.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { refusalMessage } from '../../../components/errors.ts';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatCOP, formatDate } from '../../../lib/format.ts';
import { paymentKindOf } from '../../../lib/payment-methods.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { reminderQueries, useDiscardReminder } from '../../expenses/index.ts';
import { NOTIFICATIONS_TEXT } from '../messages.ts';

const TEXT = NOTIFICATIONS_TEXT;

/** '/notifications' (docs/product/3-expenses-reports.md §2): the plan-ending notice, then 'Nuevas' and 'Anteriores' reminders. */
export default function NotificationsPage() {
  const reminders = useQuery(reminderQueries.list());
  const notifications = useQuery(notificationQueries.list());
  const settled = useSettledDelay(!reminders.isPending, LIST_SKELETON_MS);
  const discard = useDiscardReminder();
  const navigate = useNavigate();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const active = (reminders.data ?? []).filter((r) => r.status === 'ACTIVA');
  const previous = (reminders.data ?? []).filter((r) => r.status !== 'ACTIVA');
  const plans = (notifications.data ?? []).filter((n) => n.kind === 'subscription');

  // Accepting opens the matching expense form with the reminder's expense and its id (docs/product/3-expenses-reports.md §4).
  const accept = (r: Reminder) =>
    navigate(
      `/expenses-form/${paymentKindOf(r.expense)}?reminder=${r.id}&expense=${r.expense.id}&date=${r.due_date}`,
    );
  const reject = async (r: Reminder) => {
    setBusy(r.id);
    const result = await discard.mutateAsync(r.id);
    setBusy(null);
    setMessage(result.ok ? { title: REMINDER_MSG.discarded, tone: 'success' } : refusalMessage(result));
  };

  const card = (r: Reminder, actions: boolean) => (
    <Card key={r.id} withBorder radius="md" padding="sm" data-testid="reminder-card" data-status={r.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {/* docs/product/3-expenses-reports.md §4: the title is the status ending in O; a discarded one is grey. */}
          <Text
            fw={700}
            c={r.status === 'DESCARTADA' ? 'gray.6' : r.status === 'ACEPTADA' ? 'brand.8' : 'orange.8'}
            data-testid="reminder-title"
          >
            {reminderTitle(r.status)}
          </Text>
          <Text size="sm" c={r.status === 'DESCARTADA' ? 'dimmed' : undefined}>
            {REMINDER_MSG.notification.message(r.expense.description, r.expense.value)}
          </Text>
          <Text size="xs" c="dimmed">
            {TEXT.due}: {formatDate(r.due_date)} · {formatCOP(r.expense.value)}
          </Text>
        </Stack>
      </Group>
      {actions && (
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} />}
            loading={busy === r.id}
            onClick={() => void reject(r)}
          >
            {TEXT.reject}
          </Button>
          <Button leftSection={<IconCheck size={16} />} onClick={() => accept(r)} disabled={busy === r.id}>
            {TEXT.accept}
          </Button>
        </Group>
      )}
    </Card>
  );

  return (
    <>
      <PageHeader title={TEXT.title} />
      <Stack gap="lg" maw={760}>
        {plans.map((n) => (
          <Alert
            key={n.id}
            color="yellow"
            icon={<IconAlertCircle />}
            title={n.title}
            data-testid="plan-notice"
          >
            <Text size="sm">{n.message}</Text>
            <Anchor component={Link} to="/subscription-plans" size="sm" fw={600}>
              {TEXT.plans}
            </Anchor>
          </Alert>
        ))}
        {reminders.isError ? (
          // A failed load is not an empty list: say so and offer to retry.
          <LoadError onRetry={() => void reminders.refetch()} />
        ) : (
          <>
            <section data-testid="reminders-new">
              <Title order={2} size="h4" mb="sm">
                {TEXT.fresh}
              </Title>
              {!settled ? (
                <ListSkeleton cards={2} />
              ) : active.length === 0 ? (
                <EmptyState message={REMINDER_MSG.emptyNew} testId="empty-new" />
              ) : (
                <Stack gap="sm">{active.map((r) => card(r, true))}</Stack>
              )}
            </section>
            <section data-testid="reminders-previous">
              <Title order={2} size="h4" mb="sm">
                {TEXT.previous}
              </Title>
              {!settled ? (
                <ListSkeleton cards={2} />
              ) : previous.length === 0 ? (
                <EmptyState message={REMINDER_MSG.emptyAll} testId="empty-previous" />
              ) : (
                <Stack gap="sm">{previous.map((r) => card(r, false))}</Stack>
              )}
            </section>
          </>
        )}
      </Stack>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
