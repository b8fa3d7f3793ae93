import { getFees } from '@/api/business/finance';
import type { Settlement } from '@/api/business/types/documents';
import type { FeeItem } from '@/api/business/types/ledger';
import { useServerData } from '@/app/use-server-data';

/** The fee items the customer disputed on a statement, in the order disputed. */
export function useDisputedItems(settlement: Settlement) {
  const feeNos = settlement.disputedFeeNos;
  return useServerData(['finance.settlement.disputed', settlement.settlementNo, feeNos], async () => {
    const pages = await Promise.all(
      feeNos.map((feeNo) =>
        getFees({
          pageIndex: 1,
          pageSize: 10,
          keyword: feeNo,
          settlementNo: settlement.settlementNo,
          customerId: settlement.customerId,
        }),
      ),
    );
    return pages.flatMap((page, i) => page.list.filter((fee) => fee.feeNo === feeNos[i])) as FeeItem[];
  });
}
