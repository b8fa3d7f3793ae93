import { getRmaStrategies } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import type { AppliedStrategy } from '@/api/business/types/sku';
import { useServerData, type Loaded } from '@/app/use-server-data';

/** Per line of the RMA the strategy that applies and why; asked again whenever the RMA changes. */
export function useRmaStrategies(rma: Rma): Loaded<AppliedStrategy[]> & { reload: () => void } {
  const answer = useServerData(['rma.detail', 'strategies', rma.id, rma.updatedAt], () =>
    getRmaStrategies(rma.id).then((found) => found.lines),
  );
  return answer;
}
