import {
  Checkbox,
  FileInput,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Carrier, Warehouse } from '@/api/business/types/master';
import { PLATFORMS } from '@/api/business/types/sku';
import { maxLengthOf } from '@/api/rules/fields';
import { BUSINESS_MODES, carrierTakes, OUTBOUND_FIELDS, OUTBOUND_TYPES } from '@/api/rules/outbound';
import { formatWeight } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { OutboundFormValues } from './outbound-form';

interface HeaderFieldsProps {
  form: UseFormReturnType<OutboundFormValues>;
  warehouses: Warehouse[];
  warehousesLoading: boolean;
  carriers: Carrier[];
  carriersLoading: boolean;
  /** the parcel's weight from the lines' SKUs; null while a line's weight is not known */
  parcelWeightKg: number | null;
  /** the chosen carrier (its services decide which service fields show) */
  carrier: Carrier | null;
  /** the type is fixed once an order exists (its lines and cartons follow it) */
  typeLocked: boolean;
  waybill: File | null;
  onWaybill: (file: File | null) => void;
}

export const warehouseLabel = (warehouse: Warehouse, language: string) =>
  `${warehouse.code} · ${language === 'en' ? warehouse.nameEn || warehouse.name : warehouse.name}`;

/** The order's header (business.md §6): type, reference, store, warehouse, carrier and its services. */
export function HeaderFields({
  form,
  warehouses,
  warehousesLoading,
  carriers,
  carriersLoading,
  parcelWeightKg,
  carrier,
  typeLocked,
  waybill,
  onWaybill,
}: HeaderFieldsProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const { warehouseCode, businessMode } = form.values;
  const warehouseProps = form.getInputProps('warehouseCode');
  const carrierDescription = !warehouseCode
    ? t('outbound.edit.carrierAfterWarehouse')
    : parcelWeightKg !== null && parcelWeightKg > 0
      ? t('outbound.edit.carrierWeightHint', { weight: formatWeight(parcelWeightKg, locale) })
      : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <Input.Wrapper label={t('outbound.edit.field.type')} id="outbound-type">
        <div>
          <SegmentedControl
            fullWidth
            aria-label={t('outbound.edit.field.type')}
            disabled={typeLocked}
            data={OUTBOUND_TYPES.map((value) => ({ value, label: t(`outbound.edit.type.${value}`) }))}
            {...form.getInputProps('type')}
          />
        </div>
      </Input.Wrapper>
      <TextInput
        label={t('outbound.edit.field.referenceNo')}
        description={t('outbound.edit.referenceHint')}
        withAsterisk
        maxLength={maxLengthOf(OUTBOUND_FIELDS.referenceNo)}
        {...form.getInputProps('referenceNo')}
      />
      <Select
        label={t('outbound.edit.field.platform')}
        placeholder={t('outbound.edit.choose')}
        data={PLATFORMS.map((value) => ({ value, label: t(`sku.platform.${value}`) }))}
        clearable
        {...form.getInputProps('platform')}
        value={form.values.platform || null}
        onChange={(value) => form.setFieldValue('platform', (value ?? '') as OutboundFormValues['platform'])}
      />
      <TextInput
        label={t('outbound.edit.field.storeName')}
        maxLength={maxLengthOf(OUTBOUND_FIELDS.storeName)}
        {...form.getInputProps('storeName')}
      />
      <Select
        label={t('outbound.edit.field.warehouse')}
        placeholder={warehousesLoading ? t('outbound.edit.loading') : t('outbound.edit.choose')}
        data={warehouses.map((w) => ({ value: w.code, label: warehouseLabel(w, locale) }))}
        searchable
        withAsterisk
        allowDeselect={false}
        disabled={warehousesLoading && warehouses.length === 0}
        nothingFoundMessage={t('outbound.edit.warehouseNothing')}
        {...warehouseProps}
        onChange={(code) => {
          warehouseProps.onChange(code ?? '');
          // a carrier of the old warehouse does not serve the new one
          if (code !== warehouseCode) form.setFieldValue('carrierCode', '');
        }}
      />
      <Select
        label={t('outbound.edit.field.carrier')}
        placeholder={carriersLoading ? t('outbound.edit.loading') : t('outbound.edit.choose')}
        description={carrierDescription}
        data={carriers.map((c) => {
          const fits = carrierTakes(c, parcelWeightKg);
          return {
            value: c.code,
            label: fits
              ? `${c.name} (${c.code})`
              : t('outbound.edit.carrierTooHeavyOption', {
                  name: `${c.name} (${c.code})`,
                  max: formatWeight(c.maxWeightKg, locale),
                }),
            disabled: !fits,
          };
        })}
        withAsterisk
        allowDeselect={false}
        disabled={!warehouseCode}
        nothingFoundMessage={t('outbound.edit.carrierNothing')}
        {...form.getInputProps('carrierCode')}
        // an empty choice shows empty (a cleared carrier must not keep its old label)
        value={form.values.carrierCode || null}
      />
      <Input.Wrapper label={t('outbound.edit.field.businessMode')}>
        <div>
          <SegmentedControl
            fullWidth
            aria-label={t('outbound.edit.field.businessMode')}
            data={BUSINESS_MODES.map((value) => ({ value, label: t(`outbound.edit.businessMode.${value}`) }))}
            {...form.getInputProps('businessMode')}
          />
        </div>
      </Input.Wrapper>
      {carrier?.supportsSignature ? (
        <Checkbox
          mt={{ sm: 'xl' }}
          label={t('outbound.edit.field.signature')}
          {...form.getInputProps('services.signature', { type: 'checkbox' })}
        />
      ) : null}
      {carrier?.supportsInsurance ? (
        <NumberInput
          label={t('outbound.edit.field.insuranceValue')}
          description={t('outbound.edit.insuranceHint')}
          min={0}
          decimalScale={2}
          hideControls
          {...form.getInputProps('services.insuranceValue')}
        />
      ) : null}
      {carrier && !carrier.supportsSignature && !carrier.supportsInsurance ? (
        <Text fz="sm" c="dimmed" mt={{ sm: 'xl' }}>
          {t('outbound.edit.noServices', { carrier: carrier.name })}
        </Text>
      ) : null}
      {businessMode === 'WAREHOUSE_ONLY' ? (
        <FileInput
          label={t('outbound.edit.field.waybill')}
          description={t('outbound.edit.waybillHint')}
          placeholder={t('outbound.edit.choosePdf')}
          accept="application/pdf"
          clearable
          leftSection={<IconFileTypePdf size={16} />}
          value={waybill}
          onChange={(file) => {
            form.clearFieldError('files.waybill');
            onWaybill(file);
          }}
          error={form.errors['files.waybill']}
        />
      ) : null}
      <Textarea
        label={t('outbound.edit.field.remark')}
        rows={2}
        maxLength={maxLengthOf(OUTBOUND_FIELDS.remark)}
        {...form.getInputProps('remark')}
      />
    </SimpleGrid>
  );
}
