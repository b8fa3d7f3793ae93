import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { confirmRule, passwordRule } from '@/api/rules/account';
import { InputPassword } from '@/components/InputPassword/InputPassword';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';

/** `/components/input-password`: the strength meter and checklist in a form that checks the rule. */
export default function InputPasswordDemo() {
  const { t } = useTranslate();
  const [withStrength, setWithStrength] = useState(true);
  const [withChecklist, setWithChecklist] = useState(true);
  const [disabled, setDisabled] = useState(false);
  const rule = (key: string | null) => (key ? t(`access.rules.${key}`) : null);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => rule(passwordRule(value)),
      confirm: (value, values) => rule(confirmRule(value, values.password)),
    },
  });

  return (
    <DemoPage title={t('router.inputPassword')} description={t('widgets.password.description')}>
      <DemoSection>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <form
            noValidate
            onSubmit={form.onSubmit(() => {
              notifications.show({ color: 'teal', message: t('widgets.password.accepted') });
            })}
          >
            <Stack gap="md" maw={420}>
              <InputPassword
                label={t('widgets.password.label')}
                placeholder={t('widgets.password.placeholder')}
                withAsterisk
                autoComplete="new-password"
                withStrength={withStrength}
                withChecklist={withChecklist}
                disabled={disabled}
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={t('widgets.password.confirm')}
                withAsterisk
                autoComplete="new-password"
                disabled={disabled}
                visibilityToggleButtonProps={{ 'aria-label': t('widgets.password.toggle') }}
                {...form.getInputProps('confirm')}
              />
              <Group>
                <Button type="submit" disabled={disabled}>
                  {t('widgets.password.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
          <Stack gap="sm">
            <DemoSwitch
              label={t('widgets.password.withStrength')}
              checked={withStrength}
              onChange={setWithStrength}
            />
            <DemoSwitch
              label={t('widgets.password.withChecklist')}
              checked={withChecklist}
              onChange={setWithChecklist}
            />
            <DemoSwitch label={t('widgets.common.disabled')} checked={disabled} onChange={setDisabled} />
          </Stack>
        </SimpleGrid>
      </DemoSection>
    </DemoPage>
  );
}
