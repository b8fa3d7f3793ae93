import { failure, succeed, type Outcome } from '../../services/contract';
import { now } from '../../api/clock';
import { skuByCode, warehouseOf } from '../../store/lookup';
import { filter, type Db } from '../../store/store';
import { outboundStatesIn } from '@machines/business/outbound-order.machine';
import type { OutboundOrder } from '../../store/types/documents';
import { fileResponse, MIME } from '../../api/files/respond-file';
import { pickListPdf, type PickLine } from './pick-list-pdf';
import { isWaybillSize, waybillsPdf, WAYBILL_SIZES } from './waybill-pdf';
import { baseStatusOf } from '../../store/list-query';
import { waybillOf } from './waybill-pdf';
import { businessGet, type CallContext } from '../../api/route';
import { getVisible } from '../../api/services';
import { labelSizeError } from '../sku/labels.routes';

/** The list's files of several orders at once (business.md §6): their labels, the warehouse's pick list. */

const MAX_ORDERS = 200;
/** Orders with a carrier label: it is made when the order ships. */
const LABELLED = new Set(['SHIPPED', 'DELIVERED']);
/** Orders whose goods are still to come off the shelves. */
const TO_PICK = new Set(['AWAITING_PICK', 'PICKING']);

const idsOf = (query: URLSearchParams): string[] => [
  ...new Set(
    (query.get('ids') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  ),
];

function tooMany(ids: string[]): Outcome<never> | null {
  if (ids.length <= MAX_ORDERS) return null;
  return failure(422, 'validationFailed', undefined, {
    ids: { key: 'bulkTooMany', params: { max: String(MAX_ORDERS) } },
  });
}

/** Every order asked for, as the caller may see it; the first one missing or another's is a 404. */
async function visibleOrders({ db, actor }: CallContext, ids: string[]): Promise<Outcome<OutboundOrder[]>> {
  const orders: OutboundOrder[] = [];
  for (const id of ids) {
    const found = await getVisible(db, actor, 'outbounds', id);
    if (!found.ok) return found;
    orders.push(found.value);
  }
  return succeed(orders);
}

const numbersOf = (orders: readonly OutboundOrder[]) => orders.map((o) => o.outboundNo).join(', ');

async function pickLines(db: Db, orders: readonly OutboundOrder[]): Promise<PickLine[]> {
  const bySku = new Map<string, PickLine>();
  for (const order of orders) {
    for (const line of order.lines) {
      const key = `${order.customerId}\u0000${line.sku}`;
      const entry = bySku.get(key) ?? {
        sku: line.sku,
        name: (await skuByCode(db, order.customerId, line.sku))?.nameEn ?? '',
        qty: 0,
        orderNos: [],
      };
      entry.qty += line.qty;
      if (!entry.orderNos.includes(order.outboundNo)) entry.orderNos.push(order.outboundNo);
      bySku.set(key, entry);
    }
  }
  return [...bySku.values()].sort((a, b) => a.sku.localeCompare(b.sku));
}

export const outboundFileHandlers = [
  // `?ids=a,b&size=4x6`: the carrier labels of the chosen orders merged into one file, a page each.
  businessGet('Outbound/Labels', async (ctx) => {
    const size = ctx.query.get('size') ?? '4x6';
    if (!isWaybillSize(size))
      return failure(422, 'validationFailed', undefined, labelSizeError(WAYBILL_SIZES));
    const ids = idsOf(ctx.query);
    if (ids.length === 0)
      return failure(422, 'validationFailed', undefined, { ids: { key: 'bulkIdsRequired' } });
    const limit = tooMany(ids);
    if (limit) return limit;
    const found = await visibleOrders(ctx, ids);
    if (!found.ok) return found;
    const unlabelled = found.value.filter(
      (o) => o.businessMode === 'WAREHOUSE_ONLY' || !LABELLED.has(baseStatusOf(o.status)),
    );
    if (unlabelled.length > 0) return failure(409, 'carrierLabelsNotYet', { orders: numbersOf(unlabelled) });
    const waybills = await Promise.all(found.value.map((order) => waybillOf(ctx.db, order)));
    return fileResponse(await waybillsPdf(waybills, size), MIME.pdf, `outbound-labels-${ids.length}.pdf`);
  }),
  // `?warehouseCode=USEA&ids=a,b`: what to take off the shelves for those orders; without ids, for
  // every order of the warehouse awaiting pick.
  businessGet(
    'Outbound/PickList',
    async (ctx) => {
      const warehouseCode = (ctx.query.get('warehouseCode') ?? '').trim();
      if (warehouseCode === '' || !(await warehouseOf(ctx.db, warehouseCode))) {
        return failure(422, 'validationFailed', undefined, {
          warehouseCode: {
            key: warehouseCode === '' ? 'pickListWarehouseRequired' : 'pickListWarehouseUnknown',
          },
        });
      }
      const ids = idsOf(ctx.query);
      const limit = tooMany(ids);
      if (limit) return limit;
      let orders: OutboundOrder[];
      if (ids.length === 0) {
        orders = await filter(ctx.db, 'outbounds', {
          warehouseCode,
          status: outboundStatesIn(['AWAITING_PICK']),
        });
      } else {
        const found = await visibleOrders(ctx, ids);
        if (!found.ok) return found;
        orders = found.value;
        const elsewhere = orders.filter((o) => o.warehouseCode !== warehouseCode);
        if (elsewhere.length > 0) {
          return failure(422, 'validationFailed', undefined, {
            ids: {
              key: 'pickListOtherWarehouse',
              params: { orders: numbersOf(elsewhere), warehouse: warehouseCode },
            },
          });
        }
        const done = orders.filter((o) => !TO_PICK.has(baseStatusOf(o.status)));
        if (done.length > 0) return failure(409, 'pickListNotPickable', { orders: numbersOf(done) });
      }
      if (orders.length === 0) return failure(409, 'pickListEmpty', { warehouse: warehouseCode });
      const pdf = await pickListPdf({
        warehouseCode,
        printedAt: new Date(now()).toISOString().slice(0, 16).replace('T', ' '),
        orderNos: orders.map((o) => o.outboundNo),
        lines: await pickLines(ctx.db, orders),
      });
      return fileResponse(pdf, MIME.pdf, `pick-list-${warehouseCode}.pdf`);
    },
    { operatorOnly: true },
  ),
];
