import { Divider, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import { useRef } from 'react';
import type { Warehouse } from '@/api/business/types/master';
import type { InboundOrder } from '@/api/business/types/documents';
import { FormNotices } from '@/views/Business/shared/FormNotices';
import { BoxEditor } from './BoxEditor';
import { EstimateDialog } from './EstimateDialog';
import { HeaderFields } from './HeaderFields';
import type { InboundFormValues } from './inbound-form';
import type { SkuSearch } from '@/views/Business/shared/SkuPicker';
import { headerErrorSignature, headerSignature } from './render-scope';
import { useInboundSave } from './use-inbound-save';
import { SaveButtons } from '@/views/Business/shared/SaveButtons';

interface InboundFormProps {
  /** the form's accessible name (the page's title) */
  label: string;
  initialValues: InboundFormValues;
  /** the stored order being edited; none: a new one */
  orderId?: string;
  warehouses: Warehouse[];
  warehousesLoading: boolean;
  /** where line SKUs are found @default the customer's approved SKUs on the server */
  searchSkus?: SkuSearch;
  onDone: (order: InboundOrder, submitted: boolean) => void;
}

/** Create or edit an inbound order: header, boxes and lines, save as draft or submit for review. */
export function InboundForm({
  label,
  initialValues,
  orderId,
  warehouses,
  warehousesLoading,
  searchSkus,
  onDone,
}: InboundFormProps) {
  const { t } = useTranslate();
  const form = useForm<InboundFormValues>({ mode: 'controlled', initialValues });
  const rootRef = useRef<HTMLFormElement>(null);
  const save = useInboundSave(form, orderId, onDone, rootRef);
  return (
    <form
      ref={rootRef}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save.startSubmit();
      }}
    >
      <Stack gap="lg">
        <FormNotices title={t('error.validation')} notices={save.notices} />
        <HeaderFields
          form={form}
          valuesSignature={headerSignature(form.values)}
          errorSignature={headerErrorSignature(form.errors)}
          warehouses={warehouses}
          warehousesLoading={warehousesLoading}
        />
        <Divider />
        <Title order={3} fz="lg">
          {t('inbound.edit.boxesTitle')}
        </Title>
        <BoxEditor form={form} searchSkus={searchSkus} />
        <SaveButtons
          step={save.step}
          saveLabel={t('inbound.edit.saveDraft')}
          submitLabel={t('inbound.edit.submit')}
          onSaveDraft={() => void save.saveDraft()}
        />
      </Stack>
      <EstimateDialog
        estimate={save.estimate}
        submitting={save.step === 'submitting'}
        onConfirm={() => void save.confirmSubmit()}
        onClose={save.closeEstimate}
      />
    </form>
  );
}
