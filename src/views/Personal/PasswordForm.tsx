import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconKey, IconLock } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ChangePasswordBody } from '@/api/authorization';
import { fieldErrors } from '@/api/errors';
import { encodedLength, MAX_PASSWORD_BYTES } from '@/api/password-length';
import { confirmPasswordError, newPasswordError, oldPasswordError } from '@/api/rules/profile';
import { PasswordRules } from './PasswordRules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type PasswordField = keyof Values;

export interface PasswordFormProps {
  /** ChangeUserPassword, or a stand-in (stories); both passwords arrive RSA-encrypted */
  change: (body: ChangePasswordBody) => Promise<boolean>;
  /** messages to show at the fields from the start, as the server would answer them */
  initialErrors?: Partial<Record<PasswordField, string>>;
}

const EMPTY: Values = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password; the server checks the current one and the rule again. */
export function PasswordForm({ change, initialErrors = {} }: PasswordFormProps) {
  const { t } = useTranslate();
  const rule = (key: string | null) => (key ? t(`personal.rules.${key}`) : null);
  // RSA with this key takes at most 53 bytes: a long non-ASCII password could not be sent at all
  const encryptable = (value: string) =>
    encodedLength(value) <= MAX_PASSWORD_BYTES ? null : t('personal.rules.passwordTooLong');

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    initialErrors,
    validateInputOnBlur: true,
    validate: {
      oldPassword: (value) => rule(oldPasswordError(value)) ?? encryptable(value),
      newPassword: (value, values) => rule(newPasswordError(value, values.oldPassword)) ?? encryptable(value),
      confirmPassword: (value, values) => rule(confirmPasswordError(value, values.newPassword)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // jsencrypt loads with the first change, not with the page
      const { encryptPassword } = await import('@/api/crypto');
      await change({
        oldPassword: encryptPassword(values.oldPassword),
        newPassword: encryptPassword(values.newPassword),
      });
      form.reset();
      notifications.show({ color: 'green', message: t('personal.password.changed') });
    } catch (error) {
      form.setErrors(fieldErrors(error));
    }
  });

  const toggle = { 'aria-label': t('personal.password.toggle') };
  // PasswordInput leaves aria-invalid to the caller
  const inputProps = (field: PasswordField) => {
    const props = form.getInputProps(field);
    return { ...props, 'aria-invalid': Boolean(props.error) || undefined };
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('personal.tabs.password')}>
      <Stack gap="md" maw={480}>
        <Text c="dimmed" fz="sm">
          {t('personal.password.intro')}
        </Text>
        <PasswordInput
          label={t('personal.password.old')}
          leftSection={<IconLock size={16} />}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...inputProps('oldPassword')}
        />
        <PasswordInput
          label={t('personal.password.new')}
          leftSection={<IconKey size={16} />}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...inputProps('newPassword')}
        />
        <PasswordRules next={form.values.newPassword} old={form.values.oldPassword} />
        <PasswordInput
          label={t('personal.password.confirm')}
          leftSection={<IconKey size={16} />}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...inputProps('confirmPassword')}
        />
        <div>
          <Button type="submit" leftSection={<IconLock size={16} />} loading={form.submitting}>
            {t('personal.password.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
