import { useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, string | boolean>;
type StringField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type BooleanField<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];
/** a field's check: an error message, or null when the value is fine */
export type FieldRules<V extends Values> = { [K in keyof V]?: (value: V[K]) => string | null };

/**
 * The sign-in form's values and errors: what the page needs of a form library (a value and an error
 * per field, the checks run at submit, a field's error cleared as it changes), without one. The
 * sign-in page is the console's first download, and @mantine/form would add 6 KiB gzipped to it
 * (issue #18); the console's other forms use @mantine/form.
 */
export function useLoginForm<V extends Values>(initialValues: V, rules: FieldRules<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const setFieldValue = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  };
  const setFieldError = (field: keyof V, error: string) =>
    setErrors((current) => ({ ...current, [field]: error }));
  const clearErrors = () => setErrors({});

  /** a text input's props */
  const input = (field: StringField<V>) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setFieldValue(field, event.currentTarget.value as V[typeof field]),
  });
  /** a checkbox's props */
  const checkbox = (field: BooleanField<V>) => ({
    checked: values[field] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setFieldValue(field, event.currentTarget.checked as V[typeof field]),
  });

  /** checks every field; calls `handle` only when none has an error */
  const onSubmit = (handle: (values: V) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<keyof V, string>> = {};
    for (const field of Object.keys(rules) as (keyof V)[]) {
      const error = rules[field]?.(values[field]);
      if (error) found[field] = error;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) void handle(values);
  };

  return { values, errors, input, checkbox, setFieldValue, setFieldError, clearErrors, onSubmit };
}
