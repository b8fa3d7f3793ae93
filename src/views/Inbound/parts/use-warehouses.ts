import { useMemo } from 'react';
import { getWarehouseList } from '@/api/business/warehouse';
import { useServerData } from '@/app/use-server-data';

/** The warehouses the user may see; `inboundOnly`: active ones that take inbound orders. */
export function useWarehouses(inboundOnly = false) {
  const load = useServerData(['warehouses'], () => getWarehouseList({ pageIndex: 1, pageSize: 200 }));
  const all = load.data?.list;
  // the same array while the answer is the same: forms and selects depend on it
  const warehouses = useMemo(
    () =>
      inboundOnly ? (all ?? []).filter((w) => w.status === 'ACTIVE' && w.capabilities.inbound) : (all ?? []),
    [all, inboundOnly],
  );
  return { warehouses, loading: load.status === 'loading' };
}
