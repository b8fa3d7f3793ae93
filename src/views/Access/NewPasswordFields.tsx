import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { PasswordStrength } from './PasswordStrength';

interface NewPasswordFieldsProps {
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
  /** the password typed so far, for the strength meter */
  value: string;
  /** 'password' when registering, 'newPassword' when replacing one */
  label: 'password' | 'newPassword';
  autoFocus?: boolean;
}

/** A new password with its strength meter and the confirmation. */
export function NewPasswordFields({ password, confirm, value, label, autoFocus }: NewPasswordFieldsProps) {
  const { t } = useTranslate();
  const toggle = { 'aria-label': t('access.common.togglePassword') };
  return (
    <>
      <div>
        <PasswordInput
          label={t(`access.fields.${label}`)}
          placeholder={t('access.fields.passwordPlaceholder')}
          description={t('access.fields.passwordHint')}
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          autoFocus={autoFocus}
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...password}
        />
        <PasswordStrength value={value} />
      </div>
      <PasswordInput
        label={t('access.fields.confirm')}
        placeholder={t('access.fields.confirmPlaceholder')}
        leftSection={<IconLock size={16} />}
        autoComplete="new-password"
        withAsterisk
        visibilityToggleButtonProps={toggle}
        {...confirm}
      />
    </>
  );
}
