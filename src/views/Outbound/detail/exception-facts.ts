import type { OutboundInput } from '@/api/business/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';

/** A line's code as stock counts it: a carton code is that many units of its component SKU. */
export interface StockUnit {
  sku: string;
  factor: number;
}

export interface CartonUnits {
  cartonSku: string;
  componentSku: string;
  unitsPerCarton: number;
}

/** How each line code of an order counts in stock, from the customer's carton bindings. */
export function stockUnitsOf(
  codes: readonly string[],
  cartons: readonly CartonUnits[],
): Map<string, StockUnit> {
  const byCode = new Map(cartons.map((carton) => [carton.cartonSku, carton]));
  return new Map(
    codes.map((code) => {
      const carton = byCode.get(code);
      return [
        code,
        carton ? { sku: carton.componentSku, factor: carton.unitsPerCarton } : { sku: code, factor: 1 },
      ];
    }),
  );
}

export interface LineShortage {
  /** the line's place in the order */
  index: number;
  sku: string;
  /** what the line asks, in its own units (pieces or cartons) */
  asked: number;
  /** how many of its units the warehouse's available stock covers, after the lines above it */
  available: number;
  /** asked − available */
  short: number;
}

/**
 * The lines the available stock at the order's warehouse does not cover, and by how much. Lines of
 * one SKU share its stock, first line first (as the warehouse reserves them); a carton line counts
 * its units and is covered only in whole cartons.
 */
export function shortLines(
  lines: readonly { sku: string; qty: number }[],
  availableBySku: ReadonlyMap<string, number>,
  units: ReadonlyMap<string, StockUnit> = new Map(),
): LineShortage[] {
  const left = new Map(availableBySku);
  const shortages: LineShortage[] = [];
  lines.forEach((line, index) => {
    const unit = units.get(line.sku) ?? { sku: line.sku, factor: 1 };
    const stock = Math.max(0, left.get(unit.sku) ?? 0);
    const covered = Math.min(line.qty, Math.floor(stock / unit.factor));
    left.set(unit.sku, stock - covered * unit.factor);
    if (covered < line.qty) {
      shortages.push({
        index,
        sku: line.sku,
        asked: line.qty,
        available: covered,
        short: line.qty - covered,
      });
    }
  });
  return shortages;
}

const cents = (amount: number) => Math.round(amount * 100);

/** What the customer's purse may spend: balance − frozen + credit limit (business.md §9). */
export const spendableOf = (purse: { balance: number; frozen: number; creditLimit: number }): number =>
  (cents(purse.balance) - cents(purse.frozen) + cents(purse.creditLimit)) / 100;

/** How much the purse lacks to pay the order's estimate (0 when it covers it), to the cent. */
export const shortfallOf = (estimateTotal: number, spendable: number): number =>
  Math.max(0, cents(estimateTotal) - cents(spendable)) / 100;

/** The recharge form with the currency and amount filled in (the finance screens' contract). */
export const rechargePath = (currency: string, amount: number): string =>
  `/finance/recharge/add?${new URLSearchParams({ currency, amount: amount.toFixed(2) }).toString()}`;

/** The carrier's tracking page for a number; null without a template or a number. */
export function trackingUrl(template: string | undefined, trackingNo: string): string | null {
  if (!template || !template.includes('{trackingNo}') || trackingNo.trim() === '') return null;
  return template.replaceAll('{trackingNo}', encodeURIComponent(trackingNo.trim()));
}

/** What Save takes to store the order as it is, with `change` applied (the server reads these fields). */
export function saveInputOf(order: OutboundOrder, change: Partial<OutboundInput> = {}): OutboundInput {
  return {
    id: order.id,
    referenceNo: order.referenceNo,
    type: order.type,
    platform: order.platform,
    storeName: order.storeName,
    warehouseCode: order.warehouseCode,
    carrierCode: order.carrierCode,
    businessMode: order.businessMode,
    consignee: order.consignee,
    services: order.services,
    remark: order.remark,
    lines: order.lines,
    trackingNo: order.trackingNo,
    fba: order.fba,
    ...change,
  };
}

/** The order with one line brought down to `qty` units. */
export const withLineQty = (order: OutboundOrder, index: number, qty: number): OutboundInput =>
  saveInputOf(order, {
    lines: order.lines.map((line, at) => (at === index ? { ...line, qty } : line)),
  });

/** The order without one line. */
export const withoutLine = (order: OutboundOrder, index: number): OutboundInput =>
  saveInputOf(order, { lines: order.lines.filter((_, at) => at !== index) });
