/**
 * Business API types (business.md): the shapes the API answers, and the one definition of them: the
 * mock back-end stores exactly these records (`server/store/types/*` re-exports this file).
 */
import type { Entity } from './master';

export const STOCK_BUCKETS = [
  'inTransit',
  'pendingPutaway',
  'available',
  'reserved',
  'unsellable',
  'frozen',
  'shipped',
] as const;
export type StockBucket = (typeof STOCK_BUCKETS)[number];

/** One row per (customerId, warehouseCode, sku); `id` is `balanceId(...)`. */
export interface InventoryBalance extends Entity, Record<StockBucket, number> {
  customerId: string;
  warehouseCode: string;
  sku: string;
  /** available + reserved + frozen + unsellable. */
  onHand: number;
  lastMovementAt: string;
}

/**
 * INBOUND_IN_TRANSIT and INBOUND_CANCEL are ours: business.md lists no reason for the inTransit
 * moves of an approved or cancelled inbound, yet the ledger must sum to every bucket.
 */
export const FLOW_REASONS = [
  'INBOUND_IN_TRANSIT',
  'INBOUND_CANCEL',
  'INBOUND_PUTAWAY',
  'OUTBOUND_RESERVE',
  'OUTBOUND_RELEASE',
  'OUTBOUND_SHIP',
  'RETURN_PUTAWAY',
  'ADJUSTMENT',
  'FREEZE',
  'UNFREEZE',
] as const;
export type FlowReason = (typeof FLOW_REASONS)[number];

export type DocType = 'INBOUND' | 'OUTBOUND' | 'RMA' | 'RECHARGE' | 'SETTLEMENT' | 'ADJUSTMENT' | 'STORAGE';

/** Append-only. */
export interface FlowEntry extends Entity {
  at: string;
  customerId: string;
  warehouseCode: string;
  sku: string;
  bucket: StockBucket;
  reason: FlowReason;
  docType: DocType;
  docNo: string;
  qtyBefore: number;
  qtyChange: number;
  qtyAfter: number;
  operator: string;
  remark: string;
}

/** One per (customerId, currency); `id` is `purseId(...)`. Money in decimal units, 2 dp. */
export interface Purse extends Entity {
  customerId: string;
  currency: string;
  balance: number;
  frozen: number;
  creditLimit: number;
  /** The merchant's low-balance warning: shown while available is below it; null when none is set. */
  lowBalanceAlert: number | null;
  updatedAt: string;
}

export type PurseTransactionType = 'CREDIT' | 'DEBIT' | 'FREEZE' | 'UNFREEZE' | 'ADJUST';
export type PurseTransactionSource = 'RECHARGE' | 'FEE' | 'REFUND' | 'ADJUSTMENT';

/**
 * Append-only. `amount` is a magnitude; the type gives the sign on the balance (CREDIT +, DEBIT −,
 * ADJUST as signed, FREEZE/UNFREEZE move `frozen` only).
 */
export interface PurseTransaction extends Entity {
  transactionNo: string;
  customerId: string;
  currency: string;
  type: PurseTransactionType;
  amount: number;
  balanceAfter: number;
  source: PurseTransactionSource;
  docType: DocType;
  docNo: string;
  remark: string;
  at: string;
}

/** business.md §9: the businesses a fee belongs to and the fee codes the tariff posts. */
export const FEE_BUSINESSES = ['INBOUND', 'OUTBOUND', 'STORAGE', 'RETURN', 'VAS', 'OTHER'] as const;
export type FeeBusiness = (typeof FEE_BUSINESSES)[number];
export const FEE_CODES = [
  'UNLOADING',
  'INBOUND_HANDLING',
  'PICK_PACK',
  'SHIPPING',
  'FUEL_SURCHARGE',
  'INTERCEPT',
  'STORAGE_DAILY',
  'RETURN_HANDLING',
  'DESTRUCTION',
  'ADJUSTMENT',
] as const;
export type FeeCode = (typeof FEE_CODES)[number];

/**
 * The tariff rule that priced a fee item (issue #16: "how it was computed"), recorded when it is
 * posted: a closed set of keys, each with the figures it used. `tariffRuleAmount` (src/api/rules/
 * tariff.ts) computes the amount from it alone; the bill and the statement say it in words.
 */
export type TariffRule =
  | {
      key: 'UNLOADING_PER_BOX';
      params: { loadType: 'PARCEL' | 'PALLET' | 'CONTAINER'; perBox: number; boxes: number };
    }
  | { key: 'INBOUND_HANDLING_PER_UNIT'; params: { perUnit: number; units: number } }
  | {
      key: 'PICK_PACK_PER_ORDER_PLUS_EXTRA_UNIT';
      params: { perOrder: number; perExtraUnit: number; units: number };
    }
  | {
      key: 'SHIPPING_BASE_PLUS_PER_KG';
      /** `selfService`: shipped from the customer's own warehouse, where no warehouse work is charged. */
      params: { carrierCode: string; base: number; perKg: number; weightKg: number; selfService: boolean };
    }
  | { key: 'FUEL_SURCHARGE_OF_SHIPPING'; params: { rate: number; shipping: number } }
  | { key: 'INTERCEPT_PER_ORDER'; params: { perOrder: number } }
  | { key: 'STORAGE_PER_M3_DAY'; params: { perM3Day: number; volumeM3: number } }
  | { key: 'RETURN_HANDLING_PER_UNIT'; params: { perUnit: number; units: number } }
  | { key: 'DESTRUCTION_PER_UNIT'; params: { perUnit: number; units: number } }
  /** An operator's adjustment of a statement: no tariff, the operator's note and amount. */
  | { key: 'ADJUSTMENT'; params: { note: string; amount: number } };
export type TariffRuleKey = TariffRule['key'];

export interface FeeItem extends Entity {
  feeNo: string;
  customerId: string;
  business: FeeBusiness;
  feeCode: FeeCode;
  docType: DocType;
  docNo: string;
  warehouseCode: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
  currency: string;
  billingStatus: 'UNBILLED' | 'BILLED';
  settlementNo: string | null;
  /** The DEBIT that paid it. */
  transactionNo: string;
  /** How it was priced: the tariff rule with its figures. */
  tariffRule: TariffRule;
  at: string;
}
