import { getCustomerList } from '@/api/business/customer';
import type { OptionLoader } from '@/components/Form/types';

/** The operator's choice of customer (lists' filters, the settlement's close form). */
export const customerOptions: OptionLoader = () =>
  getCustomerList({ pageIndex: 1, pageSize: 200 }).then((page) =>
    page.list.map((customer) => ({ value: customer.id, label: `${customer.id} · ${customer.name}` })),
  );

/** A list's filter by customer, the operator's alone: a searchable choice, `customerId` in the query. */
export const customerFilter = {
  field: 'customerId',
  kind: 'select' as const,
  label: 'business.field.customer',
  options: customerOptions,
  props: { clearable: true, searchable: true },
};
