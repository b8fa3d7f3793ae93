import {
  outboundContextOf,
  outboundOrderMachine,
  type SubmitCheck,
} from '@machines/business/outbound-order.machine';
import { release, reserve, ship, type Effect } from '../inventory/effects';
import { carrierOf, warehouseOf } from '../../store/lookup';
import { filter, findById, isoAt, update, type Db } from '../../store/store';
import { chargesWarehouseWork, interceptFee } from '../finance/tariff';
import type { OutboundOrder } from '../../store/types/documents';
import { roleAt } from '../../services/access';
import type { Actor, Outcome } from '../../services/contract';
import { estimateOutbound } from '../finance/estimate';
import { hasFields, invalid, invalidField, refuse, run } from '../../services/outcome';
import { outboundReferenceProblems } from './save';
import { getVisible } from '../../services/visibility';
import { charge, chargeAll } from '../finance/fees';
import { exceptionReasonOf, submitCheck } from './check';
import { logRow, withRow } from '../../services/log';
import { ask, moveTo, textIn, type Request } from '../../services/step';

export const OUTBOUND_WAREHOUSE_STEPS: ReadonlySet<string> = new Set([
  'pick',
  'pack',
  'ship',
  'deliver',
  'confirmCancel',
  'refuseCancel',
]);

/** States that hold a reservation: leaving them for CANCELLED gives it back. */
const RESERVED: ReadonlySet<string> = new Set(['AWAITING_PICK', 'ON_HOLD', 'PICKING', 'PACKED']);

const effectOf = (request: Request, order: OutboundOrder, step: string): Effect => ({
  effectKey: `${order.outboundNo}:${step}#${order.actionLog.length}`,
  customerId: order.customerId,
  warehouseCode: order.warehouseCode,
  docType: 'OUTBOUND',
  docNo: order.outboundNo,
  operator: request.actor.name,
});

const feeSource = (order: OutboundOrder) => ({
  customerId: order.customerId,
  warehouseCode: order.warehouseCode,
  docType: 'OUTBOUND' as const,
  docNo: order.outboundNo,
});

const baseOf = (status: string) => status.split('.')[0];

/**
 * submit and resubmit: what the order points at must still be usable (its fields were checked when
 * saved, and only saving changes them); then reserve, or rest in EXCEPTION with the reason.
 */
async function submit(
  request: Request,
  order: OutboundOrder,
  to: string,
  check: SubmitCheck,
): Promise<OutboundOrder> {
  const fields = await outboundReferenceProblems(request.db, order.customerId, order, {});
  if (hasFields(fields)) refuse(invalid(fields));
  if (to === 'AWAITING_PICK') {
    await reserve(request.db, effectOf(request, order, 'reserve'), order.lines);
    return await moveTo(request, 'outbounds', order, to, { exceptionReason: null });
  }
  const reason = exceptionReasonOf(check);
  return await moveTo(request, 'outbounds', order, to, { exceptionReason: reason }, reason ?? '');
}

async function apply(
  request: Request,
  order: OutboundOrder,
  to: string,
  check: SubmitCheck | null,
): Promise<OutboundOrder> {
  const { db, action, payload } = request;
  const work = chargesWarehouseWork((await warehouseOf(db, order.warehouseCode)) ?? { kind: 'OFFICIAL' });
  switch (action) {
    case 'submit':
    case 'resubmit':
      return await submit(request, order, to, check ?? (await submitCheck(db, order)));
    case 'pack': {
      // The carrier refuses a parcel over its limit: the weight field says so (422).
      const actualWeightKg = Number(payload.actualWeightKg);
      const carrier = await carrierOf(db, order.carrierCode);
      if (carrier && actualWeightKg > carrier.maxWeightKg) {
        refuse(
          invalidField('actualWeightKg', {
            key: 'actualWeightOverCarrier',
            params: { carrier: carrier.name, max: String(carrier.maxWeightKg) },
          }),
        );
      }
      return await moveTo(request, 'outbounds', order, to, { actualWeightKg });
    }
    case 'ship': {
      const trackingNo = textIn(payload, 'trackingNo');
      await ship(db, effectOf(request, order, 'ship'), order.lines);
      await chargeAll(db, feeSource(order), (await estimateOutbound(db, order)).items);
      return await moveTo(request, 'outbounds', order, to, { trackingNo }, trackingNo);
    }
    case 'cancel':
      if (RESERVED.has(baseOf(order.status)))
        await release(db, effectOf(request, order, 'release'), order.lines);
      return await moveTo(
        request,
        'outbounds',
        order,
        to,
        { cancelReason: textIn(payload, 'reason') },
        textIn(payload, 'reason'),
      );
    case 'requestCancel':
      return await moveTo(
        request,
        'outbounds',
        order,
        to,
        { cancelRequestReason: textIn(payload, 'reason') },
        textIn(payload, 'reason'),
      );
    case 'confirmCancel':
      await release(db, effectOf(request, order, 'release'), order.lines);
      if (work) {
        await charge(db, feeSource(order), interceptFee());
      }
      return await moveTo(request, 'outbounds', order, to, { cancelReason: order.cancelRequestReason });
    default:
      return await moveTo(request, 'outbounds', order, to, {}, textIn(payload, 'reason'));
  }
}

async function perform(request: Request, order: OutboundOrder): Promise<Outcome<OutboundOrder>> {
  const submitting = request.action === 'submit' || request.action === 'resubmit';
  const check = submitting ? await submitCheck(request.db, order) : null;
  const to = ask(
    request,
    outboundOrderMachine,
    order.status,
    outboundContextOf(order),
    check ? { check } : {},
  );
  if (typeof to !== 'string') return to;
  return await run(request.db, async () => await apply(request, order, to, check));
}

export async function actOnOutbound(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<OutboundOrder>> {
  const found = await getVisible(db, actor, 'outbounds', id);
  if (!found.ok) return found;
  const order = found.value;
  return await perform(
    {
      db,
      actor,
      action,
      payload,
      role: await roleAt(db, actor, order.warehouseCode, action, OUTBOUND_WAREHOUSE_STEPS),
    },
    order,
  );
}

/** An order of the customer's that a re-check moved out of ARREARS into the warehouse's queue. */
export interface ReleasedOrder {
  id: string;
  outboundNo: string;
}

/** The customer's orders held for ARREARS, oldest first: the order a re-check takes them in. */
export async function arrearsOrdersOf(db: Db, customerId: string): Promise<OutboundOrder[]> {
  const held = await filter(db, 'outbounds', { customerId, status: 'EXCEPTION', exceptionReason: 'ARREARS' });
  return held.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * After a recharge: every order of the customer held for ARREARS is submitted again, oldest first,
 * as the customer's system step (business.md §9). Orders that now pass reserve their stock; the
 * others stay in EXCEPTION with the reason that now applies. Answers the orders it released.
 */
export async function recheckArrears(db: Db, customerId: string, note: string): Promise<ReleasedOrder[]> {
  const system = { accountId: 'system', name: 'system', role: 'customer' as const, customerId };
  const released: ReleasedOrder[] = [];
  // An order that cannot be resubmitted (say, a SKU frozen meanwhile) just stays where it is.
  for (const order of await arrearsOrdersOf(db, customerId)) {
    const request = {
      db,
      actor: system,
      action: 'resubmit',
      payload: { reason: note },
      role: 'customer' as const,
    };
    const outcome = await perform(request, order);
    if (outcome.ok && outcome.value.status !== 'EXCEPTION')
      released.push({ id: order.id, outboundNo: order.outboundNo });
  }
  return released;
}

/**
 * Keeps the order's `waybillUploaded` in step with its label: called in the same transaction as the
 * upload record is added (true) or voided (false). Only a WAREHOUSE_ONLY order takes a label, and
 * the chart lets it ship only with one (`hasWaybill`, machines/business/blockers.ts). Done by a
 * person (`by`), it is a row of the order's action log (`uploadWaybill` / `voidWaybill`, the file's
 * name as its note); the seed's labels are written without one.
 */
export async function markWaybill(
  db: Db,
  orderId: string,
  uploaded: boolean,
  at = isoAt(),
  by?: { actor: Actor; fileName: string },
): Promise<OutboundOrder> {
  const order = await findById(db, 'outbounds', orderId);
  if (!order) throw new Error(`outbounds: no record ${orderId}`);
  if (order.businessMode !== 'WAREHOUSE_ONLY') throw new Error(`${orderId} takes no uploaded label`);
  const patch: Partial<OutboundOrder> = { waybillUploaded: uploaded, updatedAt: at };
  if (by) {
    const action = uploaded ? 'uploadWaybill' : 'voidWaybill';
    const row = { ...logRow(by.actor, by.actor.role, action, order.status, order.status, by.fileName), at };
    patch.actionLog = withRow(order.actionLog, row);
  }
  return await update(db, 'outbounds', order.id, patch);
}
