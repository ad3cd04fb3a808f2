import { COPY_CONFIRMATION_MS } from '@cc/shared';
import { ActionIcon, Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { whatsappLink } from '../lib/whatsapp.ts';
import { UI_TEXT } from './messages.ts';

type Props = {
  /** The link to share (e.g. the public catalogue). */
  url: string;
  title?: string;
  /** Short text sent along with the link. */
  message?: string;
  /** The element that opens the popup; a share icon by default. */
  children?: ReactElement;
};

/** Share popup of docs/product/1-account.md §2: copy the link ('Copiado!' for 1.5 s), WhatsApp, or the system share sheet. */
export function SharePopup({ url, title = 'Compartir', message = '', children }: Props) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const whatsapp = whatsappLink(message ? `${message} ${url}` : url);
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        {children ?? (
          <ActionIcon variant="light" size="lg" aria-label={title}>
            <IconShare size={20} />
          </ActionIcon>
        )}
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <TextInput
            value={url}
            readOnly
            size="xs"
            aria-label={UI_TEXT.share.link}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs" grow>
            <CopyButton value={url} timeout={COPY_CONFIRMATION_MS}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? UI_TEXT.share.copied : UI_TEXT.share.copy}
                </Button>
              )}
            </CopyButton>
            <Button
              size="xs"
              variant="light"
              color="green"
              component="a"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={14} />}
            >
              {UI_TEXT.share.whatsapp}
            </Button>
          </Group>
          {canShare && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconShare size={14} />}
              onClick={() => {
                navigator.share({ title, text: message, url }).catch(() => undefined);
              }}
            >
              {UI_TEXT.share.more}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
