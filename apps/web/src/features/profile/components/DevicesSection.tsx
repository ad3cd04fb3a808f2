import { bogotaDate, type Device } from '@cc/shared';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authApi, deviceQueries } from '../../../api/auth.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PROFILE_TEXT } from '../messages.ts';

const D = PROFILE_TEXT.devices;
const day = (iso: string) => formatDate(bogotaDate(new Date(iso)));

type Props = {
  /** The session of this page ended with the others: back to the login form. */
  onSignedOut: () => void;
};

/** 'Dispositivos' in Perfil (issue 30 item 1, ADR 036): the kept devices, each with its own logout. */
export function DevicesSection({ onSignedOut }: Props) {
  const devices = useQuery(deviceQueries.mine());
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const run = async (key: string, call: () => Promise<{ ok: boolean }>, endsThisOne: boolean) => {
    setBusy(key);
    const result = await call();
    setBusy(null);
    if (!result.ok) {
      setMessage({ title: D.title, text: D.failed, tone: 'error' });
      return;
    }
    if (endsThisOne) onSignedOut();
    else await queryClient.invalidateQueries({ queryKey: deviceQueries.all });
  };

  const list = devices.data ?? [];
  const others = list.filter((d) => !d.current);
  return (
    <SectionCard title={D.title} hint={D.hint} testId="devices">
      {devices.isPending ? (
        <Skeleton height={48} />
      ) : devices.isError ? (
        <LoadError onRetry={() => void devices.refetch()} />
      ) : list.length === 0 ? (
        <Text size="sm">{D.none}</Text>
      ) : (
        <Stack gap="sm">
          {list.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              busy={busy === `one-${device.id}`}
              onRevoke={() => run(`one-${device.id}`, () => authApi.revokeDevice(device.id), device.current)}
            />
          ))}
          <Group gap="xs" mt="xs">
            {others.length > 0 && (
              <Button
                variant="light"
                size="xs"
                loading={busy === 'others'}
                onClick={() => run('others', authApi.revokeOtherDevices, false)}
              >
                {D.revokeOthers}
              </Button>
            )}
            <Button
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconLogout size={16} />}
              loading={busy === 'all'}
              onClick={() => run('all', authApi.revokeAllDevices, true)}
            >
              {D.revokeAll}
            </Button>
          </Group>
        </Stack>
      )}
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </SectionCard>
  );
}

function DeviceRow({ device, busy, onRevoke }: { device: Device; busy: boolean; onRevoke: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="device-row">
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <IconDeviceMobile size={22} aria-hidden="true" />
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} size="sm">
              {device.name}
            </Text>
            {device.current && (
              <Badge size="sm" variant="light">
                {D.current}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {D.since(day(device.created_at))} · {D.lastUsed(day(device.last_used_at))}
          </Text>
        </div>
      </Group>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        loading={busy}
        onClick={onRevoke}
        aria-label={D.revokeNamed(device.name)}
      >
        {D.revoke}
      </Button>
    </Group>
  );
}
