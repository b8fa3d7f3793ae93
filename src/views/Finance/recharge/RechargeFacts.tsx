import { Alert } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Recharge } from '@/api/business/types/documents';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { creditedOf } from './recharge-figures';

/** The recharge's header: method, amounts (declared, arrived, charge, credited), payer, remarks. */
export function RechargeFacts({
  recharge,
  showCustomer,
  narrow = false,
}: {
  recharge: Recharge;
  showCustomer: boolean;
  /** one column (the review's side column) */
  narrow?: boolean;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const money = (value: number | null) => formatMoney(value, recharge.currency, locale);
  const dash = (value: string) => value || '—';
  const credited = creditedOf(recharge);
  const items: DescriptionItem<Recharge>[] = [
    { field: 'customerId', label: 'business.field.customer', hidden: !showCustomer },
    {
      field: 'method',
      label: 'finance.recharge.field.method',
      render: (r) => t(`finance.recharge.method.${r.method}`),
    },
    {
      field: 'declaredAmount',
      label: 'finance.recharge.field.declaredAmount',
      render: (r) => money(r.declaredAmount),
    },
    {
      field: 'arrivedAmount',
      label: 'finance.recharge.field.arrivedAmount',
      hidden: credited === null,
      render: (r) => money(r.arrivedAmount),
    },
    {
      field: 'serviceCharge',
      label: 'finance.recharge.field.serviceCharge',
      hidden: credited === null,
      render: (r) => money(r.serviceCharge),
    },
    {
      field: 'credited',
      label: 'finance.recharge.field.credited',
      hidden: credited === null,
      render: () => money(credited),
    },
    { field: 'payerName', label: 'finance.recharge.field.payerName' },
    {
      field: 'payerAccount',
      label: 'finance.recharge.field.payerAccount',
      render: (r) => dash(r.payerAccount),
    },
    { field: 'bankRefNo', label: 'finance.recharge.field.bankRefNo', render: (r) => dash(r.bankRefNo) },
    {
      field: 'createdAt',
      label: 'business.field.createdAt',
      render: (r) => formatDateTime(r.createdAt, locale),
    },
    { field: 'remark', label: 'business.field.remark', span: narrow ? 1 : 3, render: (r) => dash(r.remark) },
  ];
  return (
    <>
      {recharge.reviewRemark ? (
        <Alert color="red" title={t('finance.recharge.detail.rejectedBecause')}>
          {recharge.reviewRemark}
        </Alert>
      ) : null}
      <Descriptions
        items={items}
        data={recharge}
        bordered
        labelWidth={120}
        columns={narrow ? 1 : undefined}
      />
    </>
  );
}
