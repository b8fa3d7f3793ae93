import { useQuery } from '@tanstack/react-query';
import { getCarrierList } from '@/api/business/warehouse';
import type { Carrier } from '@/api/business/types/master';

const NO_CARRIERS = new Map<string, Carrier>();

/** Every carrier by code (their names and tracking pages), asked once per session of the list. */
export function useCarriers(): Map<string, Carrier> {
  const answer = useQuery({
    queryKey: ['outbound', 'carriers'],
    queryFn: async () => {
      const page = await getCarrierList({ pageIndex: 1, pageSize: 200 });
      return new Map(page.list.map((carrier) => [carrier.code, carrier]));
    },
    staleTime: 5 * 60_000,
  });
  return answer.data ?? NO_CARRIERS;
}

/** The carrier's tracking page of a number, or null when the carrier has none. */
export function trackingUrl(carrier: Carrier | undefined, trackingNo: string): string | null {
  if (!carrier || !trackingNo || !carrier.trackingUrlTemplate.includes('{trackingNo}')) return null;
  return carrier.trackingUrlTemplate.replace('{trackingNo}', encodeURIComponent(trackingNo));
}
