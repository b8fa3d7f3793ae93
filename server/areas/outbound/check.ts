import type { OutboundExceptionReason, SubmitCheck } from '@machines/business/outbound-order.machine';
import { spendable } from '../finance/effects';
import { balanceId } from '../../store/ids';
import { carrierOf, lineSkuOf, purseOf, warehouseOf } from '../../store/lookup';
import { toCents } from '../../store/money';
import { isPostcodeOf } from '@/api/rules/outbound';
import { findById, type Db } from '../../store/store';
import type { OutboundOrder } from '../../store/types/documents';
import { estimateOutbound } from '../finance/estimate';

/** The three checks of submit (business.md §6), in the order their failure names the exception. */

/** Every SKU's available stock at the warehouse covers the order (cartons count as their units). */
export async function hasStockFor(db: Db, order: OutboundOrder): Promise<boolean> {
  const needed = new Map<string, number>();
  for (const line of order.lines) {
    const resolved = await lineSkuOf(db, order.customerId, line.sku);
    if (!resolved) return false;
    needed.set(resolved.sku.sku, (needed.get(resolved.sku.sku) ?? 0) + line.qty * resolved.factor);
  }
  for (const [sku, qty] of needed) {
    const balance = await findById(db, 'balances', balanceId(order.customerId, order.warehouseCode, sku));
    if ((balance?.available ?? 0) < qty) return false;
  }
  return true;
}

/**
 * What the purse lacks to pay what shipping the order will cost (business.md §9: balance − frozen +
 * credit limit must cover the estimate): positive cents short, ≤ 0 when it can pay, null without a
 * purse in the estimate's currency.
 */
export async function shortfallOf(db: Db, order: OutboundOrder) {
  const estimate = await estimateOutbound(db, order);
  const purse = await purseOf(db, order.customerId, estimate.currency);
  const cents = purse === undefined ? null : toCents(estimate.total) - toCents(spendable(purse));
  return { estimate, cents };
}

/** The purse can pay what shipping the order will cost. */
export async function canPayFor(db: Db, order: OutboundOrder): Promise<boolean> {
  const { cents } = await shortfallOf(db, order);
  return cents !== null && cents <= 0;
}

/**
 * The carrier reaches the consignee: a domestic carrier delivers in the warehouse's country only
 * (one serving warehouses in several countries delivers abroad too), and the postcode has the form of
 * the consignee's country.
 */
export async function isDeliverable(db: Db, order: OutboundOrder): Promise<boolean> {
  const carrier = await carrierOf(db, order.carrierCode);
  const warehouse = await warehouseOf(db, order.warehouseCode);
  if (!carrier || !warehouse) return false;
  const served = await Promise.all(carrier.warehouseCodes.map((code) => warehouseOf(db, code)));
  const countries = new Set(served.map((w) => w?.countryCode));
  const reaches = countries.size > 1 || order.consignee.countryCode === warehouse.countryCode;
  return reaches && isPostcodeOf(order.consignee.countryCode, order.consignee.postcode);
}

export async function submitCheck(db: Db, order: OutboundOrder): Promise<SubmitCheck> {
  return {
    stock: await hasStockFor(db, order),
    funds: await canPayFor(db, order),
    address: await isDeliverable(db, order),
  };
}

/** The exception a failed check names: the first in OUT_OF_STOCK, ARREARS, ADDRESS order. */
export function exceptionReasonOf(check: SubmitCheck): OutboundExceptionReason | null {
  if (!check.stock) return 'OUT_OF_STOCK';
  if (!check.funds) return 'ARREARS';
  if (!check.address) return 'ADDRESS';
  return null;
}
