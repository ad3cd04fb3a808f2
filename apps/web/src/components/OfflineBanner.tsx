import { PHONE_MSG } from '@cc/shared';
import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/** Issue 10 item 6: says the screen shows the last copy and that saving waits for the network. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} />}
      title={PHONE_MSG.offline.title}
      role="status"
      data-testid="offline-banner"
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
    >
      {PHONE_MSG.offline.banner}
    </Alert>
  );
}
