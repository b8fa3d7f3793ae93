import {
  Divider,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import { useEffect, useRef } from 'react';
import type { Rma } from '@/api/business/types/documents';
import type { SkuSearch } from '@/views/Business/shared/SkuPicker';
import { FormNotices } from '@/views/Business/shared/FormNotices';
import { CarrierLines } from './CarrierLines';
import { ForecastLines } from './ForecastLines';
import { OrderPicker } from './OrderPicker';
import { blankLine, linesForOrder, type RmaFormValues, type RmaSource } from './rma-form';
import { StrategyField } from './StrategyField';
import { useOriginalOrder, useReturnWarehouses, useStrategies } from './use-rma-refs';
import { useRmaSave } from './use-rma-save';
import { SaveButtons } from '@/views/Business/shared/SaveButtons';

export interface RmaFormProps {
  /** the form's accessible name (the page's title) */
  label: string;
  initialValues: RmaFormValues;
  /** the stored return being edited; none: a new one */
  rmaId?: string;
  /** where a carrier return's SKUs are found @default the server's */
  searchSkus?: SkuSearch;
  /** messages shown at fields from the start (a story of a refused form) */
  initialErrors?: Record<string, string>;
  onDone: (rma: Rma, submitted: boolean) => void;
}

/**
 * A return forecast from a shipped order (its lines, no more than was shipped less earlier returns)
 * or a carrier return (SKUs and a warehouse), its strategy, saved as a draft or submitted.
 */
export function RmaForm({ label, initialValues, rmaId, searchSkus, initialErrors, onDone }: RmaFormProps) {
  const { t } = useTranslate();
  const form = useForm<RmaFormValues>({ mode: 'controlled', initialValues, initialErrors });
  const rootRef = useRef<HTMLFormElement>(null);
  const values = form.values;
  const forecast = values.source === 'CUSTOMER_FORECAST';
  const { original, returnable, loading, failed } = useOriginalOrder(
    forecast ? values.originalOutboundNo : '',
    rmaId ?? null,
  );
  const { strategies, loading: strategiesLoading } = useStrategies();
  const { warehouses, loading: warehousesLoading } = useReturnWarehouses();
  const save = useRmaSave(form, rmaId, returnable, onDone, rootRef);

  // the order chosen: its warehouse, and its shipped SKUs as the lines (quantities kept per SKU)
  const { setFieldValue } = form;
  useEffect(() => {
    if (!original) return;
    setFieldValue('warehouseCode', original.order.warehouseCode);
    setFieldValue('lines', (lines: RmaFormValues['lines']) =>
      linesForOrder(
        lines,
        original.skus.map((s) => s.sku),
      ),
    );
  }, [original, setFieldValue]);

  const setSource = (source: RmaSource) => {
    form.setFieldValue('source', source);
    form.setFieldValue('lines', source === 'CARRIER_RETURN' ? [blankLine()] : []);
    form.setFieldValue('originalOutboundNo', '');
    form.setFieldValue('warehouseCode', '');
    form.clearErrors();
  };

  const skus = [...new Set(values.lines.map((line) => line.sku).filter(Boolean))];
  const warehouseName = (code: string) => {
    const found = warehouses.find((w) => w.code === code);
    return found ? `${found.code} · ${found.nameEn || found.name}` : code;
  };

  return (
    <form
      ref={rootRef}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save.submit();
      }}
    >
      <Stack gap="lg">
        <FormNotices title={t('rma.edit.refused')} notices={save.notices} />
        <Input.Wrapper label={t('rma.field.source')} description={t(`rma.edit.sourceHint.${values.source}`)}>
          <SegmentedControl
            mt={4}
            fullWidth
            value={values.source}
            onChange={(next) => setSource(next as RmaSource)}
            data={(['CUSTOMER_FORECAST', 'CARRIER_RETURN'] as const).map((source) => ({
              value: source,
              label: t(`rma.field.sources.${source}`),
            }))}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {forecast ? (
            <OrderPicker
              value={values.originalOutboundNo}
              onChange={(no) => {
                form.setFieldValue('originalOutboundNo', no);
                if (no === '') form.setFieldValue('lines', []);
                form.clearFieldError('originalOutboundNo');
              }}
              error={form.errors.originalOutboundNo}
            />
          ) : (
            <Select
              label={t('business.field.warehouse')}
              required
              searchable
              disabled={warehousesLoading}
              data={warehouses.map((w) => ({ value: w.code, label: warehouseName(w.code) }))}
              {...form.getInputProps('warehouseCode')}
              value={values.warehouseCode || null}
              onChange={(code) => form.setFieldValue('warehouseCode', code ?? '')}
            />
          )}
          {forecast ? (
            <TextInput
              label={t('business.field.warehouse')}
              description={t('rma.edit.warehouseOfOrder')}
              readOnly
              value={values.warehouseCode ? warehouseName(values.warehouseCode) : ''}
              error={form.errors.warehouseCode}
            />
          ) : null}
          <TextInput label={t('rma.field.trackingNo')} maxLength={50} {...form.getInputProps('trackingNo')} />
          <TextInput
            label={t('business.field.referenceNo')}
            maxLength={50}
            {...form.getInputProps('referenceNo')}
          />
        </SimpleGrid>
        <Textarea
          label={t('rma.field.reason')}
          required
          rows={3}
          description={t('rma.edit.reasonCount', { count: String(values.reason.length) })}
          {...form.getInputProps('reason')}
        />
        <Divider />
        <Title order={3} fz="lg">
          {t('rma.edit.linesTitle')}
        </Title>
        {form.errors.lines ? (
          <Text c="red" fz="sm" role="alert">
            {form.errors.lines}
          </Text>
        ) : null}
        {forecast ? (
          <ForecastLines form={form} original={original} loading={loading} failed={failed} />
        ) : (
          <CarrierLines form={form} searchSkus={searchSkus} />
        )}
        <Divider />
        <StrategyField
          value={values.strategyId}
          onChange={(id) => form.setFieldValue('strategyId', id)}
          strategies={strategies}
          loading={strategiesLoading}
          skus={skus}
          error={form.errors.strategyId}
        />
        <SaveButtons
          step={save.step}
          saveLabel={t('rma.edit.saveDraft')}
          submitLabel={t('rma.edit.submit')}
          onSaveDraft={() => void save.saveDraft()}
        />
      </Stack>
    </form>
  );
}
