import { Button, Group, Modal, Text } from '@mantine/core';

type Props = {
  opened: boolean;
  /** e.g. 'Eliminar Categoría Financiera' */
  title: string;
  /** e.g. '¿Desea eliminar esta categoría financiera?.' */
  question: string;
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel?: string;
  confirmLabel?: string;
  /** Shows a spinner on the confirm button while the delete runs. */
  loading?: boolean;
  /** 'orange' for a question that is not a delete (a line worth $ 0). */
  confirmColor?: string;
  /** The safe answer takes the focus (Enter does not confirm by accident). */
  focusCancel?: boolean;
  /** The corner ×'s name (default: the cancel label). */
  closeLabel?: string;
};

/**
 * The app's one confirmation modal: docs/product/1-account.md §2's confirm-delete (labels default to 'Cancelar' /
 * 'Eliminar'), also leaving a wizard with lines and keeping a line worth $ 0.
 */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  onCancel,
  onConfirm,
  cancelLabel = 'Cancelar',
  confirmLabel = 'Eliminar',
  loading = false,
  confirmColor = 'red',
  focusCancel = false,
  closeLabel = cancelLabel,
}: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={<Text fw={700}>{title}</Text>}
      size="sm"
      centered
      zIndex={450}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          onClick={onCancel}
          disabled={loading}
          data-autofocus={focusCancel || undefined}
        >
          {cancelLabel}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
