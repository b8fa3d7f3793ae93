import { settlementCases } from '@machines/business/settlement.cases';
import { answered, capitalised, replayOverHttp, type DocumentKind } from './model-paths.test-support';

// The settlement chart's paths over HTTP (see model-paths.test-support.ts): each path's statement
// is the seller's for one day of last month, which the seed leaves unbilled, closed by the operator
// (a fresh ended period per path: the nth day of the month for the nth path, at most 28 paths); a
// dispute names the statement's first fee item, the adjustment answers it with a credit.

/** The `n`th day of last month (UTC), 1-based. */
function dayOfLastMonth(n: number): string {
  if (n > 28) throw new Error('more settlement paths than days in a month');
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, n)).toISOString().slice(0, 10);
}

/** Each statement's first fee item. */
const feeOf = new Map<string, string>();

const SETTLEMENT: DocumentKind = {
  area: 'Settlement',
  cases: settlementCases as unknown as DocumentKind['cases'],
  create: async ({ operator }, _context, n) => {
    const day = dayOfLastMonth(n);
    const closed = await operator.post<{ id: string; settlementNo: string }>('Finance/CloseSettlement', {
      customerId: 'C001',
      periodFrom: day,
      periodTo: day,
    });
    answered(closed);
    const fees = await operator.get<{ list: { feeNo: string }[] }>(
      `Finance/GetFees?customerId=C001&settlementNo=${closed.data.settlementNo}&pageSize=10`,
    );
    answered(fees);
    const [first] = fees.data.list;
    if (!first) throw new Error(`the seed billed nothing to C001 on ${day}`);
    feeOf.set(closed.data.id, first.feeNo);
    return closed.data.id;
  },
  editBody: () => ({}),
  request: ({ id, event }) => {
    const feeNo = feeOf.get(id);
    if (event.type === 'dispute') {
      return { post: 'Finance/DisputeSettlement', body: { id, note: event.note, feeNos: [feeNo] } };
    }
    if (event.type === 'adjust') {
      const note = typeof event.note === 'string' ? event.note : 'Model path credit';
      return { post: 'Finance/AdjustSettlement', body: { id, items: [{ feeNo, amount: -0.5, note }] } };
    }
    return undefined;
  },
  routes: {
    read: async (operator, id) => {
      const statement = await operator.get<{ status: string }>(`Finance/GetSettlement?id=${id}`);
      answered(statement);
      return statement.data;
    },
    save: 'Finance/CloseSettlement',
    action: (type) => `Finance/${capitalised(type)}Settlement`,
  },
};

replayOverHttp([SETTLEMENT]);
