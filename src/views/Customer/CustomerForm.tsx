import { Drawer, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { saveCustomer, type CustomerOverview } from '@/api/business/customer';
import type { Customer } from '@/api/business/types/master';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import {
  customerSchema,
  toCustomerInput,
  toCustomerValues,
  type CustomerFormValues,
} from './customer-form-schema';

export interface CustomerFormProps {
  /** null: a new customer */
  customer: CustomerOverview | null;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
}

/**
 * An operator takes a customer on (its purse made in its currency at the credit limit chosen) or
 * changes who it is and the warehouses it may use (issue #41 §3); a 422 lands at the fields.
 */
export function CustomerForm({ customer, onClose, onSaved }: CustomerFormProps) {
  const { t } = useTranslate();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const schema = useMemo(() => customerSchema(customer !== null), [customer]);
  const form = useForm<CustomerFormValues>({ schema, initialValues: toCustomerValues(customer) });
  const title = customer
    ? t('customer.form.editTitle', { name: customer.name })
    : t('customer.form.addTitle');
  const save = async (values: CustomerFormValues) => {
    const saved = await saveCustomer(toCustomerInput(values, customer));
    notifications.show({
      color: 'green',
      message: t(customer ? 'customer.form.saved' : 'customer.form.created', {
        name: saved.name,
        id: saved.id,
      }),
    });
    onSaved(saved);
  };
  return (
    <Drawer opened onClose={onClose} title={title} position="right" size={phone ? '100%' : 'lg'}>
      <Text fz="sm" c="dimmed" mb="md">
        {t(customer ? 'customer.form.editHint' : 'customer.form.addHint')}
      </Text>
      <Form form={form} onSubmit={save} columns={2} aria-label={title} submitLabel="customer.form.submit" />
    </Drawer>
  );
}
