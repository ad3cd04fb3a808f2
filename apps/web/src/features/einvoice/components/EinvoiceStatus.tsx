import { EINVOICE_STATUS_LABEL, type EinvoiceDocument } from '@cc/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { einvoiceApi, einvoiceQueries } from '../../../api/einvoice.ts';
import { EINVOICE_TEXT as T } from '../messages.ts';

const COLOR = { pending: 'blue', accepted: 'teal', rejected: 'red' } as const;

/**
 * The sale's electronic document and its state with DIAN ('Enviada a la DIAN', 'Aceptada',
 * 'Rechazada' with DIAN's errors; a rejected one can be sent again after the fix). Nothing for a
 * sale without one. A pending document is asked again every few seconds until DIAN answers.
 */
export function EinvoiceStatus({ incomeId }: { incomeId: number }) {
  const docs = useQuery({
    ...einvoiceQueries.saleDocuments(incomeId),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? 3000 : false),
  });
  const doc = docs.data?.[0];
  if (!doc) return null;
  return <DocumentCard doc={doc} incomeId={incomeId} />;
}

function DocumentCard({ doc, incomeId }: { doc: EinvoiceDocument; incomeId: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    await einvoiceApi.resend(doc.id);
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: einvoiceQueries.saleDocuments(incomeId).queryKey });
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="einvoice-status">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700} size="sm">
            {T.status.title} {doc.number}
          </Text>
          <Badge color={COLOR[doc.status]} variant="light" data-testid="einvoice-status-label">
            {EINVOICE_STATUS_LABEL[doc.status]}
          </Badge>
        </Group>
        {doc.document_key && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="einvoice-key">
            {T.status.key(doc.document_type === '01' ? 'CUFE' : 'CUDE', doc.document_key)}
          </Text>
        )}
        {doc.status !== 'accepted' &&
          doc.errors.map((e) => (
            <Text key={e} size="xs" c={doc.status === 'rejected' ? 'red.8' : 'dimmed'}>
              {e}
            </Text>
          ))}
        {doc.status === 'rejected' && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={resend} loading={busy}>
              {T.status.resend}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
