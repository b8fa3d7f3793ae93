import { outboundBatchMachine } from '@machines/business/outbound-batch.machine';
import { readOrderIds } from '@/api/rules/batch';
import { batchTrackingNo } from './rules';
import type { FieldErrors } from '@/api/rules/fields';
import { findByIds, isoAt, type Db } from '../../../store/store';
import type { OutboundBatch } from '../../../store/types/documents';
import { roleAt } from '../../../services/access';
import { actOnOutbound } from '../actions';
import { ask, moveTo, type Request } from '../../../services/step';
import { failure, type Actor, type FieldMessages, type Outcome } from '../../../services/contract';
import { invalid, refuse, run, toFieldMessages } from '../../../services/outcome';
import { getVisible } from '../../../services/visibility';
import { joiningOrders, stateProblem } from './members';

/** Handing over is the warehouse's work: at a self-service warehouse, its owner's. */
const BATCH_WAREHOUSE_STEPS: ReadonlySet<string> = new Set(['handOver']);

const routeOf = (batch: OutboundBatch) => ({
  warehouseCode: batch.warehouseCode,
  carrierCode: batch.carrierCode,
  customerId: batch.customerId,
});

const ordersOf = async (db: Db, batch: OutboundBatch) => await findByIds(db, 'outbounds', batch.orderIds);

async function numbersOf(db: Db, ids: readonly string[]): Promise<string> {
  const numbers = new Map((await findByIds(db, 'outbounds', ids)).map((o) => [o.id, o.outboundNo]));
  return ids.map((id) => numbers.get(id) ?? id).join(' ');
}

async function addOrders(
  request: Request,
  batch: OutboundBatch,
  to: string,
): Promise<Outcome<OutboundBatch>> {
  const { db, actor, payload } = request;
  const errors: FieldErrors = {};
  const ids = readOrderIds(payload, errors).filter((id) => !batch.orderIds.includes(id));
  if (errors.orderIds) return invalid(toFieldMessages(errors));
  const joining = await joiningOrders(db, actor, ids, { id: batch.id, route: routeOf(batch) });
  if (!joining.ok) return joining;
  return await run(
    db,
    async () =>
      await moveTo(
        request,
        'outboundBatches',
        batch,
        to,
        { orderIds: [...batch.orderIds, ...ids] },
        await numbersOf(db, ids),
      ),
  );
}

async function removeOrders(
  request: Request,
  batch: OutboundBatch,
  to: string,
): Promise<Outcome<OutboundBatch>> {
  const { db, payload } = request;
  const errors: FieldErrors = {};
  const ids = readOrderIds(payload, errors);
  const fields: FieldMessages = toFieldMessages(errors);
  ids.forEach((id, index) => {
    if (!batch.orderIds.includes(id))
      fields[`orderIds.${index}`] = { key: 'batchOrderAbsent', params: { id } };
  });
  if (Object.keys(fields).length > 0) return invalid(fields);
  const trackingNos = Object.fromEntries(
    Object.entries(batch.trackingNos).filter(([id]) => !ids.includes(id)),
  );
  return await run(
    db,
    async () =>
      await moveTo(
        request,
        'outboundBatches',
        batch,
        to,
        { orderIds: batch.orderIds.filter((id) => !ids.includes(id)), trackingNos },
        await numbersOf(db, ids),
      ),
  );
}

/** Every order still waiting to ship gets the carrier's tracking number: the labels can be printed. */
async function print(request: Request, batch: OutboundBatch, to: string): Promise<Outcome<OutboundBatch>> {
  const orders = await ordersOf(request.db, batch);
  for (const order of orders) {
    const refused = stateProblem(order);
    if (refused) return refused;
  }
  const trackingNos = Object.fromEntries(
    orders.map((order) => [order.id, batchTrackingNo(batch.carrierCode, order.outboundNo)]),
  );
  return await run(
    request.db,
    async () => await moveTo(request, 'outboundBatches', batch, to, { trackingNos, printedAt: isoAt() }),
  );
}

/**
 * Ships every order through the outbound `ship` action (stock and fees of business.md §10) with its
 * printed tracking number, all or none: the first order that refuses undoes the others and answers
 * 409 naming it (or the purse's refusal).
 */
async function handOver(request: Request, batch: OutboundBatch, to: string): Promise<Outcome<OutboundBatch>> {
  const { db, actor } = request;
  return await run(db, async () => {
    for (const order of await ordersOf(db, batch)) {
      const trackingNo = batch.trackingNos[order.id] ?? batchTrackingNo(batch.carrierCode, order.outboundNo);
      const shipped = await actOnOutbound(db, actor, order.id, 'ship', { trackingNo });
      if (shipped.ok) continue;
      refuse(
        shipped.status === 409 && shipped.message.key === 'stateRefused'
          ? failure(409, 'batchOrderRefused', { id: order.outboundNo, state: order.status })
          : shipped,
      );
    }
    return await moveTo(request, 'outboundBatches', batch, to, { handedOverAt: isoAt() });
  });
}

const STEPS = { addOrders, removeOrders, print, handOver } as const;

/**
 * One lifecycle action on a batch (`machines/business/outbound-batch.machine.ts`): addOrders and
 * removeOrders (`{ orderIds }`), print, handOver. 404 unknown or another customer's; 409 when the
 * state, the batch kind or an order refuses; 403 for a customer handing over; 422 per field.
 */
export async function actOnBatch(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<OutboundBatch>> {
  const found = await getVisible(db, actor, 'outboundBatches', id);
  if (!found.ok) return found;
  const batch = found.value;
  const request: Request = {
    db,
    actor,
    action,
    payload,
    role: await roleAt(db, actor, batch.warehouseCode, action, BATCH_WAREHOUSE_STEPS),
  };
  const context = { kind: batch.kind, orderCount: batch.orderIds.length };
  const to = ask(request, outboundBatchMachine, batch.status, context);
  if (typeof to !== 'string') return to;
  const step = STEPS[action as keyof typeof STEPS];
  return step(request, batch, to);
}
