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
};

/** Confirm-delete modal of spec 1 §2 (labels default to 'Cancelar' / 'Eliminar'). */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  onCancel,
  onConfirm,
  cancelLabel = 'Cancelar',
  confirmLabel = 'Eliminar',
  loading = false,
}: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={<Text fw={700}>{title}</Text>}
      size="sm"
      zIndex={450}
      closeButtonProps={{ 'aria-label': cancelLabel }}
    >
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
