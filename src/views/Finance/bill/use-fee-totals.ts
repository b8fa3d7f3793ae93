import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeeList, FeeQuery } from '@/api/business/finance';
import type { FeeItem } from '@/api/business/types/ledger';
import type { BusinessListApi } from '@/views/Business/shared/use-business-list';
import { listKey } from '@/views/Business/shared/query-keys';

/**
 * The totals per business that came with the list's own answer (`Finance/GetFees`): read from the
 * list's cached answer (same key), never asked for a second time.
 */
export function useFeeTotals(list: BusinessListApi<FeeItem, FeeQuery>): FeeList['totals'] | undefined {
  const answer = useQuery({
    queryKey: [...listKey(list.listId), list.query],
    queryFn: (): Promise<FeeList> => Promise.reject(new Error('the list asks for its own answer')),
    enabled: false,
    placeholderData: keepPreviousData,
  });
  return list.error ? undefined : (answer.data as FeeList | undefined)?.totals;
}
