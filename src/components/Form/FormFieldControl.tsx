import { useTranslate } from '@tolgee/react';
import type { ComponentType } from 'react';
import type { ControlProps } from './controls/control-types';
import { controlRenderers, PICKED_KINDS } from './controls/registry';
import type { FormController } from './use-form';
import { useFieldOptions } from './use-field-options';
import type { ValueField } from './types';
import { isRequired } from './validate-schema';

export interface FormFieldControlProps<V> {
  field: ValueField<V>;
  form: FormController<V>;
  /** the whole form is disabled */
  disabled?: boolean;
}

/** One schema field bound to the form: its kind's input, translated texts, options, message. */
export function FormFieldControl<V>({ field, form, disabled = false }: FormFieldControlProps<V>) {
  const { t } = useTranslate();
  const { items, loading } = useFieldOptions(field.options);
  const name: string = field.field;
  const { mantine } = form;
  const bound = mantine.getInputProps(name);
  const value = mantine.values[name];
  const onChange = (next: unknown) => {
    mantine.setFieldValue(name, next);
    if (PICKED_KINDS.has(field.kind === 'custom' ? 'text' : field.kind)) mantine.validateField(name);
  };
  const onBlur = () => bound.onBlur?.();
  const label = field.label ? t(field.label) : undefined;
  const required = isRequired(field);
  const isDisabled = disabled || field.disabled === true;

  if (field.kind === 'custom') {
    return field.render({
      value,
      onChange,
      onBlur,
      error: bound.error,
      disabled: isDisabled,
      label,
      required,
    });
  }

  const Control = controlRenderers[field.kind] as ComponentType<ControlProps>;
  return (
    <Control
      extra={field.props ?? {}}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={() => bound.onFocus?.()}
      error={bound.error}
      disabled={isDisabled}
      required={required}
      label={label}
      placeholder={field.placeholder ? t(field.placeholder) : undefined}
      description={field.description ? t(field.description) : undefined}
      options={items}
      optionsLoading={loading}
    />
  );
}
