import { Group, Text } from '@mantine/core';
import { UI_TEXT } from './messages.ts';

type Props = {
  size?: number;
  withText?: boolean;
  /** Keeps only the mark under 768 px, where the header is crowded. */
  compactOnMobile?: boolean;
  color?: string;
  inverted?: boolean;
};

/** The app mark: three ledger bars in a rounded square. */
export function LogoMark({ size = 36, inverted = false }: { size?: number; inverted?: boolean }) {
  const bg = inverted ? '#ffffff' : 'var(--mantine-color-brand-7)';
  const fg = inverted ? 'var(--mantine-color-brand-8)' : '#ffffff';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={bg} />
      <path d="M16 44V24m10 20V16m10 28V28m10 16V20" stroke={fg} strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({
  size = 36,
  withText = true,
  compactOnMobile = false,
  color,
  inverted = false,
}: Props) {
  return (
    <Group gap={10} wrap="nowrap" aria-label={UI_TEXT.appName}>
      <LogoMark size={size} inverted={inverted} />
      {withText && (
        <Text
          fw={800}
          size={size > 40 ? 'xl' : 'lg'}
          c={color}
          visibleFrom={compactOnMobile ? 'sm' : undefined}
          style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
        >
          {UI_TEXT.appName}
        </Text>
      )}
    </Group>
  );
}
