import { ACTIVE_BATCH_STATUSES, BATCHABLE_MODE, BATCHABLE_STATUSES } from '@/api/rules/batch';
import { filter, type Db } from '../../../store/store';
import type { OutboundBatch, OutboundOrder } from '../../../store/types/documents';
import {
  failure,
  succeed,
  type Actor,
  type Failure,
  type FieldMessages,
  type Outcome,
} from '../../../services/contract';
import { hasFields, invalid } from '../../../services/outcome';
import { getVisible } from '../../../services/visibility';

/** What every order of a batch shares: one warehouse, one carrier, and a customer's batch its customer. */
export interface BatchRoute {
  warehouseCode: string;
  carrierCode: string;
  /** null: the warehouse's own batch, open to every customer's orders. */
  customerId: string | null;
}

/**
 * The active batch (OPEN or PRINTED) holding an order, other than `exceptId`: looked for among the
 * active ones (an index finds them; the handed-over history is not read).
 */
export async function activeBatchOf(
  db: Db,
  orderId: string,
  exceptId: string | null,
): Promise<OutboundBatch | undefined> {
  const active = await filter(db, 'outboundBatches', { status: ACTIVE_BATCH_STATUSES });
  return active.find((b) => b.id !== exceptId && b.orderIds.includes(orderId));
}

/** 409 naming the order and its status when it may not be (or stay) in a batch; null when it may. */
export function stateProblem(order: OutboundOrder): Failure | null {
  return BATCHABLE_STATUSES.includes(order.status)
    ? null
    : failure(409, 'batchOrderState', { id: order.outboundNo, state: order.status });
}

function routeProblems(orders: readonly OutboundOrder[], route: BatchRoute): FieldMessages {
  const fields: FieldMessages = {};
  orders.forEach((order, index) => {
    const path = `orderIds.${index}`;
    if (order.businessMode !== BATCHABLE_MODE) {
      fields[path] = { key: 'batchOrderSelfLabelled', params: { id: order.outboundNo } };
    } else if (order.warehouseCode !== route.warehouseCode || order.carrierCode !== route.carrierCode) {
      fields[path] = {
        key: 'batchMixedRoute',
        params: { warehouse: route.warehouseCode, carrier: route.carrierCode },
      };
    } else if (route.customerId !== null && order.customerId !== route.customerId) {
      fields[path] = { key: 'batchOrderCustomer', params: { id: order.outboundNo } };
    }
  });
  return fields;
}

/**
 * The orders `ids` name, checked for joining a batch of `route` (for a new batch, null: the first
 * order sets the warehouse and carrier, the actor the customer). All or none: 404 for an order the
 * actor may not see; 409 for one past picking or cancelling, or in another active batch; 422 per
 * order (`orderIds.<i>`) for another route, another customer or a customer-labelled order.
 */
export async function joiningOrders(
  db: Db,
  actor: Actor,
  ids: readonly string[],
  batch: { id: string; route: BatchRoute } | null,
): Promise<Outcome<{ orders: OutboundOrder[]; route: BatchRoute }>> {
  const orders: OutboundOrder[] = [];
  for (const id of ids) {
    const found = await getVisible(db, actor, 'outbounds', id);
    if (!found.ok) return found;
    orders.push(found.value);
  }
  const first = orders[0];
  const route = batch?.route ?? {
    warehouseCode: first?.warehouseCode ?? '',
    carrierCode: first?.carrierCode ?? '',
    customerId: actor.customerId,
  };
  for (const order of orders) {
    const refused = stateProblem(order);
    if (refused) return refused;
    const taken = await activeBatchOf(db, order.id, batch?.id ?? null);
    if (taken) return failure(409, 'batchOrderTaken', { id: order.outboundNo, batchNo: taken.batchNo });
  }
  const fields = routeProblems(orders, route);
  return hasFields(fields) ? invalid(fields) : succeed({ orders, route });
}
