import { Button, Group, List, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type MessageTone = 'success' | 'error' | 'info';

export type Message = {
  title: string;
  /** A paragraph, a list of lines (field errors), or both. */
  text?: ReactNode;
  list?: string[];
  tone?: MessageTone;
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

/** Message modal of spec 1 §2: a title, a text or a list, and 'Aceptar'. */
export function MessageModal({ message, onClose, buttonLabel = 'Aceptar' }: Props) {
  const tone = ICONS[message?.tone ?? 'info'];
  const Icon = tone.icon;
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      withCloseButton={false}
      size="sm"
      zIndex={500}
      aria-labelledby="message-modal-title"
    >
      {message && (
        <>
          <Group gap="sm" wrap="nowrap" mb="sm">
            <ThemeIcon variant="light" color={tone.color} size="lg" radius="xl">
              <Icon size={22} />
            </ThemeIcon>
            <Text id="message-modal-title" fw={700} size="lg" data-testid="message-title">
              {message.title}
            </Text>
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
          <Group justify="flex-end" mt="lg">
            <Button onClick={onClose} data-autofocus>
              {buttonLabel}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
