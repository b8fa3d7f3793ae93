import { Box, Progress, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { passwordStrength, type PasswordStrength as Strength } from '@/api/rules/account';

const look: Record<Strength, { value: number; color: string }> = {
  weak: { value: 34, color: 'red' },
  medium: { value: 67, color: 'yellow' },
  strong: { value: 100, color: 'teal' },
};

/** The strength of the password being typed; nothing while the field is empty. */
export function PasswordStrength({ value }: { value: string }) {
  const { t } = useTranslate();
  if (!value) return null;
  const strength = passwordStrength(value);
  const label = t('access.strength.label', { level: t(`access.strength.${strength}`) });
  return (
    <Box mt={6}>
      <Progress value={look[strength].value} color={look[strength].color} size="xs" aria-hidden />
      <Text fz="xs" c="dimmed" mt={4} aria-live="polite" data-strength={strength}>
        {label}
      </Text>
    </Box>
  );
}
