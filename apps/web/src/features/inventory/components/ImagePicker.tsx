import { MAX_UPLOAD_BYTES } from '@cc/shared';
import { ActionIcon, Box, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { INVENTORY_TEXT as T } from '../messages.ts';

type Props = {
  /** The newly chosen file, if any. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image the item has now (edit forms). */
  currentUrl?: string | null;
  error?: string | null;
};

const REJECTED = T.image.rejected;

/** The item's image (docs/product/2-inventory-income-purchases.md §3): image/* only, with a preview; sent as `inventory_image`. */
export function ImagePicker({ file, onChange, currentUrl = null, error }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl;
  return (
    <Input.Wrapper label={T.image.label} error={rejected ? REJECTED : error}>
      <Group align="stretch" gap="sm" wrap="nowrap" mt={4}>
        {shown && (
          <Box pos="relative" style={{ flex: 'none' }}>
            <Image src={shown} alt={T.image.preview} w={112} h={112} radius="md" fit="cover" />
            {file && (
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                size="sm"
                radius="xl"
                color="dark"
                variant="filled"
                aria-label={T.image.remove}
                onClick={() => onChange(null)}
              >
                <IconX size={14} />
              </ActionIcon>
            )}
          </Box>
        )}
        <Dropzone
          onDrop={(files) => {
            setRejected(false);
            onChange(files[0] ?? null);
          }}
          onReject={() => setRejected(true)}
          accept={['image/*']}
          maxSize={MAX_UPLOAD_BYTES}
          multiple={false}
          radius="md"
          style={{ flex: 1 }}
          inputProps={{ 'aria-label': T.image.select }}
        >
          <Stack align="center" justify="center" gap={4} mih={80} style={{ pointerEvents: 'none' }}>
            <IconPhotoPlus size={28} stroke={1.5} color="var(--mantine-color-brand-7)" />
            <Text size="sm" ta="center">
              {shown ? T.image.change : T.image.drop}
            </Text>
            <Text size="xs" c="dimmed">
              {T.image.max}
            </Text>
          </Stack>
        </Dropzone>
      </Group>
    </Input.Wrapper>
  );
}
