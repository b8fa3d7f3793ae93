import { expect } from 'vitest';
import { batchCases } from '@machines/business/outbound-batch.cases';
import { answered, savedId, type Callers, type DocumentKind } from '../../../api/model-paths.test-support';
import { outboundBody, skusAtUsEast, type UsEastSkus } from '../model-paths.test-support';

// The outbound batch chart's documents over HTTP (see model-paths.test-support.ts): each batch is
// the seller's, of orders packed for it (saved and submitted by the seller, picked and packed by the
// operator). The chart's `orderCount` is a fact of the path: a batch of none is made with one order,
// then emptied; adding orders adds a new packed one, removing orders takes out one added for it just
// before, so the batch keeps orders exactly when the path says it has some.

const EXTRA = 2;

/** The kind, with state of its own: each test file makes its own (a worker's files share modules). */
export function batchKind(): DocumentKind {
  let usEast: UsEastSkus | undefined;
  /** The units of each stocked SKU not yet taken by this kind's orders. */
  let free = new Map<string, number>();
  let orders = 0;

  /**
   * The SKU the next order takes its unit of: the one with the most left. The batches' orders, some
   * hundreds, all keep theirs, and a file before this one on the same service may have taken some:
   * taking them in turn would empty the SKUs with fewest.
   */
  const nextSku = () => {
    const [sku, left] = [...free].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
    if (left < 1) throw new Error('no stock left at USEA for the batches’ orders');
    free.set(sku, left - 1);
    return sku;
  };

  /** A new order of the seller's for the `n`th batch, packed at USEA and waiting for it: its id. */
  async function packedOrder({ customer, operator }: Callers, n: number): Promise<string> {
    if (usEast === undefined) {
      usEast = await skusAtUsEast(customer);
      free = new Map(usEast.available);
      // a credit line for the shipping every packed order reserves
      const credit = { customerId: 'C001', currency: 'USD', creditLimit: 1_000_000 };
      answered(await operator.post('Finance/SetCreditLimit', credit));
    }
    const made = (orders += 1);
    const id = await savedId(customer, 'Outbound/Save', {
      ...outboundBody(usEast, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, made),
      referenceNo: `MODEL-BT-${n}-${made}`,
      lines: [{ sku: nextSku(), qty: 1, declaredValue: 10 }],
    });
    const submitted = await customer.post<{ status: string; exceptionReason: string }>('Outbound/Submit', {
      id,
    });
    expect(submitted.data, `order ${made} of the batches`).toMatchObject({ status: 'AWAITING_PICK' });
    answered(await operator.post('Outbound/Pick', { id }));
    answered(await operator.post('Outbound/Pack', { id, actualWeightKg: 1 }));
    return id;
  }

  /** Each batch's order to add (a new one), or added for a removal to take out again. */
  const spare = new Map<string, string>();
  /** Each batch's orders beyond the path's count, for a removal after printing (nothing joins then). */
  const extra = new Map<string, string[]>();

  return {
    area: 'OutboundBatch',
    // the shortest paths and one per edge cover the chart: each path packs orders of its own
    simpleLimit: 0,
    cases: batchCases as unknown as DocumentKind['cases'],
    create: async (callers, context, n) => {
      const count = context.orderCount as number;
      const orderIds = [];
      const made = count === 0 ? 1 : count + EXTRA;
      for (let i = 0; i < made; i += 1) orderIds.push(await packedOrder(callers, n));
      const id = await savedId(callers.customer, 'Outbound/SaveBatch', {
        kind: context.kind,
        orderIds,
        remark: `Model path ${n}`,
      });
      if (count === 0) answered(await callers.customer.post('Outbound/RemoveBatchOrders', { id, orderIds }));
      else extra.set(id, orderIds.slice(count));
      return id;
    },
    editBody: (id, _context, n) => ({ id, remark: `Model path ${n}, edited` }),
    // an order to add is packed first; one to take out is packed and added by the step's role first
    prepare: async (callers, { id, event, n }) => {
      if (event.type !== 'addOrders' && event.type !== 'removeOrders') return;
      const printed = (await callers.operator.get<{ status: string }>(`Outbound/GetBatch?id=${id}`)).data;
      if (printed.status !== 'OPEN') {
        const [order, ...rest] = extra.get(id) ?? [];
        if (order === undefined) throw new Error(`${id}: no order left to take out after printing`);
        extra.set(id, rest);
        spare.set(id, order);
        return;
      }
      const order = await packedOrder(callers, n);
      spare.set(id, order);
      if (event.type === 'addOrders') return;
      const by = callers[event.by as keyof Callers];
      answered(await by.post('Outbound/AddBatchOrders', { id, orderIds: [order] }));
    },
    request: ({ id, event }) => {
      switch (event.type) {
        case 'printLabels':
          return { get: `Outbound/BatchLabels?id=${id}` };
        case 'handoverSheet':
          return { get: `Outbound/HandoverSheet?id=${id}` };
        case 'addOrders':
          return { post: 'Outbound/AddBatchOrders', body: { id, orderIds: [spare.get(id)] } };
        case 'removeOrders':
          return { post: 'Outbound/RemoveBatchOrders', body: { id, orderIds: [spare.get(id)] } };
        default:
          return undefined;
      }
    },
    routes: {
      read: async (operator, id) => {
        const batch = await operator.get<{ status: string }>(`Outbound/GetBatch?id=${id}`);
        if (batch.status === 404) return undefined;
        answered(batch);
        return batch.data;
      },
      save: 'Outbound/SaveBatch',
      action: (type) =>
        ({
          addOrders: 'Outbound/AddBatchOrders',
          print: 'Outbound/PrintBatch',
          handOver: 'Outbound/HandOverBatch',
        })[type] ?? `Outbound/${type}`,
      remove: 'Outbound/DeleteBatches',
    },
  };
}
