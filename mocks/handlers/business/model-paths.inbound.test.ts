import { inboundCases } from '@machines/business/inbound-order.cases';
import { answered, replayOverHttp, type DocumentKind } from './model-paths.test-support';
import type { Caller } from './testing';

// The inbound order chart's paths over HTTP (see model-paths.test-support.ts): each path's order is
// the seller's, one box of an approved SKU to USEA; the operator's warehouse steps (arrive, start
// receiving, receive, put away) are the calls the warehouse makes.

const QTY = 6;

/** An approved SKU of the seller's: what an inbound order may carry. */
async function approvedSku(customer: Caller): Promise<string> {
  const skus = await customer.get<{ list: { sku: string }[] }>('Sku/GetList?status=APPROVED&pageSize=200');
  const [first] = skus.data.list.map((row) => row.sku).sort();
  if (!first) throw new Error('the seed has no approved SKU of the seller');
  return first;
}

let sku = '';

/** A week from now: an ETA the form takes whatever day the test runs. */
const eta = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const inboundBody = (n: number) => ({
  referenceNo: `MODEL-IB-${n}`,
  warehouseCode: 'USEA',
  type: 'STANDARD',
  shippingMode: 'AIR',
  loadType: 'PARCEL',
  containerType: null,
  trackingNos: [],
  containerNo: '',
  eta: eta(),
  deliveryMethod: 'SELF_DELIVERY',
  pickupAddress: '',
  remark: 'Model path',
  boxes: [
    {
      boxNo: 1,
      customerBoxRef: `MODEL-${n}`,
      weightKg: 5,
      lengthCm: 30,
      widthCm: 30,
      heightCm: 30,
      lines: [{ sku, expectedQty: QTY }],
    },
  ],
});

const INBOUND: DocumentKind = {
  area: 'Inbound',
  simpleLimit: 0,
  cases: inboundCases as unknown as DocumentKind['cases'],
  create: async ({ customer }, _context, n) => {
    sku ||= await approvedSku(customer);
    const saved = await customer.post<{ id: string }>('Inbound/Save', inboundBody(n));
    answered(saved);
    return saved.data.id;
  },
  editBody: (id, _context, n) => ({ ...inboundBody(n), id }),
  request: ({ id, event }) => {
    // printing the labels is reading them: the chart says when they may be printed
    if (event.type === 'printLabels') return { get: `Inbound/BoxLabels?id=${id}` };
    // the counts are of the order's own box: every unit received in good order (the cases' lines
    // name a sample SKU; both of their receive rows take the same branch)
    if (event.type === 'receive') {
      const lines = [{ boxNo: 1, sku, receivedQty: QTY, goodQty: QTY, damagedQty: 0 }];
      return { post: 'Inbound/Receive', body: { id, lines } };
    }
    return undefined;
  },
};

replayOverHttp([INBOUND]);
