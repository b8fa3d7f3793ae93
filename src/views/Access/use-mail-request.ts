import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { MailAnswer } from '@/api/access';
import { emailRule } from '@/api/rules/account';
import { showServerFieldErrors, useRuleMessage } from './rule-message';

/**
 * An email field that asks the server to mail something (an activation or a reset link): the
 * shared rule at the field, the server's field errors, and the neutral answer once sent.
 */
export function useMailRequest(send: (email: string) => Promise<MailAnswer>, email = '') {
  const rule = useRuleMessage();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<MailAnswer | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email },
    validate: { email: (value) => rule(emailRule(value)) },
  });

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setAnswer(null);
    try {
      setAnswer(await send(values.email.trim()));
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  });

  return { form, submit, sending, answer };
}
