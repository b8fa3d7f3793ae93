/**
 * Business API types (business.md): the shapes the API answers, and the one definition of them: the
 * mock back-end stores exactly these records (`server/store/types/*` re-exports this file).
 */
import type { WarehouseStatus } from '@machines/business/warehouse-registration.machine';
import type { ActionLogEntry } from './documents';

/** Every stored record has a string id, unique within its collection. */
export interface Entity {
  id: string;
}

export interface Customer extends Entity {
  /** Short code used in system barcodes: `{code}-{sku}`. */
  code: string;
  name: string;
  contact: string;
  email: string;
  phone: string;
  countryCode: string;
  currency: string;
  status: 'ACTIVE' | 'SUSPENDED';
  createdAt: string;
  /**
   * The official warehouses it may use (its own self-service ones aside). Absent for customers made
   * before an operator chose them: every official warehouse.
   */
  warehouseCodes?: string[];
}

export type WarehouseKind = 'OFFICIAL' | 'SELF_SERVICE';

export interface Address {
  state: string;
  city: string;
  postcode: string;
  street1: string;
  street2: string;
}

export interface WarehouseCapabilities {
  inbound: boolean;
  outbound: boolean;
  returns: boolean;
  fbaRelabel: boolean;
}

/** `id` equals `code`. */
export interface Warehouse extends Entity {
  code: string;
  name: string;
  nameEn: string;
  kind: WarehouseKind;
  countryCode: string;
  address: Address;
  contact: string;
  phone: string;
  timezone: string;
  currency: string;
  capabilities: WarehouseCapabilities;
  status: WarehouseStatus;
  /** SELF_SERVICE only. */
  ownerCustomerId: string | null;
  createdAt: string;
  /** The operator's reason when a registration is rejected. */
  reviewRemark: string;
  actionLog: ActionLogEntry[];
}

export type CarrierType = 'LAST_MILE' | 'RETURN' | 'FIRST_LEG';

/** A logistics product; `id` equals `code`. */
export interface Carrier extends Entity {
  code: string;
  name: string;
  carrierName: string;
  warehouseCodes: string[];
  type: CarrierType;
  /** Contains `{trackingNo}`. */
  trackingUrlTemplate: string;
  maxWeightKg: number;
  supportsSignature: boolean;
  supportsInsurance: boolean;
  status: 'ACTIVE' | 'INACTIVE';
}
