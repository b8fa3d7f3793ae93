import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from '@/components/Form/Form';
import type { FormSchema } from '@/components/Form/types';
import { useForm, type FormController } from '@/components/Form/use-form';
import { skuPickerField } from './sku-picker-field';

export interface RecordFormOptions<V> {
  initialValues?: Partial<V>;
  /**
   * A text field that becomes a picker of the user's SKUs (a record not opened from its SKU): true for
   * `sku`, or the field and the SKU statuses offered.
   */
  pickSku?: boolean | { field: string; status?: string };
  /** shown at the fields from the start (a story of a 422 answer) */
  initialErrors?: Record<string, string>;
}

/**
 * The form of one record around a SKU (declaration, certificate, listing, carton). Its schema is
 * built once: labels are keys and the rules do not depend on the language.
 */
export function useRecordForm<V extends object>(
  build: () => FormSchema<V>,
  { initialValues, pickSku = false, initialErrors }: RecordFormOptions<V>,
): FormController<V> {
  const [schema] = useState<FormSchema<V>>(() => {
    const picker = pickSku === true ? { field: 'sku' } : pickSku || null;
    return build().map((field) =>
      picker && field.field === picker.field && field.kind === 'text'
        ? skuPickerField<V>(field.field, field.label ?? '', field.rules ?? [], {
            status: picker.status,
            span: field.span,
          })
        : field,
    );
  });
  const form = useForm<V>({ schema, initialValues });
  const shown = useRef(false);
  const { setServerErrors } = form;
  useEffect(() => {
    if (shown.current || !initialErrors) return;
    shown.current = true;
    setServerErrors(initialErrors);
  }, [initialErrors, setServerErrors]);
  return form;
}

export interface RecordFormProps<V> {
  form: FormController<V>;
  /** translation keys of the form's accessible name and of its save button */
  titleKey: string;
  saveKey: string;
  /** a 422 it throws lands at the fields */
  onSubmit: (values: V) => unknown;
  onCancel?: () => void;
  /** above the buttons */
  children?: ReactNode;
}

export function RecordForm<V>({ form, titleKey, saveKey, onSubmit, onCancel, children }: RecordFormProps<V>) {
  const { t } = useTranslate();
  return (
    <Form
      form={form}
      aria-label={t(titleKey)}
      onSubmit={onSubmit}
      actions={
        <>
          {children}
          <Group justify="flex-end" gap="sm" mt="lg">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" loading={form.submitting} leftSection={<IconCheck size={16} />}>
              {t(saveKey)}
            </Button>
          </Group>
        </>
      }
    />
  );
}
