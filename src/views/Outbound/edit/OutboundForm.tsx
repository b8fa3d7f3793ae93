import { Alert, Divider, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import { useRef, useState } from 'react';
import type { OutboundOrder } from '@/api/business/types/documents';
import type { Warehouse } from '@/api/business/types/master';
import { carrierTakes } from '@/api/rules/outbound';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { FormNotices } from '@/views/Business/shared/FormNotices';
import { ConsigneeFields } from './ConsigneeFields';
import { FbaFields } from './FbaFields';
import { HeaderFields } from './HeaderFields';
import { LineEditor } from './LineEditor';
import { parcelWeightOf, shortLines, type OutboundFormValues } from './outbound-form';
import { SubmitDialog, type StockShortage } from './SubmitDialog';
import { useAvailable, useSkuFacts, useWarehouseCarriers } from './use-outbound-refs';
import { useOutboundSave } from './use-outbound-save';
import { SaveButtons } from '@/views/Business/shared/SaveButtons';

export interface OutboundFormProps {
  /** the form's accessible name (the page's title) */
  label: string;
  initialValues: OutboundFormValues;
  /** the stored order being edited; none: a new one */
  orderId?: string;
  warehouses: Warehouse[];
  warehousesLoading: boolean;
  /**
   * Whether the chart lets the customer submit the order (a new order, a draft, one in EXCEPTION);
   * an order on hold is only saved (its reservation stays).
   */
  submitOffered?: boolean;
  onDone: (order: OutboundOrder, submitted: boolean) => void;
}

/** Create or edit an outbound order (B2C, B2B or FBA): save as draft, or submit after the estimate. */
export function OutboundForm({
  label,
  initialValues,
  orderId,
  warehouses,
  warehousesLoading,
  submitOffered = true,
  onDone,
}: OutboundFormProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const form = useForm<OutboundFormValues>({ mode: 'controlled', initialValues });
  const rootRef = useRef<HTMLFormElement>(null);
  const [waybill, setWaybill] = useState<File | null>(null);
  const [fbaLabel, setFbaLabel] = useState<File | null>(null);
  const { values } = form;

  const { carriers, loading: carriersLoading } = useWarehouseCarriers(values.warehouseCode);
  const carrier = carriers.find((c) => c.code === values.carrierCode) ?? null;
  const facts = useSkuFacts(values.lines.map((l) => l.sku));
  const stockSkus = values.lines.filter((l) => l.sku).map((l) => facts[l.sku]?.stockSku ?? l.sku);
  const available = useAvailable(values.warehouseCode, stockSkus);
  const short = shortLines(values.lines, facts, available);
  const shortages: StockShortage[] = [
    ...new Map(
      [...short.values()].map((s) => [
        s.stockSku,
        { sku: s.stockSku, asked: s.asked, available: s.available },
      ]),
    ).values(),
  ];
  const parcelWeightKg = parcelWeightOf(values.lines, facts);
  const offers = {
    signature: carrier?.supportsSignature ?? false,
    insurance: carrier?.supportsInsurance ?? false,
  };

  const save = useOutboundSave(form, orderId, offers, { waybill, fbaLabel }, onDone, rootRef);

  /** The chosen carrier cannot take the parcel's weight: said at the field before anything is sent. */
  const weightProblem = () => {
    if (!carrier || carrierTakes(carrier, parcelWeightKg)) return false;
    form.setFieldError(
      'carrierCode',
      t('outbound.edit.carrierTooHeavy', {
        weight: formatNumber(parcelWeightKg ?? 0, locale, { max: 3 }),
        max: formatNumber(carrier.maxWeightKg, locale, { max: 3 }),
      }),
    );
    return true;
  };

  return (
    <form
      ref={rootRef}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (weightProblem()) return;
        void (submitOffered ? save.startSubmit() : save.saveDraft());
      }}
    >
      <Stack gap="lg">
        <FormNotices title={t('outbound.edit.problems')} notices={save.notices} />
        <HeaderFields
          form={form}
          warehouses={warehouses}
          warehousesLoading={warehousesLoading}
          carriers={carriers}
          carriersLoading={carriersLoading}
          parcelWeightKg={parcelWeightKg}
          carrier={carrier}
          typeLocked={orderId !== undefined}
          waybill={waybill}
          onWaybill={setWaybill}
        />
        <Divider />
        <Title order={3} fz="lg">
          {t('outbound.edit.consigneeTitle')}
        </Title>
        <ConsigneeFields form={form} />
        <Divider />
        <Title order={3} fz="lg">
          {t('outbound.edit.linesTitle')}
        </Title>
        <LineEditor form={form} facts={facts} available={available} short={short} />
        {values.type === 'FBA' ? (
          <>
            <Divider />
            <Title order={3} fz="lg">
              {t('outbound.edit.fbaTitle')}
            </Title>
            <FbaFields form={form} label={fbaLabel} onLabel={setFbaLabel} />
          </>
        ) : null}
        {shortages.length > 0 ? (
          <Alert color="orange" title={t('outbound.edit.stockWarningTitle')} data-testid="stock-warning">
            {t('outbound.edit.stockWarning', {
              skus: shortages.map((s) => s.sku).join(', '),
              warehouse: values.warehouseCode,
            })}
          </Alert>
        ) : null}
        <SaveButtons
          step={save.step}
          saveLabel={t(submitOffered ? 'outbound.edit.saveDraft' : 'outbound.edit.saveChanges')}
          submitLabel={submitOffered ? t('outbound.edit.submit') : null}
          onSaveDraft={() => {
            if (!weightProblem()) void save.saveDraft();
          }}
        />
      </Stack>
      <SubmitDialog
        opened={save.preview !== null}
        estimate={save.preview?.estimate ?? null}
        purse={save.preview?.purse ?? null}
        purseHidden={save.preview?.purseHidden ?? false}
        shortages={shortages}
        warehouseCode={values.warehouseCode}
        submitting={save.step === 'submitting'}
        onConfirm={() => void save.confirmSubmit()}
        onClose={save.closePreview}
      />
    </form>
  );
}
