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
      // Under the fixed header and below the navigation drawer (Mantine's app layer is 100): drawn
      // over them it hid the open menu at 390 px (issue 30 item 2).
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 99 }}
    >
      {PHONE_MSG.offline.banner}
    </Alert>
  );
}
