import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRmaStrategies } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import type { AppliedStrategy } from '@/api/business/types/sku';
import type { Loaded } from '@/app/use-server-data';

/**
 * Per line of the RMA the strategy that applies and why; asked again whenever the RMA changes,
 * showing the last answer meanwhile (a step rarely changes it).
 */
export function useRmaStrategies(rma: Rma): Loaded<AppliedStrategy[]> & { reload: () => void } {
  const query = useQuery({
    queryKey: ['rma.detail', 'strategies', rma.id, rma.updatedAt],
    queryFn: () => getRmaStrategies(rma.id).then((found) => found.lines),
    placeholderData: keepPreviousData,
  });
  const reload = () => void query.refetch();
  if (query.isError && !query.isFetching) {
    const message = query.error instanceof Error ? query.error.message : '';
    return { status: 'failed', message, data: query.data, reload };
  }
  if (query.data) return { status: 'loaded', data: query.data, reload };
  return { status: 'loading', reload };
}
