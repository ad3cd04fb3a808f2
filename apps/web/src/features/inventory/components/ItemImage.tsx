import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

type Props = {
  src: string | null;
  alt: string;
  /** Fixed square size in px; without it the image fills the width at `height`. */
  size?: number;
  height?: number;
  radius?: string;
};

/** An item's image, or a neutral placeholder when it has none. */
export function ItemImage({ src, alt, size, height = 160, radius = 'md' }: Props) {
  const box = size ? { w: size, h: size } : { w: '100%', h: height };
  if (!src) {
    return (
      <Center
        {...box}
        bg="gray.1"
        c="gray.5"
        style={{ borderRadius: `var(--mantine-radius-${radius})`, flex: 'none' }}
      >
        <IconPhoto size={size ? Math.round(size / 2.5) : 48} stroke={1.4} aria-hidden="true" />
      </Center>
    );
  }
  return <Image src={src} alt={alt} {...box} fit="cover" radius={radius} style={{ flex: 'none' }} />;
}
