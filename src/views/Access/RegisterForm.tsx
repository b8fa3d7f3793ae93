import { useState } from 'react';
import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAt, IconUser } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { register, type Registered } from '@/api/access';
import { confirmRule, emailRule, passwordRule, termsRule, usernameRule } from '@/api/rules/account';
import { NewPasswordFields } from './NewPasswordFields';
import { showServerFieldErrors, useRuleMessage } from './rule-message';
import { TermsModal } from './TermsModal';

interface Values {
  username: string;
  email: string;
  password: string;
  confirm: string;
  acceptTerms: boolean;
}

export function RegisterForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const [submitting, setSubmitting] = useState(false);
  const [termsOpened, terms] = useDisclosure(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', email: '', password: '', confirm: '', acceptTerms: false },
    validate: {
      username: (value) => rule(usernameRule(value)),
      email: (value) => rule(emailRule(value)),
      password: (value) => rule(passwordRule(value)),
      confirm: (value, values) => rule(confirmRule(value, values.password)),
      acceptTerms: (value) => rule(termsRule(value)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      // jsencrypt loads on submit, not with the page
      const { encryptPassword } = await import('@/api/crypto');
      onRegistered(
        await register({
          username: values.username.trim(),
          email: values.email.trim(),
          password: encryptPassword(values.password),
          acceptTerms: values.acceptTerms,
        }),
      );
    } catch (error) {
      showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  });

  const acceptTerms = () => {
    form.setFieldValue('acceptTerms', true);
    terms.close();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('access.title.register')}>
      <Stack gap="md">
        <TextInput
          label={t('access.fields.username')}
          placeholder={t('access.fields.usernamePlaceholder')}
          description={t('access.fields.usernameHint')}
          leftSection={<IconUser size={16} />}
          autoComplete="username"
          autoFocus
          withAsterisk
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('access.fields.email')}
          placeholder={t('access.fields.emailPlaceholder')}
          leftSection={<IconAt size={16} />}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <NewPasswordFields
          label="password"
          value={form.values.password}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirm')}
        />
        <Checkbox
          label={t('access.register.acceptTerms')}
          description={
            <Anchor component="button" type="button" fz="xs" onClick={terms.open}>
              {t('access.register.terms')}
            </Anchor>
          }
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {t('access.register.submit')}
        </Button>
      </Stack>
      <TermsModal opened={termsOpened} onClose={terms.close} onAccept={acceptTerms} />
    </form>
  );
}
