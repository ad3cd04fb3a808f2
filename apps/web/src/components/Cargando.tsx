import { Loader, Overlay, Portal, Stack, Text } from '@mantine/core';
import { UI_TEXT } from './messages.ts';

type Props = {
  /** Shown when true (default): lets a page keep it mounted and toggle it. */
  visible?: boolean;
  /** Covers only the nearest positioned parent instead of the whole screen. */
  inline?: boolean;
};

/** The 'Cargando' loading overlay of docs/product/1-account.md §2. */
export function Cargando({ visible = true, inline = false }: Props) {
  if (!visible) return null;
  const overlay = (
    <Overlay
      fixed={!inline}
      center
      zIndex={inline ? 10 : 400}
      color="#fff"
      backgroundOpacity={0.75}
      blur={2}
      role="status"
      aria-live="polite"
    >
      <Stack align="center" gap="xs">
        <Loader size="lg" />
        <Text fw={600} c="brand.8">
          {UI_TEXT.loading}
        </Text>
      </Stack>
    </Overlay>
  );
  return inline ? overlay : <Portal>{overlay}</Portal>;
}
