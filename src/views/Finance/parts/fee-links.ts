import { navigate } from '@/app/router/hash-location';
import type { FeeItem } from '@/api/business/types/ledger';
import { hasDocumentPage, openDocument } from '@/views/Inventory/open-links';
import { settlementDetailPath } from './settlement-paths';

/** The bill filtered to one storage job's day: the STORAGE_DAILY items it posted. */
export const storageDayPath = (docNo: string) =>
  `/finance/bill?feeCode=STORAGE_DAILY&docNo=${encodeURIComponent(docNo)}`;

/** Whether a fee item's document has a page to open (inbound, outbound, RMA, statement, storage day). */
export const hasFeeDocument = (fee: FeeItem): boolean =>
  fee.docType === 'STORAGE' || fee.docType === 'SETTLEMENT' || hasDocumentPage(fee.docType);

/** Opens the document that posted a fee item; false when it cannot be found (any more). */
export async function openFeeDocument(fee: FeeItem): Promise<boolean> {
  if (fee.docType === 'STORAGE') {
    navigate(storageDayPath(fee.docNo));
    return true;
  }
  // a statement's id is its number
  if (fee.docType === 'SETTLEMENT') {
    navigate(settlementDetailPath(fee.docNo));
    return true;
  }
  return openDocument(fee.docType, fee.docNo);
}
