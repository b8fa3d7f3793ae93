import { outboundLoad, warehouseOf } from '../../store/lookup';
import { roundMoney } from '../../store/money';
import type { FieldErrors } from '@/api/rules/fields';
import { readInbound } from '@/api/rules/inbound';
import { readOutbound } from '@/api/rules/outbound';
import type { Db } from '../../store/store';
import {
  TARIFF_CURRENCY,
  chargesWarehouseWork,
  fuelSurchargeFee,
  inboundHandlingFee,
  pickPackFee,
  shippingFee,
  unloadingFee,
  type PricedFee,
} from './tariff';
import type { InboundOrder, OutboundOrder } from '../../store/types/documents';
import { isFailure, ownerFor } from '../../services/access';
import {
  succeed,
  type Actor,
  type EstimateItem,
  type FeeEstimate,
  type Outcome,
} from '../../services/contract';
import { hasFields, invalid } from '../../services/outcome';
import { checkInbound, inboundTotals } from '../inbound/save';
import { checkOutbound } from '../outbound/save';
import { getVisible } from '../../services/visibility';

/** A priced fee with its amount, as posting it would charge; free warehouse work is left out. */
const item = (fee: PricedFee): EstimateItem => ({ ...fee, amount: roundMoney(fee.quantity * fee.unitPrice) });

const estimate = (fees: (PricedFee | null)[]): FeeEstimate => {
  const items = fees.flatMap((fee) => (fee ? [item(fee)] : [])).filter((i) => i.amount > 0);
  return {
    currency: TARIFF_CURRENCY,
    items,
    total: roundMoney(items.reduce((sum, i) => sum + i.amount, 0)),
  };
};

export type OutboundPricing = Pick<
  OutboundOrder,
  'customerId' | 'warehouseCode' | 'carrierCode' | 'lines' | 'actualWeightKg'
>;

/**
 * The fees shipping the order will post (business.md §10, prices of `tariff.ts`): PICK_PACK,
 * SHIPPING by weight (the packed weight once known) and carrier, FUEL_SURCHARGE. Submit checks the
 * purse against this total (ARREARS); ship posts exactly these items.
 */
export async function estimateOutbound(db: Db, order: OutboundPricing): Promise<FeeEstimate> {
  const warehouse = await warehouseOf(db, order.warehouseCode);
  const work = warehouse ? chargesWarehouseWork(warehouse) : true;
  const load = await outboundLoad(db, order);
  const shipping = shippingFee(order.carrierCode, order.actualWeightKg ?? load.weightKg, !work);
  return estimate([work ? pickPackFee(load.units) : null, shipping, fuelSurchargeFee(shipping.unitPrice)]);
}

/** UNLOADING per box at arrival and INBOUND_HANDLING per expected unit (the actual: per received unit). */
export async function estimateInbound(
  db: Db,
  order: Pick<InboundOrder, 'warehouseCode' | 'loadType' | 'totals'>,
): Promise<FeeEstimate> {
  const warehouse = await warehouseOf(db, order.warehouseCode);
  const work = warehouse ? chargesWarehouseWork(warehouse) : true;
  return estimate([
    work ? unloadingFee(order.loadType, order.totals.boxes) : null,
    work ? inboundHandlingFee(order.totals.units) : null,
  ]);
}

/** The fees a document will cost: of a stored document (`id`) or of unsaved form values. */
export async function estimateFees(
  db: Db,
  actor: Actor,
  kind: 'inbound' | 'outbound',
  idOrInput: string | Record<string, unknown>,
): Promise<Outcome<FeeEstimate>> {
  if (typeof idOrInput === 'string') {
    if (kind === 'inbound') {
      const found = await getVisible(db, actor, 'inbounds', idOrInput);
      return found.ok ? succeed(await estimateInbound(db, found.value)) : found;
    }
    const found = await getVisible(db, actor, 'outbounds', idOrInput);
    return found.ok ? succeed(await estimateOutbound(db, found.value)) : found;
  }
  const customerId = await ownerFor(db, actor, idOrInput);
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  if (kind === 'inbound') {
    const values = readInbound(idOrInput, errors);
    const fields = await checkInbound(db, customerId, values, errors, null);
    if (hasFields(fields)) return invalid(fields);
    const boxes = values.boxes.map((box, i) => ({
      ...box,
      boxNo: i + 1,
      boxBarcode: null,
      lines: box.lines.map((l) => ({ ...l, receivedQty: 0, goodQty: 0, damagedQty: 0 })),
    }));
    return succeed(
      await estimateInbound(db, { ...values, totals: await inboundTotals(db, customerId, boxes) }),
    );
  }
  const values = readOutbound(idOrInput, errors);
  // A reference number does not change the price: an estimate of a half-filled form ignores it.
  const fields = await checkOutbound(db, customerId, values, errors, null);
  delete fields.referenceNo;
  if (hasFields(fields)) return invalid(fields);
  return succeed(await estimateOutbound(db, { ...values, customerId, actualWeightKg: null }));
}
