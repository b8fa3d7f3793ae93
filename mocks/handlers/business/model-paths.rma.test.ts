import { rmaCases } from '@machines/business/rma.cases';
import { answered, replayOverHttp, type DocumentKind } from './model-paths.test-support';
import type { Caller } from './testing';

// The RMA chart's paths over HTTP (see model-paths.test-support.ts): each path's return is the
// seller's, a carrier return of three units of an approved SKU to USEA; the operator receives and
// processes it through the warehouse's calls.

const EXPECTED = 3;

/** An approved SKU of the seller's: what a return may carry. */
async function approvedSku(customer: Caller): Promise<string> {
  const skus = await customer.get<{ list: { sku: string }[] }>('Sku/GetList?status=APPROVED&pageSize=200');
  const [first] = skus.data.list.map((row) => row.sku).sort();
  if (!first) throw new Error('the seed has no approved SKU of the seller');
  return first;
}

let sku = '';

const rmaBody = (n: number) => ({
  referenceNo: `MODEL-RMA-${n}`,
  source: 'CARRIER_RETURN',
  originalOutboundNo: '',
  warehouseCode: 'USEA',
  trackingNo: `1ZMODEL${n}`,
  reason: 'Model path',
  strategyId: null,
  lines: [{ sku, expectedQty: EXPECTED }],
});

type Graded = { goodQty: number; defectiveQty: number; unidentifiedQty: number };

const RMA: DocumentKind = {
  area: 'Rma',
  simpleLimit: 0,
  cases: rmaCases as unknown as DocumentKind['cases'],
  create: async ({ customer }, _context, n) => {
    sku ||= await approvedSku(customer);
    const saved = await customer.post<{ id: string }>('Rma/Save', rmaBody(n));
    answered(saved);
    return saved.data.id;
  },
  editBody: (id, _context, n) => ({ ...rmaBody(n), id }),
  request: ({ id, event }) => {
    if (event.type !== 'receive') return undefined;
    // the cases' grades counted against the return's own SKU (their lines name a sample SKU)
    const graded = event.lines as Graded[];
    const sum = (key: keyof Graded) => graded.reduce((total, line) => total + line[key], 0);
    const line = {
      sku,
      goodQty: sum('goodQty'),
      defectiveQty: sum('defectiveQty'),
      unidentifiedQty: sum('unidentifiedQty'),
    };
    return { post: 'Rma/Receive', body: { id, lines: [line] } };
  },
};

replayOverHttp([RMA]);
