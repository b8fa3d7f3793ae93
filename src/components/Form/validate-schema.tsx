import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { isValueField } from './field-values';
import type { FormSchema, RuleMessage, ValueField } from './types';

/** A rule's message in the reader's language; re-renders when the language changes. */
export function FieldMessage({ message }: { message: RuleMessage }) {
  const { t } = useTranslate();
  return <>{t(message.key, message.params)}</>;
}

/** The first failing rule of each shown, editable field. */
export function validateSchema<V>(schema: FormSchema<V>, values: V): Record<string, RuleMessage> {
  const errors: Record<string, RuleMessage> = {};
  const source = values as Record<string, unknown>;
  for (const field of schema) {
    if (!isValueField(field) || field.hidden || field.disabled || !field.rules) continue;
    for (const rule of field.rules) {
      const message = rule(source[field.field], values);
      if (message) {
        errors[field.field] = message;
        break;
      }
    }
  }
  return errors;
}

/** Rule messages as Mantine form errors: elements that translate themselves where they show. */
export function toFormErrors(errors: Record<string, RuleMessage>): Record<string, ReactNode> {
  const formErrors: Record<string, ReactNode> = {};
  for (const [field, message] of Object.entries(errors)) {
    formErrors[field] = <FieldMessage message={message} />;
  }
  return formErrors;
}

export function isRequired<V>(field: ValueField<V>): boolean {
  return field.rules?.some((rule) => rule.marksRequired === true) ?? false;
}
