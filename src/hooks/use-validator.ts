import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { confirmRule, emailRule, passwordRule, phoneRule } from '@/api/rules/account';
import { isBlank } from '@/components/Form/field-values';
import type { FieldName, FieldRule, MessageParams, RuleMessage } from '@/components/Form/types';

// The rules of the console's forms. Each answers a message key (translated where it is shown) or null.
// Rules other than `required` let a blank value pass, so a field is optional unless it says so.
// Email, phone, password and confirmation are the account rules the mock back-end enforces too
// (src/api/rules/account.ts); their messages are that module's `access.rules.*` keys.

const message = (key: string, params?: MessageParams): RuleMessage => (params ? { key, params } : { key });
const accountMessage = (key: string | null) => (key ? message(`access.rules.${key}`) : null);

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Characters as a reader counts them: an emoji or a CJK character counts once. */
const lengthOf = (value: string) => [...value].length;

function required(key = 'validator.required'): FieldRule<unknown> {
  const rule = (value: unknown) => (isBlank(value) || value === false ? message(key) : null);
  return Object.assign(rule, { marksRequired: true });
}

function lengthRange(min: number, max: number): FieldRule<unknown> {
  return (value) => {
    const text = textOf(value);
    if (text === '') return null;
    const length = lengthOf(text);
    return length < min || length > max ? message('validator.lengthRange', { min, max }) : null;
  };
}

function notSpace(): FieldRule<unknown> {
  return (value) => (/\s/.test(textOf(value)) ? message('validator.notSpace') : null);
}

function phone(): FieldRule<unknown> {
  return (value) => (isBlank(value) ? null : accountMessage(phoneRule(value)));
}

function email(): FieldRule<unknown> {
  return (value) => (isBlank(value) ? null : accountMessage(emailRule(value)));
}

/** 8–32 characters with letters and digits: the password rule of registration and reset. */
function password(): FieldRule<unknown> {
  return (value) => (textOf(value) === '' ? null : accountMessage(passwordRule(textOf(value))));
}

/** The same text as another field (a repeated password); left blank only while the other is blank. */
function confirm<V>(other: FieldName<V>): FieldRule<V> {
  return (value, values) => {
    const first = textOf((values as Record<string, unknown>)[other]);
    const again = textOf(value);
    if (again === '' && first === '') return null;
    return accountMessage(confirmRule(again, first));
  };
}

export const validatorRules = { required, lengthRange, notSpace, phone, email, password, confirm };

export type ValidatorRules = typeof validatorRules;

/**
 * The rules, plus `check` for code that validates outside a schema form: it runs rules in order and
 * answers the first message in the reader's language, or null.
 */
export function useValidator() {
  const { t } = useTranslate();
  return useMemo(
    () => ({
      ...validatorRules,
      translate: (result: RuleMessage) => t(result.key, result.params),
      check<V>(value: unknown, rules: FieldRule<V>[], values?: V): string | null {
        for (const rule of rules) {
          const result = rule(value, values as V);
          if (result) return t(result.key, result.params);
        }
        return null;
      },
    }),
    [t],
  );
}
