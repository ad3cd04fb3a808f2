import { MAX_UPLOAD_BYTES } from '@cc/shared';
import { ActionIcon, Box, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

type Props = {
  /** The newly chosen file, if any. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image the item has now (edit forms). */
  currentUrl?: string | null;
  error?: string | null;
};

const REJECTED = 'Solo se aceptan imágenes (PNG, JPG, GIF o WEBP) de hasta 5 MB.';

/** The item's image (spec 2 §3): image/* only, with a preview; sent as `inventory_image`. */
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
    <Input.Wrapper label="Imagen" error={rejected ? REJECTED : error}>
      <Group align="stretch" gap="sm" wrap="nowrap" mt={4}>
        {shown && (
          <Box pos="relative" style={{ flex: 'none' }}>
            <Image src={shown} alt="Vista previa de la imagen" w={112} h={112} radius="md" fit="cover" />
            {file && (
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                size="sm"
                radius="xl"
                color="dark"
                variant="filled"
                aria-label="Quitar imagen"
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
          inputProps={{ 'aria-label': 'Seleccionar imagen' }}
        >
          <Stack align="center" justify="center" gap={4} mih={80} style={{ pointerEvents: 'none' }}>
            <IconPhotoPlus size={28} stroke={1.5} color="var(--mantine-color-brand-7)" />
            <Text size="sm" ta="center">
              {shown ? 'Cambiar imagen' : 'Arrastra una imagen o haz clic para seleccionarla'}
            </Text>
            <Text size="xs" c="dimmed">
              Máximo 5 MB
            </Text>
          </Stack>
        </Dropzone>
      </Group>
    </Input.Wrapper>
  );
}
