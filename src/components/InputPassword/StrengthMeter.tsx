import { Box, Group, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { STRENGTH_KEYS, type StrengthLevel } from './strength';
import classes from './InputPassword.module.css';

const COLORS = ['red', 'red', 'orange', 'yellow', 'teal'] as const;
const SEGMENTS = [1, 2, 3, 4] as const;

/** Four segments lit up to the level, and the level in words (read out as it changes). */
export function StrengthMeter({ level, empty }: { level: StrengthLevel; empty: boolean }) {
  const { t } = useTranslate();
  const label = empty
    ? t('widgets.password.strengthEmpty')
    : t('widgets.password.strength', { level: t(`widgets.password.levels.${STRENGTH_KEYS[level]}`) });
  const color = `var(--mantine-color-${COLORS[level]}-filled)`;
  return (
    <Group gap="sm" wrap="nowrap" mt={6}>
      <Box
        className={classes.meter}
        role="meter"
        aria-label={t('widgets.password.meter')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={empty ? 0 : level}
        aria-valuetext={label}
        data-level={empty ? undefined : level}
      >
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={classes.segment}
            style={!empty && segment <= Math.max(level, 1) ? { background: color } : undefined}
          />
        ))}
      </Box>
      <Text fz="xs" c="dimmed" miw={80} ta="right" aria-live="polite">
        {label}
      </Text>
    </Group>
  );
}
