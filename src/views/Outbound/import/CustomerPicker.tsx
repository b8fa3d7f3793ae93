import { Select } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import { getCustomerList } from '@/api/business/customer';

export interface CustomerPickerProps {
  value: string | null;
  onChange: (customerId: string | null) => void;
  /** the server's message at `customerId` */
  error?: string;
}

/** The customer an operator imports orders for (a customer imports for itself and sees no picker). */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const { t } = useTranslate();
  const [options, setOptions] = useState<{ value: string; label: string }[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getCustomerList({ pageIndex: 1, pageSize: 200 }).then(
      (page) => {
        if (live) setOptions(page.list.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` })));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select
      label={t('outbound.import.customer.label')}
      description={t('outbound.import.customer.hint')}
      placeholder={
        options ? t('outbound.import.customer.placeholder') : t('outbound.import.customer.loading')
      }
      data={options ?? []}
      value={value}
      onChange={onChange}
      searchable
      required
      disabled={!options}
      error={failed ? t('outbound.import.customer.failed') : error}
      maw={420}
    />
  );
}
