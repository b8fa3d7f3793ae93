import { getOutboundWaybills, type OutboundWaybillRow } from '@/api/business/outbound';
import { baseName } from './match-files';

/** The customer-labelled orders each file name may name: one search per distinct name, at once. */
export async function findCandidates(fileNames: string[]): Promise<OutboundWaybillRow[]> {
  const names = [...new Set(fileNames.map(baseName).filter((name) => name !== ''))];
  const pages = await Promise.all(
    names.map((keyword) =>
      getOutboundWaybills({ keyword, businessMode: 'WAREHOUSE_ONLY', pageIndex: 1, pageSize: 10 }),
    ),
  );
  const byId = new Map(pages.flatMap((page) => page.list).map((row) => [row.id, row]));
  return [...byId.values()];
}
