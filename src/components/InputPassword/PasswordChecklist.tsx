import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/api/rules/account';
import { passwordChecks, type PasswordCheck } from './strength';

const REQUIRED: PasswordCheck[] = ['length', 'lettersDigits'];
const ADVISED: PasswordCheck[] = ['mixedCase', 'symbol', 'long'];

/** The account rule as a checklist (required first), ticked while the password is typed. */
export function PasswordChecklist({ value }: { value: string }) {
  const { t } = useTranslate();
  const checks = passwordChecks(value);
  return (
    <List spacing={4} size="xs" center mt={8} aria-label={t('widgets.password.rulesTitle')}>
      {[...REQUIRED, ...ADVISED].map((check) => {
        const met = checks[check];
        return (
          <List.Item
            key={check}
            c={met ? 'teal' : 'dimmed'}
            data-check={check}
            data-met={met || undefined}
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
            {t(`widgets.password.checks.${check}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            {REQUIRED.includes(check) ? null : ` (${t('widgets.password.advised')})`}
            <VisuallyHidden> {met ? t('widgets.password.met') : t('widgets.password.notMet')}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
