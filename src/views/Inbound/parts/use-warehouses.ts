import { useEffect, useState } from 'react';
import { getWarehouseList } from '@/api/business/warehouse';
import type { Warehouse } from '@/api/business/types/master';

/** The warehouses the user may see; `inboundOnly`: active ones that take inbound orders. */
export function useWarehouses(inboundOnly = false) {
  const [warehouses, setWarehouses] = useState<Warehouse[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    getWarehouseList({ pageIndex: 1, pageSize: 200 }).then(
      (page) => {
        if (!live) return;
        setWarehouses(
          inboundOnly ? page.list.filter((w) => w.status === 'ACTIVE' && w.capabilities.inbound) : page.list,
        );
        setLoading(false);
      },
      () => live && setLoading(false),
    );
    return () => {
      live = false;
    };
  }, [inboundOnly]);
  return { warehouses, loading };
}
