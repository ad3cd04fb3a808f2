import { ActionIcon, Button, Group, Indicator, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconBell, IconBellFilled, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { notificationQueries } from '../api/notifications.ts';
import { useSession } from '../lib/session.ts';
import { UI_TEXT } from './messages.ts';

type Props = {
  title: string;
  /** Help text behind an info icon next to the title. */
  tooltip?: string;
  /** Back arrow to this path. */
  backTo?: string;
  /** Shows the download button; may return a promise (the button spins meanwhile). */
  onDownload?: () => unknown;
  downloadLabel?: string;
  /** The notification bell (default on). */
  bell?: boolean;
  /** Extra buttons on the right, before the download button. */
  actions?: ReactNode;
};

/** Page header of docs/product/1-account.md §2: title with tooltip, a download button and the notification bell. */
export function PageHeader({
  title,
  tooltip,
  backTo,
  onDownload,
  downloadLabel = 'Descargar',
  bell = true,
  actions,
}: Props) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Group justify="space-between" wrap="nowrap" mb="md" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {backTo && (
          <ActionIcon component={Link} to={backTo} variant="subtle" size="lg" aria-label={UI_TEXT.back}>
            <IconArrowLeft size={22} />
          </ActionIcon>
        )}
        {/* The page's one h1: every signed-in screen has this header. */}
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {tooltip && (
          <Tooltip
            label={tooltip}
            multiline
            w={260}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={UI_TEXT.help(title)}>
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {actions}
        {onDownload && (
          <>
            <Button
              visibleFrom="sm"
              variant="light"
              leftSection={<IconDownload size={18} />}
              loading={downloading}
              onClick={download}
            >
              {downloadLabel}
            </Button>
            <ActionIcon
              hiddenFrom="sm"
              variant="light"
              size="lg"
              loading={downloading}
              onClick={download}
              aria-label={downloadLabel}
            >
              <IconDownload size={20} />
            </ActionIcon>
          </>
        )}
        {bell && <NotificationBell />}
      </Group>
    </Group>
  );
}

/** Filled when GET /api/notifications/ answers a non-empty list; errors leave it empty. */
export function NotificationBell() {
  const { token } = useSession();
  const { data } = useQuery({ ...notificationQueries.list(), enabled: token !== null });
  const count = data?.length ?? 0;
  return (
    <Indicator disabled={count === 0} color="red" size={9} offset={6} processing>
      <ActionIcon
        component={Link}
        to="/notifications"
        variant={count > 0 ? 'light' : 'subtle'}
        size="lg"
        aria-label={UI_TEXT.notifications(count)}
        data-filled={count > 0 || undefined}
      >
        {count > 0 ? <IconBellFilled size={22} /> : <IconBell size={22} />}
      </ActionIcon>
    </Indicator>
  );
}
