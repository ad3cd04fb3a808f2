import { PROFILE_MSG } from '@cc/shared';
import { Avatar, Box, FileButton, Loader, Overlay, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCamera } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { profileQueries, profilesApi } from '../../../api/profiles.ts';
import { errorLines } from '../../../components/errors.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PROFILE_TEXT } from '../messages.ts';
import classes from './LogoUploader.module.css';

const L = PROFILE_TEXT.logo;

type Props = { image: string | null; tradename: string };

/**
 * The commerce logo; a click uploads a new one (multipart field `logo`, docs/product/1-account.md §3–§4):
 * 200 → success and the profile reloads, 400 → the field errors, anything else → 'Error'.
 */
export function LogoUploader({ image, tradename }: Props) {
  const queryClient = useQueryClient();
  const resetRef = useRef<() => void>(null);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const upload = async (file: File | null) => {
    resetRef.current?.(); // choosing the same file again must fire again
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setMessage({ title: PROFILE_MSG.updateFailed, list: [PROFILE_MSG.logoRequired], tone: 'error' });
      return;
    }
    setUploading(true);
    const result = await profilesApi.uploadLogo(file);
    setUploading(false);
    if (result.ok) {
      queryClient.setQueryData(profileQueries.mine().queryKey, result.data);
      void queryClient.invalidateQueries({ queryKey: profileQueries.all });
      setMessage({ ...PROFILE_MSG.logoUpdated, tone: 'success' });
    } else if (result.status === 400) {
      setMessage({ title: PROFILE_MSG.updateFailed, list: errorLines(result.data), tone: 'error' });
    } else {
      setMessage({ ...PROFILE_MSG.logoError, tone: 'error' });
    }
  };

  return (
    <>
      <FileButton onChange={upload} accept="image/*" resetRef={resetRef} disabled={uploading}>
        {(props) => (
          <UnstyledButton
            {...props}
            className={classes.button}
            aria-label={image ? L.change : L.upload}
            aria-busy={uploading}
          >
            <Box className={classes.frame}>
              {image ? (
                <img
                  src={image}
                  alt={L.alt(tradename)}
                  className={classes.image}
                  data-testid="profile-logo"
                />
              ) : (
                <Avatar size={120} radius={24} color="brand" variant="light">
                  <IconBuildingStore size={56} stroke={1.4} />
                </Avatar>
              )}
              {uploading && (
                <Overlay center backgroundOpacity={0.6} color="#fff" radius={24}>
                  <Loader size="md" />
                </Overlay>
              )}
              <span className={classes.badge} aria-hidden="true">
                <IconCamera size={18} />
              </span>
            </Box>
            <Text size="xs" c="dimmed" ta="center" mt={6}>
              {image ? L.changeShort : L.uploadShort}
            </Text>
          </UnstyledButton>
        )}
      </FileButton>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
