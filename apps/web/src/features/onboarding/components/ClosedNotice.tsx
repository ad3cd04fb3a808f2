import { FINANCIAL_MSG } from '@cc/shared';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** The read-only message once the initial information is closed (docs/product/1-account.md §4). */
export function ClosedNotice({ text = FINANCIAL_MSG.closed }: { text?: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconLock size={20} />} mb="md" data-testid="closed-notice">
      {text}
    </Alert>
  );
}
