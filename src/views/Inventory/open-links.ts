import { navigate } from '@/app/router/hash-location';
import { getInboundList } from '@/api/business/inbound';
import { getOutboundList } from '@/api/business/outbound';
import { getRmaList } from '@/api/business/rma';
import { getSkuList } from '@/api/business/sku';
import type { DocType } from '@/api/business/types/ledger';

/** Where a flow row's document opens; documents without a page of their own (adjustments) have none. */
const DOCUMENT_PAGES: Partial<
  Record<DocType, { path: string; find: (docNo: string) => Promise<string | null> }>
> = {
  INBOUND: {
    path: '/inbound/detail/',
    find: (no) =>
      getInboundList({ pageIndex: 1, pageSize: 10, keyword: no }).then(
        (p) => p.list.find((o) => o.inboundNo === no)?.id ?? null,
      ),
  },
  OUTBOUND: {
    path: '/outbound/detail/',
    find: (no) =>
      getOutboundList({ pageIndex: 1, pageSize: 10, keyword: no }).then(
        (p) => p.list.find((o) => o.outboundNo === no)?.id ?? null,
      ),
  },
  RMA: {
    path: '/rma/detail/',
    find: (no) =>
      getRmaList({ pageIndex: 1, pageSize: 10, keyword: no }).then(
        (p) => p.list.find((r) => r.rmaNo === no)?.id ?? null,
      ),
  },
};

export const hasDocumentPage = (docType: DocType): boolean => docType in DOCUMENT_PAGES;

/** Opens a flow row's document: the row carries its number, the list call finds its id. */
export async function openDocument(docType: DocType, docNo: string): Promise<boolean> {
  const page = DOCUMENT_PAGES[docType];
  if (!page) return false;
  const id = await page.find(docNo);
  if (!id) return false;
  navigate(`${page.path}${encodeURIComponent(id)}`);
  return true;
}

/** Opens a SKU's detail page from its code (balance rows name SKUs by code). */
export async function openSku(sku: string, customerId: string): Promise<boolean> {
  const page = await getSkuList({ pageIndex: 1, pageSize: 10, keyword: sku, customerId });
  const found = page.list.find((row) => row.sku === sku);
  if (!found) return false;
  navigate(`/sku/detail/${encodeURIComponent(found.id)}`);
  return true;
}
