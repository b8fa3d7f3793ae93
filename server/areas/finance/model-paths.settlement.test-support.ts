import { settlementCases } from '@machines/business/settlement.cases';
import { answered, capitalised, type DocumentKind } from '../../api/model-paths.test-support';

// The settlement chart's documents over HTTP (see model-paths.test-support.ts): each statement is
// the seller's for one day of last month, which the seed leaves unbilled, closed by the operator (a
// fresh ended period each); a dispute names the statement's first fee item, the adjustment answers
// it with a credit.

/** The `day`th day of last month (UTC), 1-based. */
function dayOfLastMonth(day: number): string {
  if (day < 1 || day > 28) throw new Error(`no day ${day} in every month: too many statements`);
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day)).toISOString().slice(0, 10);
}

/**
 * The kind, with state of its own: each test file makes its own (a worker's files share modules).
 * Its `made`th statement is of the day `dayOf(made)` of last month: the 1st, 2nd… by default, at most
 * 28 statements. Files that may run on the same service (whose data the worker's files share) take
 * days apart: a period is closed once.
 */
export function settlementKind(dayOf: (made: number) => number = (made) => made): DocumentKind {
  let made = 0;
  /** Each statement's first fee item. */
  const feeOf = new Map<string, string>();

  return {
    area: 'Settlement',
    cases: settlementCases as unknown as DocumentKind['cases'],
    create: async ({ operator }) => {
      const day = dayOfLastMonth(dayOf((made += 1)));
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
}
