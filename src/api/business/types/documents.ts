/**
 * Business API types (business.md): the shapes the API answers, and the one definition of them: the
 * mock back-end stores exactly these records (`server/store/types/*` re-exports this file).
 */
import type { Role } from '@machines/business/lifecycle';
import type { ExceptionStatus, Resolution } from '@machines/business/inbound-exception.machine';
import type { InboundStatus } from '@machines/business/inbound-order.machine';
import type { BatchKind, BatchStatus } from '@machines/business/outbound-batch.machine';
import type { OutboundExceptionReason, OutboundState } from '@machines/business/outbound-order.machine';
import type { RechargeMethod, RechargeStatus } from '@machines/business/recharge.machine';
import type { RmaStatus } from '@machines/business/rma.machine';
import type { SettlementStatus } from '@machines/business/settlement.machine';
import type { FeeBusiness } from './ledger';
import type { Entity } from './master';
import type { Dimensions, Platform } from './sku';

export interface ActionLogEntry {
  at: string;
  by: string;
  role: Role;
  action: string;
  fromStatus: string;
  toStatus: string;
  note: string;
}

/** What every document shares. */
export interface Document<S extends string> extends Entity {
  customerId: string;
  referenceNo: string;
  status: S;
  createdAt: string;
  updatedAt: string;
  actionLog: ActionLogEntry[];
}

export interface InboundLine {
  sku: string;
  expectedQty: number;
  receivedQty: number;
  goodQty: number;
  damagedQty: number;
}

export interface InboundBox extends Dimensions {
  boxNo: number;
  /** `{inboundNo}-{boxNo}`, made at approval. */
  boxBarcode: string | null;
  customerBoxRef: string;
  lines: InboundLine[];
}

export interface InboundException extends Entity {
  type:
    | 'SHORT'
    | 'OVER'
    | 'DAMAGED'
    | 'WRONG_SKU'
    | 'UNREGISTERED_SKU'
    | 'UNREADABLE_LABEL'
    | 'DIMENSION_MISMATCH'
    | 'OTHER';
  boxNo: number;
  sku: string;
  qty: number;
  /** API paths of the uploaded photos (`Inbound/File?id=…`). */
  photos: string[];
  status: ExceptionStatus;
  resolution: Resolution | null;
  /** What the operator saw, for an exception raised by hand (the automatic ones have none). */
  note?: string;
}

export interface InboundOrder extends Document<InboundStatus> {
  inboundNo: string;
  warehouseCode: string;
  type: 'STANDARD' | 'TRANSIT' | 'FBA_RETURN';
  shippingMode: 'AIR' | 'SEA_LCL' | 'SEA_FCL' | 'EXPRESS' | 'RAIL' | 'TRUCK';
  loadType: 'PARCEL' | 'PALLET' | 'CONTAINER';
  containerType: '20GP' | '40GP' | '40HQ' | '45HQ' | null;
  trackingNos: string[];
  containerNo: string;
  eta: string;
  deliveryMethod: 'SELF_DELIVERY' | 'PICKUP';
  pickupAddress: string;
  remark: string;
  boxes: InboundBox[];
  exceptions: InboundException[];
  /** The operator's reason when rejected. */
  reviewRemark: string;
  cancelReason: string;
  /** Set by `arrive`: an approved order that has arrived can no longer be cancelled. */
  arrivedAt: string | null;
  totals: { boxes: number; units: number; weightKg: number; volumeM3: number };
}

export interface Consignee {
  name: string;
  company: string;
  phone: string;
  email: string;
  countryCode: string;
  state: string;
  city: string;
  address1: string;
  address2: string;
  postcode: string;
}

export interface OutboundLine {
  sku: string;
  qty: number;
  declaredValue: number;
  fnsku: string;
}

export interface FbaCarton extends Dimensions {
  cartonNo: string;
  contents: { sku: string; qty: number }[];
}

export interface OutboundOrder extends Document<OutboundState> {
  outboundNo: string;
  type: 'B2C' | 'FBA' | 'B2B';
  platform: Platform | null;
  storeName: string;
  warehouseCode: string;
  carrierCode: string;
  businessMode: 'WAREHOUSE_AND_DELIVERY' | 'WAREHOUSE_ONLY';
  /**
   * The customer's own label is uploaded (and not voided): a WAREHOUSE_ONLY order cannot ship
   * without it (the chart's `hasWaybill`). Set and cleared with the upload record.
   */
  waybillUploaded: boolean;
  consignee: Consignee;
  services: { signature: boolean; insuranceValue: number };
  remark: string;
  lines: OutboundLine[];
  trackingNo: string;
  actualWeightKg: number | null;
  exceptionReason: OutboundExceptionReason | null;
  cancelReason: string;
  /** The customer's reason for a pending or answered cancel request. */
  cancelRequestReason: string;
  fba: {
    fbaWarehouseCode: string;
    fbaShipmentId: string;
    amazonReferenceId: string;
    cartons: FbaCarton[];
  } | null;
}

/** A label or handover batch (business.md §6): outbound orders of one warehouse and one carrier. */
export interface OutboundBatch extends Entity {
  batchNo: string;
  kind: BatchKind;
  /** The customer who made it; null for the warehouse's own batch, which may mix customers. */
  customerId: string | null;
  warehouseCode: string;
  carrierCode: string;
  /** The outbound orders' ids, in the order they joined. */
  orderIds: string[];
  /** The carrier's tracking number per order id, assigned when the batch is printed. */
  trackingNos: Record<string, string>;
  status: BatchStatus;
  remark: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  printedAt: string | null;
  handedOverAt: string | null;
  actionLog: ActionLogEntry[];
}

/** `Outbound/GetBatch`: the batch with its orders as they are now. */
export interface OutboundBatchDetail extends OutboundBatch {
  orders: OutboundOrder[];
}

export interface RmaLine {
  sku: string;
  expectedQty: number;
  goodQty: number;
  defectiveQty: number;
  unidentifiedQty: number;
}

export interface Rma extends Document<RmaStatus> {
  rmaNo: string;
  source: 'CUSTOMER_FORECAST' | 'CARRIER_RETURN';
  originalOutboundNo: string | null;
  warehouseCode: string;
  trackingNo: string;
  reason: string;
  lines: RmaLine[];
  /** The RMA's own strategy; null: the SKU's, then the customer default (business.md §8). */
  strategyId: string | null;
  /** Taken at receipt; required when the applied strategy says `photoRequired`. */
  photos: string[];
  cancelReason: string;
}

export interface Recharge extends Document<RechargeStatus> {
  rechargeNo: string;
  method: RechargeMethod;
  currency: string;
  declaredAmount: number;
  /** Entered by the operator at approval. */
  arrivedAmount: number | null;
  serviceCharge: number | null;
  payerName: string;
  payerAccount: string;
  bankRefNo: string;
  receiptFile: string | null;
  remark: string;
  reviewRemark: string;
  /** The orders held for ARREARS that crediting this recharge released, oldest first. */
  releasedOrders: { id: string; outboundNo: string }[];
}

/** One order held for ARREARS as a recharge would meet it (`previewRelease`). */
export interface HeldOrder {
  id: string;
  outboundNo: string;
  referenceNo: string;
  createdAt: string;
  estimate: number;
  /** What the purse lacks to pay the estimate today (0 when it could). */
  shortfall: number;
  /** The recharge asked about would release it. */
  released: boolean;
}

export interface ReleasePreview {
  customerId: string;
  currency: string;
  amount: number;
  spendable: number;
  /** Every order held for ARREARS whose estimate is in `currency`, oldest first. */
  orders: HeldOrder[];
  /** The smallest recharge that covers every order's estimate; 0 when none waits for money. */
  releaseAllAmount: number;
}

export interface Settlement extends Document<SettlementStatus> {
  settlementNo: string;
  currency: string;
  periodFrom: string;
  periodTo: string;
  openingBalance: number;
  recharges: number;
  feesByBusiness: Record<FeeBusiness, number>;
  /** Purse movements of the period that are neither recharges nor fees (refunds, adjustments). */
  otherMovements: number;
  /** opening + recharges − fees + otherMovements: the purse balance at the end of the period. */
  closingBalance: number;
  /** Sum of the ADJUSTMENT fee items the operator posted against this statement (+ charge, − credit). */
  adjustmentTotal: number;
  disputeNote: string;
  adjustmentNote: string;
  /** The fee items of this statement the customer disputed (empty: the statement as a whole). */
  disputedFeeNos: string[];
  /** The operator's answer to a dispute: one ADJUSTMENT fee item per disputed item. */
  adjustments: SettlementAdjustment[];
}

export interface SettlementAdjustment {
  /** The disputed fee item answered. */
  feeNo: string;
  /** The ADJUSTMENT fee item posted for it. */
  adjustmentFeeNo: string;
  /** + charges the customer, − credits it. */
  amount: number;
  note: string;
}
