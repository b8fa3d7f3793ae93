import { failure, succeed } from '../../services/contract';
import { filter } from '../../store/store';
import type { InboundException, InboundOrder } from '../../store/types/documents';
import { ownScope } from '../../api/crud';
import { runList } from '../../store/list-query';
import { businessGet, businessPost, idIn, pascal, withoutId } from '../../api/route';
import { act, estimateFees, getVisible, raiseException } from '../../api/services';

/** An exception with the order it belongs to, as the exceptions page lists it. */
export interface InboundExceptionRow extends InboundException {
  inboundId: string;
  inboundNo: string;
  customerId: string;
  warehouseCode: string;
}

const exceptionRows = (orders: readonly InboundOrder[]): InboundExceptionRow[] =>
  orders.flatMap((order) =>
    order.exceptions.map((exception) => ({
      ...exception,
      inboundId: order.id,
      inboundNo: order.inboundNo,
      customerId: order.customerId,
      warehouseCode: order.warehouseCode,
    })),
  );

/** Per SKU of an order: expected, received, good, damaged, short and over (business.md §5). */
export interface ReceivedSku {
  sku: string;
  expected: number;
  received: number;
  good: number;
  damaged: number;
  short: number;
  over: number;
}

export function receivedSkus(order: InboundOrder): ReceivedSku[] {
  const bySku = new Map<string, ReceivedSku>();
  for (const line of order.boxes.flatMap((box) => box.lines)) {
    const row = bySku.get(line.sku) ?? {
      sku: line.sku,
      expected: 0,
      received: 0,
      good: 0,
      damaged: 0,
      short: 0,
      over: 0,
    };
    row.expected += line.expectedQty;
    row.received += line.receivedQty;
    row.good += line.goodQty;
    row.damaged += line.damagedQty;
    bySku.set(line.sku, row);
  }
  return [...bySku.values()].map((row) => ({
    ...row,
    short: Math.max(0, row.expected - row.received),
    over: Math.max(0, row.received - row.expected),
  }));
}

const EXCEPTION_ACTIONS = ['askCustomer', 'chooseResolution', 'resolve'] as const;

export const inboundDetailHandlers = [
  // Every exception the caller may see, or one order's (`inboundId`).
  // Only the orders holding exceptions are read (their column says so).
  businessGet('Inbound/GetExceptions', async ({ db, actor, query }) => {
    const inboundId = query.get('inboundId');
    const own = ownScope<InboundOrder>(actor, query)?.[0] ?? {};
    const orders = await filter(db, 'inbounds', {
      ...own,
      hasExceptions: 1,
      ...(inboundId ? { id: inboundId } : {}),
    });
    return runList(exceptionRows(orders), query, {
      keyword: ['inboundNo', 'sku'],
      equals: { type: 'type', warehouseCode: 'warehouseCode', resolution: 'resolution' },
      sorts: { inboundNo: 'inboundNo', boxNo: 'boxNo', qty: 'qty' },
      defaultSort: { field: 'inboundNo', order: 'desc' },
      status: 'status',
    });
  }),
  // `{ id: exceptionId, ... }`; the answer is the order holding the exception.
  ...EXCEPTION_ACTIONS.map((event) =>
    businessPost(`Inbound/${pascal(event)}`, async ({ db, actor, body }) => {
      const id = idIn(body);
      if (id === '') return failure(422, 'validationFailed', undefined, { id: { key: 'idRequired' } });
      return await act(db, actor, 'inboundException', id, event, withoutId(body));
    }),
  ),
  // `{ id: orderId, type, boxNo, sku, qty, photos, note }`: an exception the warehouse raises by hand.
  businessPost('Inbound/RaiseException', async ({ db, actor, body }) => {
    const id = idIn(body);
    if (id === '') return failure(422, 'validationFailed', undefined, { id: { key: 'idRequired' } });
    return await raiseException(db, actor, id, withoutId(body));
  }),
  // The estimate shown at submit and the fee items actually posted for the order.
  businessGet('Inbound/GetCosts', async ({ db, actor, query }) => {
    const found = await getVisible(db, actor, 'inbounds', query.get('id') ?? '');
    if (!found.ok) return found;
    const estimate = await estimateFees(db, actor, 'inbound', found.value.id);
    if (!estimate.ok) return estimate;
    const posted = await filter(db, 'fees', { docType: 'INBOUND', docNo: found.value.inboundNo });
    const postedTotal = posted.reduce((sum, fee) => sum + Math.round(fee.amount * 100), 0) / 100;
    return succeed({ estimate: estimate.value, posted, postedTotal });
  }),
  businessGet('Inbound/GetReceivedSkus', async ({ db, actor, query }) => {
    const found = await getVisible(db, actor, 'inbounds', query.get('id') ?? '');
    return found.ok ? succeed(receivedSkus(found.value)) : found;
  }),
];
