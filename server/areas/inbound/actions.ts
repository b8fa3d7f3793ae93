import { inboundContextOf, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { cancelInTransit, putaway, receiveInTransit, type Effect } from '../inventory/effects';
import { lineSkuOf, warehouseOf } from '../../store/lookup';
import { TRACKING_NO_PATTERN, CONTAINER_NO_PATTERN, etaRule } from '@/api/rules/inbound';
import { isoAt, type Db } from '../../store/store';
import { chargesWarehouseWork, inboundHandlingFee, unloadingFee } from '../finance/tariff';
import type { InboundOrder } from '../../store/types/documents';
import { roleAt } from '../../services/access';
import type { Actor, FieldMessages, Outcome } from '../../services/contract';
import { hasFields, invalid, refuse, run } from '../../services/outcome';
import { inboundReferenceProblems } from './save';
import { getVisible } from '../../services/visibility';
import { charge } from '../finance/fees';
import { ask, moveTo, textIn, type Request } from '../../services/step';
import { adjustedCounts, receiveLines, validateReceive } from './receive';

/** Steps the warehouse does: at a self-service warehouse its owner does them. */
export const INBOUND_WAREHOUSE_STEPS: ReadonlySet<string> = new Set([
  'arrive',
  'startReceiving',
  'receive',
  'putaway',
]);

const effectOf = (request: Request, order: InboundOrder, step: string): Effect => ({
  effectKey: `${order.inboundNo}:${step}`,
  customerId: order.customerId,
  warehouseCode: order.warehouseCode,
  docType: 'INBOUND',
  docNo: order.inboundNo,
  operator: request.actor.name,
});

const expectedLines = (order: InboundOrder) =>
  order.boxes.flatMap((box) => box.lines.map((line) => ({ sku: line.sku, qty: line.expectedQty })));

/** Submit checks what the order points at again, and that its ETA has not passed meanwhile. */
async function submitProblems(db: Db, order: InboundOrder): Promise<FieldMessages> {
  const fields = await inboundReferenceProblems(db, order.customerId, order, {});
  const etaProblem = etaRule(order.eta, isoAt().slice(0, 10));
  if (etaProblem && !fields.eta) fields.eta = { key: etaProblem };
  return fields;
}

function shipmentProblems(payload: Record<string, unknown>): FieldMessages {
  const fields: FieldMessages = {};
  const trackingNos = Array.isArray(payload.trackingNos) ? payload.trackingNos : [];
  if (
    trackingNos.some(
      (no) => typeof no !== 'string' || (no.trim() !== '' && !TRACKING_NO_PATTERN.test(no.trim())),
    )
  ) {
    fields.trackingNos = { key: 'trackingNosInvalid' };
  }
  const containerNo = textIn(payload, 'containerNo').toUpperCase();
  if (containerNo !== '' && !CONTAINER_NO_PATTERN.test(containerNo))
    fields.containerNo = { key: 'containerNoInvalid' };
  return fields;
}

async function apply(request: Request, order: InboundOrder, to: string): Promise<InboundOrder> {
  const { db, action, payload } = request;
  const work = chargesWarehouseWork((await warehouseOf(db, order.warehouseCode)) ?? { kind: 'OFFICIAL' });
  const source = {
    customerId: order.customerId,
    warehouseCode: order.warehouseCode,
    docType: 'INBOUND' as const,
    docNo: order.inboundNo,
  };
  switch (action) {
    case 'submit': {
      const fields = await submitProblems(db, order);
      if (hasFields(fields)) refuse(invalid(fields));
      return await moveTo(request, 'inbounds', order, to);
    }
    case 'approve': {
      await receiveInTransit(db, effectOf(request, order, 'approve'), expectedLines(order));
      const boxes = order.boxes.map((box) => ({
        boxNo: box.boxNo,
        boxBarcode: `${order.inboundNo}-${box.boxNo}`,
        customerBoxRef: box.customerBoxRef,
        weightKg: box.weightKg,
        lengthCm: box.lengthCm,
        widthCm: box.widthCm,
        heightCm: box.heightCm,
        lines: box.lines,
      }));
      return await moveTo(request, 'inbounds', order, to, { boxes, reviewRemark: '' });
    }
    case 'reject':
      return await moveTo(
        request,
        'inbounds',
        order,
        to,
        { reviewRemark: textIn(payload, 'reason') },
        textIn(payload, 'reason'),
      );
    case 'markShipped': {
      const fields = shipmentProblems(payload);
      if (hasFields(fields)) refuse(invalid(fields));
      const trackingNos = ((payload.trackingNos as unknown[] | undefined) ?? [])
        .map(String)
        .map((no) => no.trim())
        .filter(Boolean);
      const containerNo = textIn(payload, 'containerNo').toUpperCase() || order.containerNo;
      return await moveTo(request, 'inbounds', order, to, {
        trackingNos: trackingNos.length ? trackingNos : order.trackingNos,
        containerNo,
      });
    }
    case 'arrive':
      if (work) {
        await charge(db, source, unloadingFee(order.loadType, order.boxes.length));
      }
      return await moveTo(request, 'inbounds', order, to, { arrivedAt: isoAt() });
    case 'receive': {
      const fields = validateReceive(order, payload);
      if (hasFields(fields)) refuse(invalid(fields));
      const { boxes, exceptions } = receiveLines(order, payload);
      let units = 0;
      for (const box of boxes)
        for (const l of box.lines)
          units += l.receivedQty * ((await lineSkuOf(db, order.customerId, l.sku))?.factor ?? 1);
      if (work && units > 0) {
        await charge(db, source, inboundHandlingFee(units));
      }
      const note = exceptions.length
        ? `${exceptions.length} exception(s): ${exceptions.map((e) => `${e.type} ${e.sku} ×${e.qty}`).join(', ')}`
        : '';
      return await moveTo(
        request,
        'inbounds',
        order,
        to,
        { boxes, exceptions: [...order.exceptions, ...exceptions] },
        note,
      );
    }
    case 'putaway':
      await putaway(db, effectOf(request, order, 'putaway'), adjustedCounts(order));
      return await moveTo(request, 'inbounds', order, to);
    case 'cancel':
      if (order.status === 'APPROVED')
        await cancelInTransit(db, effectOf(request, order, 'cancel'), expectedLines(order));
      return await moveTo(
        request,
        'inbounds',
        order,
        to,
        { cancelReason: textIn(payload, 'reason') },
        textIn(payload, 'reason'),
      );
    default:
      return await moveTo(request, 'inbounds', order, to);
  }
}

export async function actOnInbound(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<InboundOrder>> {
  const found = await getVisible(db, actor, 'inbounds', id);
  if (!found.ok) return found;
  const order = found.value;
  const request: Request = {
    db,
    actor,
    action,
    payload,
    role: await roleAt(db, actor, order.warehouseCode, action, INBOUND_WAREHOUSE_STEPS),
  };
  const to = ask(request, inboundOrderMachine, order.status, inboundContextOf(order));
  if (typeof to !== 'string') return to;
  return await run(db, async () => await apply(request, order, to));
}
