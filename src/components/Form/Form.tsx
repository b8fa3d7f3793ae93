import { Button, Divider, Grid, Group, type GridColProps } from '@mantine/core';
import { IconCheck, IconRestore } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { isValueField } from './field-values';
import { FormFieldControl } from './FormFieldControl';
import type { FieldSpan } from './types';
import type { FormController } from './use-form';

export const GRID_COLUMNS = 24;

export interface FormProps<V> {
  form: FormController<V>;
  /** called with the values once every rule passes; a promise keeps the submit button busy */
  onSubmit?: (values: V) => unknown;
  /** called after the form went back to its starting values */
  onReset?: () => void;
  /**
   * a form in a dialog or a drawer: its buttons are Cancel (this) and the submit button, at the right,
   * instead of submit and reset
   */
  onCancel?: () => void;
  /** columns from the `sm` breakpoint up (phones always get one); a field's `span` wins */
  columns?: number;
  disabled?: boolean;
  /** buttons under the fields; default: submit and reset when there is an `onSubmit` */
  actions?: ReactNode | false;
  /** translation keys of the default buttons */
  submitLabel?: string;
  resetLabel?: string;
  'aria-label'?: string;
}

/** A field's grid span: the whole row on phones, its own span (or the form's columns) above. */
export function spanOf(span: FieldSpan | undefined, columns: number): GridColProps['span'] {
  if (typeof span === 'object') return { base: GRID_COLUMNS, ...span };
  return { base: GRID_COLUMNS, sm: span ?? Math.max(1, Math.round(GRID_COLUMNS / columns)) };
}

/** Focuses the first field that shows a message, once the messages are on screen. */
function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A form laid out from its schema: fields in a responsive grid, each validated by its rules. */
export function Form<V>({
  form,
  onSubmit,
  onReset,
  onCancel,
  columns = 2,
  disabled = false,
  actions,
  submitLabel = 'form.submit',
  resetLabel = 'form.reset',
  'aria-label': ariaLabel,
}: FormProps<V>) {
  const { t } = useTranslate();
  const reset = () => {
    form.reset();
    onReset?.();
  };
  const submitButton = (
    <Button type="submit" loading={form.submitting} disabled={disabled} leftSection={<IconCheck size={16} />}>
      {t(submitLabel)}
    </Button>
  );
  const defaultActions = !onSubmit ? null : onCancel ? (
    <Group justify="flex-end" gap="sm" mt="lg">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      {submitButton}
    </Group>
  ) : (
    <Group gap="sm" mt="lg">
      {submitButton}
      <Button variant="default" onClick={reset} disabled={disabled} leftSection={<IconRestore size={16} />}>
        {t(resetLabel)}
      </Button>
    </Group>
  );

  return (
    <form
      noValidate
      aria-label={ariaLabel}
      onSubmit={form.submit(
        (values) => onSubmit?.(values),
        (event) => focusFirstInvalid(event?.currentTarget ?? null),
      )}
    >
      <Grid columns={GRID_COLUMNS} gap="md" align="flex-start">
        {form.schema.map((field) => {
          if (field.hidden) return null;
          if (!isValueField(field)) {
            return (
              <Grid.Col key={field.field} span={GRID_COLUMNS}>
                <Divider label={field.label ? t(field.label) : undefined} labelPosition="left" mt="xs" />
              </Grid.Col>
            );
          }
          return (
            <Grid.Col key={field.field} span={spanOf(field.span, columns)}>
              <FormFieldControl field={field} form={form} disabled={disabled} />
            </Grid.Col>
          );
        })}
      </Grid>
      {actions === undefined ? defaultActions : actions || null}
    </form>
  );
}
