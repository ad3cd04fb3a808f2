import type { IncomeDetail } from '@cc/shared';
import { Button, Divider, Flex, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { StatusTags } from '../../../components/credit/StatusTags.tsx';
import { formatCOP, formatDate } from '../../../lib/format.ts';
import { EinvoiceStatus } from '../../einvoice/index.ts';
import { METHOD_LABELS, TYPE_LABELS } from '../kinds.ts';
import { INCOME_TEXT } from '../messages.ts';
import { incomeQueries } from '../queries.ts';
import classes from './InvoiceModal.module.css';
import { WhatsAppInvoice } from './WhatsAppShare.tsx';

type Props = {
  incomeId: number | null;
  onClose: () => void;
  onDownload: (doc: { id: number; number: number }) => void;
  downloading: boolean;
};

/** 'Ver factura': the invoice on screen (GET /api/incomes/{id}/), with its PDF download. */
export function InvoiceModal({ incomeId, onClose, onDownload, downloading }: Props) {
  const mobile = useMediaQuery('(max-width: 47.99em)');
  const income = useQuery({ ...incomeQueries.detail(incomeId ?? 0), enabled: incomeId !== null });
  const doc = income.data;
  return (
    <Modal
      opened={incomeId !== null}
      onClose={onClose}
      size="lg"
      fullScreen={mobile}
      title={
        <Text fw={700}>{doc ? INCOME_TEXT.invoiceTitle(doc.reference) : INCOME_TEXT.invoice.title}</Text>
      }
    >
      {!doc ? (
        <Stack>
          <Skeleton height={18} width="50%" />
          <Skeleton height={60} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <EinvoiceStatus incomeId={doc.id} />
          <InvoiceBody doc={doc} />
        </Stack>
      )}
      {doc && !doc.deleted && (
        <Group justify="flex-end" mt="lg">
          <WhatsAppInvoice doc={doc} />
          <Button
            leftSection={<IconDownload size={18} />}
            loading={downloading}
            onClick={() => onDownload({ id: doc.id, number: doc.number })}
          >
            {INCOME_TEXT.menu.pdf}
          </Button>
        </Group>
      )}
    </Modal>
  );
}

function InvoiceBody({ doc }: { doc: IncomeDetail }) {
  const profile = doc.user.profile;
  const phones = [profile.cellphone, profile.phone].filter(Boolean).join(' · ');
  const livePayments = doc.payments.filter((p) => !p.deleted);
  return (
    <Stack gap="sm">
      <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text fw={700}>{profile.tradename}</Text>
          <Text size="sm" c="dimmed">
            {profile.identification_type.name} {profile.identification_number}
          </Text>
          <Text size="sm" c="dimmed">
            {[profile.address, profile.city?.name].filter(Boolean).join(', ')}
          </Text>
          {phones && (
            <Text size="sm" c="dimmed">
              {phones}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-start" ta={{ base: 'left', xs: 'right' }} className={classes.meta}>
          <Text size="sm">{formatDate(doc.date)}</Text>
          <Text size="sm">
            {TYPE_LABELS[doc.payment_type]}
            {doc.payment_method ? ` · ${METHOD_LABELS[doc.payment_method]}` : ''}
          </Text>
          <StatusTags deleted={doc.deleted} finished={doc.paid_out} />
        </Stack>
      </Flex>
      <Divider />
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {INCOME_TEXT.invoice.client}
        </Text>
        <Text fw={600}>{doc.client.name}</Text>
        <Text size="sm" c="dimmed">
          {doc.client.doc_type.name} {doc.client.doc_number}
        </Text>
      </div>
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {INCOME_TEXT.invoice.lines}
        </Text>
        {doc.details.map((d) => (
          <Group
            key={d.id}
            justify="space-between"
            wrap="nowrap"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm">{d.inventory?.name ?? d.name}</Text>
              <Text size="xs" c="dimmed">
                {d.quantity} × {formatCOP(d.unit_value)}
              </Text>
            </div>
            <Text size="sm" fw={600}>
              {formatCOP(d.total_value)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Stack gap={2} align="flex-end">
        <Amount label={INCOME_TEXT.invoice.total} value={doc.value} strong />
        {doc.payment_type === 'CREDITO' && (
          <>
            <Amount label={INCOME_TEXT.credit.paid} value={doc.payment} />
            <Amount label={INCOME_TEXT.credit.balance} value={doc.balance} />
          </>
        )}
      </Stack>
      {doc.payment_type === 'CREDITO' && livePayments.length > 0 && (
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {INCOME_TEXT.credit.payments}
          </Text>
          {livePayments.map((p) => (
            <Group key={p.id} justify="space-between" gap="xs">
              <Text size="sm">
                {p.reference} · {formatDate(p.date)} · {METHOD_LABELS[p.payment_method]}
              </Text>
              <Text size="sm">{formatCOP(p.value)}</Text>
            </Group>
          ))}
        </div>
      )}
      {doc.observations && (
        <Text size="sm" c="dimmed">
          {doc.observations}
        </Text>
      )}
    </Stack>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group gap="md" justify="flex-end">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} miw={110} ta="right">
        {formatCOP(value)}
      </Text>
    </Group>
  );
}
