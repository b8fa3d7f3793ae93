import { getWarehouseList } from '@/api/business/warehouse';
import type { OptionLoader } from '@/components/Form/types';

/** The warehouses the user may use (active ones: official, and a customer's own), as select options. */
export const warehouseOptions: OptionLoader = () =>
  getWarehouseList({ pageIndex: 1, pageSize: 200, status: 'ACTIVE' }).then((page) =>
    page.list.map((w) => ({ value: w.code, label: `${w.code} · ${w.nameEn}` })),
  );
