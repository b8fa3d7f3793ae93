import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAt, IconDeviceFloppy, IconPhone, IconRestore, IconUser } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { UserInfo } from '@machines/types';
import type { SaveUserInfoBody } from '@/api/authorization';
import { fieldErrors } from '@/api/errors';
import { emailError, nicknameError, phoneError, type ProfileInput } from '@/api/rules/profile';

export interface ProfileFormProps {
  user: UserInfo;
  /** SaveUserInfo, or a stand-in (stories) */
  save: (body: SaveUserInfoBody) => Promise<UserInfo>;
  onSaved: (user: UserInfo) => void;
  /** messages to show at the fields from the start, as the server would answer them */
  initialErrors?: Partial<Record<keyof ProfileInput, string>>;
}

const savedValues = (user: UserInfo): ProfileInput => ({
  nickname: user.nickname ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
});

/** Nickname, email and phone, checked with the server's own rules before they are sent. */
export function ProfileForm({ user, save, onSaved, initialErrors = {} }: ProfileFormProps) {
  const { t } = useTranslate();
  const [saved, setSaved] = useState(() => savedValues(user));
  const rule = (key: string | null) => (key ? t(`personal.rules.${key}`) : null);

  const form = useForm<ProfileInput>({
    mode: 'controlled',
    initialValues: saved,
    initialErrors,
    validateInputOnBlur: true,
    validate: {
      nickname: (value) => rule(nicknameError(value)),
      email: (value) => rule(emailError(value)),
      phone: (value) => rule(phoneError(value)),
    },
  });

  const changed = (Object.keys(saved) as Array<keyof ProfileInput>).some(
    (field) => form.values[field] !== saved[field],
  );

  const submit = form.onSubmit(async (values) => {
    try {
      const next = await save({
        nickname: values.nickname.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      });
      const nextValues = savedValues(next);
      setSaved(nextValues);
      form.setValues(nextValues);
      notifications.show({ color: 'green', message: t('personal.profile.saved') });
      onSaved(next);
    } catch (error) {
      // other failures are already toasted by the request client
      form.setErrors(fieldErrors(error));
    }
  });

  const reset = () => {
    form.setValues(saved);
    form.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('personal.tabs.info')}>
      <Stack gap="md" maw={480}>
        <Text c="dimmed" fz="sm">
          {t('personal.profile.intro')}
        </Text>
        <TextInput
          label={t('personal.nickname')}
          description={t('personal.profile.nicknameHint')}
          leftSection={<IconUser size={16} />}
          autoComplete="nickname"
          withAsterisk
          {...form.getInputProps('nickname')}
        />
        <TextInput
          label={t('personal.email')}
          placeholder={t('personal.profile.emailPlaceholder')}
          leftSection={<IconAt size={16} />}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('personal.phone')}
          description={t('personal.profile.phoneHint')}
          placeholder={t('personal.profile.phonePlaceholder')}
          leftSection={<IconPhone size={16} />}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Group gap="sm">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!changed}
            loading={form.submitting}
          >
            {t('personal.profile.save')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            onClick={reset}
            disabled={!changed || form.submitting}
          >
            {t('personal.profile.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
