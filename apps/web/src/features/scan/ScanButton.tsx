import { PHONE_MSG } from '@cc/shared';
import { ActionIcon, Modal, Stack, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { cameraFailureText } from './camera-failure.ts';
import { readBarcodes } from './camera-reader.ts';

const S = PHONE_MSG.scan;

/** A barcode button: opens the camera, answers the first code read, closes. */
export function ScanButton({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionIcon variant="light" size="input-sm" aria-label={S.button} onClick={() => setOpen(true)}>
        <IconBarcode size={20} />
      </ActionIcon>
      <Modal opened={open} onClose={() => setOpen(false)} title={S.title} centered>
        {open && (
          <CameraView
            onCode={(code) => {
              setOpen(false);
              onCode(code.trim());
            }}
          />
        )}
      </Modal>
    </>
  );
}

function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let stop: (() => void) | null = null;
    let gone = false;
    readBarcodes(el, (code) => latest.current(code))
      .then((s) => {
        if (gone) s();
        else stop = s;
      })
      .catch((error: unknown) => setFailed(cameraFailureText(error)));
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return (
    <Stack gap="xs">
      <video
        ref={video}
        muted
        playsInline
        style={{ width: '100%', borderRadius: 8, background: '#000' }}
        data-testid="scan-video"
      />
      <Text size="sm" c={failed ? 'red.8' : 'dimmed'} role={failed ? 'alert' : undefined}>
        {failed ?? S.hint}
      </Text>
    </Stack>
  );
}
