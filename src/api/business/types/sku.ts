/**
 * Business API types (business.md): the shapes the API answers, and the one definition of them: the
 * mock back-end stores exactly these records (`server/store/types/*` re-exports this file).
 */
import type { CertificateStatus } from '@machines/business/certificate-review.machine';
import type { DeclarationStatus } from '@machines/business/declaration-review.machine';
import type { CargoAttribute, SkuStatus } from '@machines/business/sku-review.machine';
import type { ActionLogEntry } from './documents';
import type { Entity } from './master';

export interface Dimensions {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** Set by the warehouse at the first receipt. */
export interface MeasuredDimensions extends Dimensions {
  warehouseCode: string;
  measuredAt: string;
}

export interface Sku extends Entity, Dimensions {
  customerId: string;
  sku: string;
  nameCn: string;
  nameEn: string;
  /** The customer's GTIN, optional. */
  barcode: string | null;
  /** `{customerCode}-{sku}`. */
  systemBarcode: string;
  measured: MeasuredDimensions | null;
  category: string;
  cargoAttribute: CargoAttribute;
  brand: string;
  model: string;
  material: string;
  purpose: string;
  productUrl: string;
  images: string[];
  unit: string;
  status: SkuStatus;
  reviewRemark: string;
  createdAt: string;
  updatedAt: string;
  /** Review steps: submit, approve, reject, freeze… (business.md §2). */
  actionLog: ActionLogEntry[];
}

/** What the operator's review of a declaration or certificate leaves on it (business.md §2, §4). */
export interface Reviewed {
  /** the reason of the last rejection; cleared by an approval or the customer's next change */
  reviewRemark: string;
  /** review steps: approve, reject, the customer's edit that sends it back to review */
  actionLog: ActionLogEntry[];
}

/** Unique per (skuId, countryCode, direction). */
export interface Declaration extends Entity, Reviewed {
  customerId: string;
  skuId: string;
  sku: string;
  countryCode: string;
  direction: 'IMPORT' | 'EXPORT';
  declaredNameEn: string;
  declaredNameCn: string;
  /** 6–10 digits. */
  hsCode: string;
  declaredValue: number;
  currency: string;
  originCountry: string;
  status: DeclarationStatus;
}

export const CERTIFICATE_TYPES = [
  'CE',
  'FCC',
  'UL',
  'RoHS',
  'MSDS',
  'UN38.3',
  'FDA',
  'PSE',
  'UKCA',
  'EN71',
  'CPSC',
  'BRAND_AUTHORISATION',
  'OTHER',
] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export interface CertificateFile {
  name: string;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  sizeBytes: number;
}

export interface Certificate extends Entity, Reviewed {
  customerId: string;
  skuId: string;
  sku: string;
  type: CertificateType;
  /** Empty: valid in every country. */
  countryCodes: string[];
  file: CertificateFile;
  certificateNo: string;
  issuer: string;
  issuedAt: string;
  /** Required for MSDS and UN38.3. */
  expiresAt: string | null;
  /** The review's state; EXPIRED is shown, not stored (`shownCertificateStatus`). */
  status: CertificateStatus;
}

export const PLATFORMS = [
  'AMAZON',
  'EBAY',
  'SHOPIFY',
  'WALMART',
  'TIKTOK',
  'TEMU',
  'ALIEXPRESS',
  'OTHER',
] as const;
export type Platform = (typeof PLATFORMS)[number];

/** `platformSku` is unique per (customerId, platform, storeName). */
export interface Listing extends Entity {
  customerId: string;
  skuId: string;
  sku: string;
  platform: Platform;
  storeName: string;
  site: string;
  platformSku: string;
  platformItemId: string;
  sellingPrice: number;
  currency: string;
  syncInventory: boolean;
  status: 'ACTIVE' | 'INACTIVE';
}

/** A carton SKU: `unitsPerCarton` (≥ 2) units of exactly one component SKU. */
export interface CartonBinding extends Entity, Dimensions {
  customerId: string;
  cartonSku: string;
  componentSku: string;
  unitsPerCarton: number;
  barcode: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: string;
}

export const GOOD_ACTIONS = ['RESTOCK', 'RELABEL_AND_RESTOCK', 'HOLD', 'RETURN_TO_SELLER'] as const;
export const DEFECTIVE_ACTIONS = ['RESTOCK_AS_DEFECTIVE', 'DESTROY', 'HOLD', 'RETURN_TO_SELLER'] as const;

/** What to do with returned units (business.md §8). `sku` is set exactly when `scope` is SKU. */
export interface ReturnStrategy extends Entity {
  customerId: string;
  name: string;
  scope: 'CUSTOMER_DEFAULT' | 'SKU';
  sku: string | null;
  onGood: (typeof GOOD_ACTIONS)[number];
  onDefective: (typeof DEFECTIVE_ACTIONS)[number];
  photoRequired: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The strategy that applies to one line of an RMA: which one, why, and what it does (business.md §8). */
export interface AppliedStrategy {
  sku: string;
  /** RMA: the RMA's own choice; SKU: the SKU's strategy; CUSTOMER_DEFAULT; NONE: the fallback rule. */
  source: 'RMA' | 'SKU' | 'CUSTOMER_DEFAULT' | 'NONE';
  strategy: Pick<ReturnStrategy, 'id' | 'name'> | null;
  onGood: ReturnStrategy['onGood'];
  onDefective: ReturnStrategy['onDefective'];
  photoRequired: boolean;
}

export interface AppliedStrategies {
  lines: AppliedStrategy[];
}
