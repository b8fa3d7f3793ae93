import { Group, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';

interface LogoProps {
  size?: number;
  withTitle?: boolean;
  /** title in the body text colour instead of white (for light backgrounds) */
  dark?: boolean;
  color?: string;
}

/** The Outpost mark: a warehouse roof over a parcel. */
export function Logo({ size = 32, withTitle = false, dark = false, color }: LogoProps) {
  const { t } = useTranslate();
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={t('app.name')}>
        <rect width="48" height="48" rx="10" fill="var(--mantine-primary-color-filled)" />
        <path d="M8 22 24 11l16 11v3H8z" fill="#fff" opacity="0.95" />
        <rect x="15" y="27" width="18" height="12" rx="1.5" fill="#fff" />
        <path d="M24 27v12M15 31h18" stroke="var(--mantine-primary-color-filled)" strokeWidth="2" />
      </svg>
      {withTitle ? (
        <Text
          fw={700}
          fz={size * 0.55}
          c={color ?? (dark ? undefined : 'white')}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('app.name')}
        </Text>
      ) : null}
    </Group>
  );
}
