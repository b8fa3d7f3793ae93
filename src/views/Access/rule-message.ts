import { useCallback } from 'react';
import { useTranslate } from '@tolgee/react';
import type { UseFormReturnType } from '@mantine/form';
import { fieldErrors, isValidationError } from '@/api/errors';
import type { AccountRuleKey } from '@/api/rules/account';

/** Turns a shared rule's key into the text shown at the field (`access.rules.<key>`). */
export function useRuleMessage() {
  const { t } = useTranslate();
  return useCallback((key: AccountRuleKey | null) => (key ? t(`access.rules.${key}`) : null), [t]);
}

/**
 * Puts a 422's field messages at the form's fields; `rename` maps a server field to the form's name
 * for it. Answers whether there were any (other errors were already shown by the client's toast).
 */
export function showServerFieldErrors(
  form: Pick<UseFormReturnType<object>, 'setErrors'>,
  error: unknown,
  rename: Record<string, string> = {},
): boolean {
  if (!isValidationError(error)) return false;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) errors[rename[field] ?? field] = message;
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}
