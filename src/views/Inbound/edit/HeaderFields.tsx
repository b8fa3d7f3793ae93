import { SegmentedControl, Select, SimpleGrid, TagsInput, Textarea, TextInput, Input } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import type { Warehouse } from '@/api/business/types/master';
import { maxLengthOf } from '@/api/rules/fields';
import { INBOUND_FIELDS } from '@/api/rules/inbound';
import {
  CONTAINER_TYPES,
  DELIVERY_METHODS,
  INBOUND_TYPES,
  LOAD_TYPES,
  SHIPPING_MODES,
} from '../parts/inbound-options';
import { useLocale } from '@/i18n/use-locale';
import type { InboundFormValues } from './inbound-form';

interface HeaderFieldsProps {
  form: UseFormReturnType<InboundFormValues>;
  /** the header's values and messages as signatures: a change re-renders the fields */
  valuesSignature: string;
  errorSignature: string;
  warehouses: Warehouse[];
  warehousesLoading?: boolean;
}

export const warehouseLabel = (warehouse: Warehouse, language: string) =>
  `${warehouse.code} · ${language === 'en' ? warehouse.nameEn || warehouse.name : warehouse.name}`;

/** The order's header (business.md §5); container type shows for FCL, the pickup address for PICKUP. */
export const HeaderFields = memo(
  HeaderFieldsView,
  (before, after) =>
    before.valuesSignature === after.valuesSignature &&
    before.errorSignature === after.errorSignature &&
    before.warehouses === after.warehouses &&
    before.warehousesLoading === after.warehousesLoading,
);

function HeaderFieldsView({ form, warehouses, warehousesLoading = false }: HeaderFieldsProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const codes = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`inbound.${group}.${value}`) }));
  const { shippingMode, deliveryMethod } = form.values;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <Select
        label={t('inbound.field.warehouse')}
        placeholder={t('inbound.edit.warehousePlaceholder')}
        data={warehouses.map((w) => ({ value: w.code, label: warehouseLabel(w, locale) }))}
        searchable
        withAsterisk
        disabled={warehousesLoading && warehouses.length === 0}
        nothingFoundMessage={t('inbound.edit.warehouseNothing')}
        {...form.getInputProps('warehouseCode')}
      />
      <TextInput
        label={t('inbound.field.referenceNo')}
        maxLength={maxLengthOf(INBOUND_FIELDS.referenceNo)}
        {...form.getInputProps('referenceNo')}
      />
      <Select
        label={t('inbound.field.type')}
        data={codes('type', INBOUND_TYPES)}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
      <Select
        label={t('inbound.field.shippingMode')}
        placeholder={t('inbound.edit.choose')}
        data={codes('shippingMode', SHIPPING_MODES)}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('shippingMode')}
      />
      <Select
        label={t('inbound.field.loadType')}
        data={codes('loadType', LOAD_TYPES)}
        allowDeselect={false}
        {...form.getInputProps('loadType')}
      />
      {shippingMode === 'SEA_FCL' ? (
        <Select
          label={t('inbound.field.containerType')}
          placeholder={t('inbound.edit.choose')}
          data={CONTAINER_TYPES.map((value) => ({ value, label: value }))}
          withAsterisk
          {...form.getInputProps('containerType')}
        />
      ) : null}
      <TextInput
        label={t('inbound.field.eta')}
        type="date"
        withAsterisk
        description={t('inbound.edit.etaHint')}
        {...form.getInputProps('eta')}
      />
      <TagsInput
        label={t('inbound.field.trackingNos')}
        description={t('inbound.edit.trackingHint')}
        maxTags={maxLengthOf(INBOUND_FIELDS.trackingNos)}
        {...form.getInputProps('trackingNos')}
      />
      <TextInput
        label={t('inbound.field.containerNo')}
        description={t('inbound.edit.containerNoHint')}
        {...form.getInputProps('containerNo')}
      />
      <Input.Wrapper label={t('inbound.field.deliveryMethod')}>
        <div>
          <SegmentedControl
            fullWidth
            data={codes('deliveryMethod', DELIVERY_METHODS)}
            aria-label={t('inbound.field.deliveryMethod')}
            {...form.getInputProps('deliveryMethod')}
          />
        </div>
      </Input.Wrapper>
      {deliveryMethod === 'PICKUP' ? (
        <Textarea
          label={t('inbound.field.pickupAddress')}
          withAsterisk
          rows={2}
          maxLength={maxLengthOf(INBOUND_FIELDS.pickupAddress)}
          {...form.getInputProps('pickupAddress')}
        />
      ) : null}
      <Textarea
        label={t('inbound.field.remark')}
        rows={2}
        maxLength={maxLengthOf(INBOUND_FIELDS.remark)}
        {...form.getInputProps('remark')}
      />
    </SimpleGrid>
  );
}
