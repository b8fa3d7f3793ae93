import { Alert, Button, Group } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SkuInput } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import { buildCrudSchemas } from '@/hooks/use-crud-schemas';
import { skuSchemaItems, withSections } from './sku-schema';
import { toFormValues, toSaveBody } from './sku-values';
import { isSkuCodeEditable } from '@machines/business/sku-review.machine';

export type SaveIntent = 'save' | 'submit';

export interface SkuFormProps {
  /** the SKU to edit; none: a new one */
  record?: Sku | null;
  /** saves the values (a 422 it throws lands at the fields) */
  save: (body: SkuInput, intent: SaveIntent) => Promise<unknown>;
  onCancel?: () => void;
  /** offers "save and submit for review" (a draft or rejected SKU the user may submit) */
  canSubmit?: boolean;
  /** shown at the fields from the start (a story of a 422) */
  initialErrors?: Record<string, string>;
  /** between the fields and the buttons (pending declarations of a new SKU) */
  children?: ReactNode;
}

/**
 * The SKU's own fields, checked with the back-end's rules as they are typed; the server's field
 * messages of a 422 land at their fields. The code stays fixed once the SKU has left the draft.
 */
export function SkuForm({
  record,
  save,
  onCancel,
  canSubmit = false,
  initialErrors,
  children,
}: SkuFormProps) {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  // labels are keys and the rules do not depend on the language: the schema is fixed for the mount
  const [schema] = useState(() => {
    const locked = record !== null && record !== undefined && !isSkuCodeEditable(record.status);
    const { formSchema } = buildCrudSchemas(skuSchemaItems(language));
    return withSections(
      formSchema.map((field) => (field.field === 'sku' && locked ? { ...field, disabled: true } : field)),
    );
  });
  const form = useForm<Sku>({ schema, initialValues: toFormValues(record) });
  // the ref is what the submit handler reads (set on click, before the submit event); the state shows it
  const intent = useRef<SaveIntent>('save');
  const [pressed, setPressed] = useState<SaveIntent>('save');
  const press = (next: SaveIntent) => {
    intent.current = next;
    setPressed(next);
  };
  const shownInitial = useRef(false);
  const { setServerErrors } = form;
  useEffect(() => {
    if (shownInitial.current || !initialErrors) return;
    shownInitial.current = true;
    setServerErrors(initialErrors);
  }, [initialErrors, setServerErrors]);

  const title = t(record ? 'sku.edit.editTitle' : 'sku.edit.addTitle');
  return (
    <Form
      form={form}
      aria-label={title}
      onSubmit={(values) => save(toSaveBody(values, record?.id), intent.current)}
      actions={
        <>
          {/* a dialog's form inside (pending declarations) is a React child: its submit must not reach this form */}
          <div onSubmit={(event) => event.stopPropagation()}>{children}</div>
          <Group justify="flex-end" gap="sm" mt="lg" wrap="wrap">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            )}
            <Button
              type="submit"
              variant={canSubmit ? 'default' : 'filled'}
              loading={form.submitting && pressed === 'save'}
              disabled={form.submitting}
              leftSection={<IconCheck size={16} />}
              onClick={() => press('save')}
            >
              {t(record ? 'sku.edit.save' : 'sku.edit.saveDraft')}
            </Button>
            {canSubmit && (
              <Button
                type="submit"
                loading={form.submitting && pressed === 'submit'}
                disabled={form.submitting}
                leftSection={<IconSend size={16} />}
                onClick={() => press('submit')}
              >
                {t('sku.edit.saveAndSubmit')}
              </Button>
            )}
          </Group>
        </>
      }
    />
  );
}

/** An approved SKU goes back to review when its size changes: said before the user saves. */
export function ReviewAgainNotice() {
  const { t } = useTranslate();
  return (
    <Alert color="yellow" variant="light" mb="md">
      {t('sku.edit.reviewAgain')}
    </Alert>
  );
}
