import { type Checkout, type Plan, SUBSCRIPTION_MSG } from '@cc/shared';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { subscriptionsApi } from '../../../api/subscriptions.ts';
import { errorLines } from '../../../components/errors.ts';
import type { Message } from '../../../components/MessageModal.tsx';
import { formatCOP } from '../../../lib/format.ts';
import { durationText, PLANS_TEXT, SUBSCRIPTION_TEXT } from '../messages.ts';
import { WompiCheckoutForm } from './WompiCheckoutForm.tsx';

const T = SUBSCRIPTION_TEXT.checkout;

type Props = {
  /** The paid plan chosen; null keeps the modal closed. */
  plan: Plan | null;
  onClose: () => void;
  onError: (message: Message) => void;
};

/**
 * 'Detalle del Plan / Checkout' (docs/product/1-account.md §2). 'Pagar con Wompi' creates the record (inactive, the
 * server signs the checkout fields) and then submits the browser form to the checkout page.
 */
export function CheckoutModal({ plan, onClose, onError }: Props) {
  const [paying, setPaying] = useState(false);
  const [checkout, setCheckout] = useState<Checkout | null>(null);

  const pay = async () => {
    if (!plan) return;
    setPaying(true);
    const result = await subscriptionsApi.create({ subscription_id: plan.id });
    if (result.ok && result.data.checkout) {
      setCheckout(result.data.checkout); // stays "paying" while the browser leaves
      return;
    }
    setPaying(false);
    onClose();
    onError(
      !result.ok && result.status === 400
        ? { title: SUBSCRIPTION_MSG.notCreated, list: errorLines(result.data), tone: 'error' }
        : { ...PLANS_TEXT.invoiceFailed, tone: 'error' },
    );
  };

  return (
    <Modal
      opened={plan !== null}
      onClose={paying ? () => undefined : onClose}
      title={<Text fw={700}>{SUBSCRIPTION_MSG.checkoutTitle}</Text>}
      size="sm"
    >
      {plan && (
        <Stack gap="md">
          <Stack gap={6} p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">{T.plan}</Text>
              <Text fw={700} data-testid="checkout-plan">
                {plan.name}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">{T.duration}</Text>
              <Text fw={500}>{durationText(plan.duration)}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">{T.value}</Text>
              <Text fw={800} size="xl" c="brand.8" data-testid="checkout-value">
                {formatCOP(plan.amount)}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="gray" size="sm" radius="xl">
              <IconShieldCheck size={14} />
            </ThemeIcon>
            <Text size="xs" c="dimmed">
              {T.redirectNote}
            </Text>
          </Group>
          <Button size="md" fullWidth leftSection={<IconLock size={18} />} loading={paying} onClick={pay}>
            {SUBSCRIPTION_MSG.payWithWompi}
          </Button>
        </Stack>
      )}
      {checkout && <WompiCheckoutForm checkout={checkout} />}
    </Modal>
  );
}
