import { getOutboundList } from '@/api/business/outbound';
import { useServerData } from '@/app/use-server-data';

/**
 * The id of the outbound order an RMA names by its number (null while asked, or when no order of
 * the customer has that number).
 */
export function useOriginalOutboundId(outboundNo: string | null, customerId: string): string | null {
  const found = useServerData(['rma.detail', 'original', outboundNo ?? '', customerId], () =>
    outboundNo
      ? getOutboundList({ pageIndex: 1, pageSize: 10, keyword: outboundNo, customerId }).then(
          (page) => page.list.find((order) => order.outboundNo === outboundNo)?.id ?? null,
        )
      : Promise.resolve(null),
  );
  return found.data ?? null;
}
