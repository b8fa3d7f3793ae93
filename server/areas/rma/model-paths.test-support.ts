import { rmaCases } from '@machines/business/rma.cases';
import { approvedSku, savedId, type DocumentKind } from '../../api/model-paths.test-support';

// The RMA chart's documents over HTTP (see model-paths.test-support.ts): each is the seller's, a
// carrier return of three units of an approved SKU to USEA; the operator receives and processes it
// through the warehouse's calls.

const EXPECTED = 3;

type Graded = { goodQty: number; defectiveQty: number; unidentifiedQty: number };

/** The kind, with state of its own: each test file makes its own (a worker's files share modules). */
export function rmaKind(): DocumentKind {
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

  return {
    area: 'Rma',
    simpleLimit: 0,
    cases: rmaCases as unknown as DocumentKind['cases'],
    create: async ({ customer }, _context, n) => {
      sku ||= await approvedSku(customer);
      return savedId(customer, 'Rma/Save', rmaBody(n));
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
}
