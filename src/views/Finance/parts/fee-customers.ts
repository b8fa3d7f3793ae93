import { getCustomerList } from '@/api/business/customer';
import type { OptionLoader } from '@/components/Form/types';

/** The operator's choice of customer (the bill's and the settlements' filters, the close form). */
export const customerOptions: OptionLoader = () =>
  getCustomerList({ pageIndex: 1, pageSize: 200 }).then((page) =>
    page.list.map((customer) => ({ value: customer.id, label: `${customer.id} · ${customer.name}` })),
  );
