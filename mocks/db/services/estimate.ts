import { outboundLoad, warehouseOf } from '../lookup';
import { roundMoney } from '../money';
import type { FieldErrors } from '@/api/rules/fields';
import { readInbound } from '@/api/rules/inbound';
import { readOutbound } from '@/api/rules/outbound';
import type { Db } from '../store';
import {
  FUEL_SURCHARGE_RATE,
  INBOUND_HANDLING_PER_UNIT,
  PICK_PACK_PER_EXTRA_UNIT,
  PICK_PACK_PER_ORDER,
  TARIFF_CURRENCY,
  UNLOADING_PER_BOX,
  chargesWarehouseWork,
  shippingPrice,
} from '../tariff';
import type { InboundOrder, OutboundOrder } from '../types/documents';
import type { FeeBusiness, FeeCode } from '../types/ledger';
import { isFailure, ownerFor } from './access';
import { succeed, type Actor, type EstimateItem, type FeeEstimate, type Outcome } from './contract';
import { hasFields, invalid } from './outcome';
import { checkInbound, inboundTotals } from './save/inbound';
import { checkOutbound } from './save/outbound';
import { getVisible } from './visibility';

const item = (
  feeCode: FeeCode,
  business: FeeBusiness,
  quantity: number,
  unit: string,
  unitPrice: number,
): EstimateItem => ({
  feeCode,
  business,
  quantity,
  unit,
  unitPrice: roundMoney(unitPrice),
  amount: roundMoney(quantity * roundMoney(unitPrice)),
});

const estimate = (items: EstimateItem[]): FeeEstimate => ({
  currency: TARIFF_CURRENCY,
  items: items.filter((i) => i.amount > 0),
  total: roundMoney(items.reduce((sum, i) => sum + (i.amount > 0 ? i.amount : 0), 0)),
});

export type OutboundPricing = Pick<
  OutboundOrder,
  'customerId' | 'warehouseCode' | 'carrierCode' | 'lines' | 'actualWeightKg'
>;

/**
 * The fees shipping the order will post (business.md §10, prices of `tariff.ts`): PICK_PACK,
 * SHIPPING by weight (the packed weight once known) and carrier, FUEL_SURCHARGE. Submit checks the
 * purse against this total (ARREARS); ship posts exactly these items.
 */
export function estimateOutbound(db: Db, order: OutboundPricing): FeeEstimate {
  const warehouse = warehouseOf(db, order.warehouseCode);
  const work = warehouse ? chargesWarehouseWork(warehouse) : true;
  const load = outboundLoad(db, order);
  const shipping = shippingPrice(order.carrierCode, order.actualWeightKg ?? load.weightKg);
  const pickPack = PICK_PACK_PER_ORDER + PICK_PACK_PER_EXTRA_UNIT * Math.max(0, load.units - 1);
  return estimate([
    item('PICK_PACK', 'OUTBOUND', 1, 'ORDER', work ? pickPack : 0),
    item('SHIPPING', 'OUTBOUND', 1, 'PARCEL', shipping),
    item('FUEL_SURCHARGE', 'OUTBOUND', 1, 'PARCEL', shipping * FUEL_SURCHARGE_RATE),
  ]);
}

/** UNLOADING per box at arrival and INBOUND_HANDLING per expected unit (the actual: per received unit). */
export function estimateInbound(
  db: Db,
  order: Pick<InboundOrder, 'warehouseCode' | 'loadType' | 'totals'>,
): FeeEstimate {
  const warehouse = warehouseOf(db, order.warehouseCode);
  const work = warehouse ? chargesWarehouseWork(warehouse) : true;
  return estimate([
    item('UNLOADING', 'INBOUND', order.totals.boxes, 'BOX', work ? UNLOADING_PER_BOX[order.loadType] : 0),
    item('INBOUND_HANDLING', 'INBOUND', order.totals.units, 'PCS', work ? INBOUND_HANDLING_PER_UNIT : 0),
  ]);
}

/** The fees a document will cost: of a stored document (`id`) or of unsaved form values. */
export function estimateFees(
  db: Db,
  actor: Actor,
  kind: 'inbound' | 'outbound',
  idOrInput: string | Record<string, unknown>,
): Outcome<FeeEstimate> {
  if (typeof idOrInput === 'string') {
    if (kind === 'inbound') {
      const found = getVisible(db, actor, 'inbounds', idOrInput);
      return found.ok ? succeed(estimateInbound(db, found.value)) : found;
    }
    const found = getVisible(db, actor, 'outbounds', idOrInput);
    return found.ok ? succeed(estimateOutbound(db, found.value)) : found;
  }
  const customerId = ownerFor(db, actor, idOrInput);
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  if (kind === 'inbound') {
    const values = readInbound(idOrInput, errors);
    const fields = checkInbound(db, customerId, values, errors, null);
    if (hasFields(fields)) return invalid(fields);
    const boxes = values.boxes.map((box, i) => ({
      ...box,
      boxNo: i + 1,
      boxBarcode: null,
      lines: box.lines.map((l) => ({ ...l, receivedQty: 0, goodQty: 0, damagedQty: 0 })),
    }));
    return succeed(estimateInbound(db, { ...values, totals: inboundTotals(db, customerId, boxes) }));
  }
  const values = readOutbound(idOrInput, errors);
  // A reference number does not change the price: an estimate of a half-filled form ignores it.
  const fields = checkOutbound(db, customerId, values, errors, null);
  delete fields.referenceNo;
  if (hasFields(fields)) return invalid(fields);
  return succeed(estimateOutbound(db, { ...values, customerId, actualWeightKg: null }));
}
