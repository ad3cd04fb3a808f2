import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type MessageTone = 'success' | 'error' | 'info';

export type Message = {
  title: string;
  /** A paragraph, a list of lines (field errors), or both. */
  text?: ReactNode;
  list?: string[];
  tone?: MessageTone;
  /** Actions beside 'Aceptar' (a saved sale's WhatsApp share). */
  extra?: ReactNode;
};

type Props = {
  /** The message to show; null keeps the modal closed. */
  message: Message | null;
  onClose: () => void;
  buttonLabel?: string;
};

const ICONS = {
  success: { icon: IconCircleCheck, color: 'brand' },
  error: { icon: IconAlertTriangle, color: 'red' },
  info: { icon: IconInfoCircle, color: 'blue' },
} as const;

/**
 * Message modal of docs/product/1-account.md §2: a title, a text or a list, and 'Aceptar'. Built from Modal's parts
 * so the title (beside its icon) names the dialog for screen readers.
 */
export function MessageModal({ message, onClose, buttonLabel = 'Aceptar' }: Props) {
  const tone = ICONS[message?.tone ?? 'info'];
  const Icon = tone.icon;
  return (
    <Modal.Root opened={message !== null} onClose={onClose} size="sm" zIndex={500} centered>
      <Modal.Overlay />
      <Modal.Content radius="lg">
        <Modal.Body pt="md">
          {message && (
            <>
              <Group gap="sm" wrap="nowrap" mb="sm">
                <ThemeIcon variant="light" color={tone.color} size="lg" radius="xl">
                  <Icon size={22} />
                </ThemeIcon>
                <Modal.Title fw={700} fz="lg" data-testid="message-title">
                  {message.title}
                </Modal.Title>
              </Group>
              {message.text !== undefined && (
                <Text c="dimmed" data-testid="message-text">
                  {message.text}
                </Text>
              )}
              {message.list && message.list.length > 0 && (
                <List size="sm" spacing={4} mt="xs" data-testid="message-list">
                  {message.list.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              )}
              {message.extra !== undefined && <Stack mt="md">{message.extra}</Stack>}
              <Group justify="flex-end" mt="lg">
                <Button onClick={onClose} data-autofocus>
                  {buttonLabel}
                </Button>
              </Group>
            </>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
