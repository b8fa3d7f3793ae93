import { Group, List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { passwordStrength, type PasswordStrength } from '@/api/rules/account';
import { newPasswordChecks } from '@/api/rules/profile';

const METER: Record<PasswordStrength, { value: number; color: string }> = {
  weak: { value: 33, color: 'red' },
  medium: { value: 66, color: 'yellow' },
  strong: { value: 100, color: 'teal' },
};

/** The strength meter and the rule as a checklist, ticked while the new password is typed. */
export function PasswordRules({ next, old }: { next: string; old: string }) {
  const { t } = useTranslate();
  // the same meter as registration's; an empty field has no strength yet
  const strength = next === '' ? null : passwordStrength(next);
  const checks = newPasswordChecks(next, old);
  const items: Array<[string, boolean]> = [
    ['personal.password.ruleLength', checks.length],
    ['personal.password.ruleMix', checks.lettersAndDigits],
    // an empty field differs from nothing yet: leave it unticked
    ['personal.password.ruleDiffers', next !== '' && checks.differs],
  ];
  const label = strength
    ? t('personal.password.strength', { level: t(`personal.password.strengthLevel.${strength}`) })
    : t('personal.password.strengthEmpty');

  return (
    <Stack gap={8}>
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={strength ? METER[strength].value : 0}
          color={strength ? METER[strength].color : 'gray'}
          size="sm"
          flex={1}
          aria-label={label}
          transitionDuration={150}
        />
        <Text fz="xs" c="dimmed" miw={72} ta="right" aria-live="polite">
          {label}
        </Text>
      </Group>
      <Text fz="xs" fw={500}>
        {t('personal.password.rulesTitle')}
      </Text>
      <List spacing={4} size="xs" center>
        {items.map(([key, met]) => (
          <List.Item
            key={key}
            c={met ? 'teal' : 'dimmed'}
            icon={
              <ThemeIcon
                size={16}
                radius="xl"
                variant={met ? 'filled' : 'light'}
                color={met ? 'teal' : 'gray'}
              >
                {met ? <IconCheck size={11} /> : <IconPoint size={11} />}
              </ThemeIcon>
            }
          >
            {t(key)}
            <VisuallyHidden>
              {' '}
              ({met ? t('personal.password.ruleMet') : t('personal.password.ruleNotMet')})
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
