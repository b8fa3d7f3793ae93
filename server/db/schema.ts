import type { Generated } from 'kysely';

/**
 * The database's tables as Kysely sees them: one interface per table, named as in SQL.
 * Migrations (./migrations) create them; a query of the service names no table that is not here.
 */
export interface Database {
  /**
   * What the business engine keeps while its areas move to SQL (docs/architecture.md, "The service"):
   * its stored parts under their keys (`persistence.ts`'s layout), each a structured-clone serialisation.
   */
  engine_state: EngineStateTable;
  /**
   * Values kept beside the business data for a while (`Persistence.keep`), by kind and key: the
   * answers to calls sent with an `Idempotency-Key` (kept with the write they answer, in its
   * transaction), the imports waiting for their commit. Dropped after a day.
   */
  kept_value: KeptValueTable;
  /** The business collections moved to tables (server/store/tables.ts): a record a row, as JSON in `doc`. */
  customer: CustomerTable;
  warehouse: WarehouseTable;
  carrier: CarrierTable;
  sku: SkuTable;
  declaration: DeclarationTable;
  certificate: CertificateTable;
  listing: ListingTable;
  carton: CartonTable;
  return_strategy: ReturnStrategyTable;
  balance: BalanceTable;
  purse: PurseTable;
  purse_transaction: PurseTransactionTable;
  fee: FeeTable;
  stock_flow: StockFlowTable;
  recharge: RechargeTable;
  settlement: SettlementTable;
  outbound_batch: OutboundBatchTable;
  inbound: InboundTable;
  rma: RmaTable;
  outbound: OutboundTable;
  outbound_tally: OutboundTallyTable;
  outbound_customer_tally: OutboundCustomerTallyTable;
  outbound_facet_tally: OutboundFacetTallyTable;
  /** The document counters: the last sequence given per `prefix + yyyymmdd` (store.ts `nextDocNo`). */
  doc_counter: DocCounterTable;
  /** The effects applied (store's `appliedEffects`): each key once. */
  applied_effect: AppliedEffectTable;
  /** The order files the outbound import committed (store's `importedFiles`), by `customerId:hash`. */
  imported_file: ImportedFileTable;
  /** The uploaded files (server/store/uploads.ts): each its bytes, sniffed type and size. */
  upload: UploadTable;
  /** The sign-in state (server/engine/auth-storage.ts): one row, its changes counted. */
  auth_state: AuthStateTable;
  /** The messages the service sends (server/engine/outbox-storage.ts), newest by `ordinal`. */
  outbox: OutboxTable;
  /** The tries counted against a sign-in or a sender, by key (server/engine/attempt-storage.ts). */
  auth_attempt: AuthAttemptTable;
  /** The audit trail (server/store/audit-recorder.ts): an entry per call that changed something. */
  audit_event: AuditEventTable;
  /** The service's own secrets by name (server/engine/service-key.ts): its RSA key pair. */
  service_secret: ServiceSecretTable;
}

export interface SkuTable extends RecordRow {
  customer_id: string;
  /** the customer's code of the SKU */
  sku: string;
  status: string;
  name_en: string | null;
  weight_kg: number | null;
  cargo_attribute: string | null;
  category: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface DeclarationTable extends RecordRow {
  customer_id: string;
  sku_id: string;
  sku: string;
  country_code: string;
  direction: string;
  status: string;
  declared_value_cents: number | null;
}

export interface CertificateTable extends RecordRow {
  customer_id: string;
  sku_id: string;
  sku: string;
  type: string;
  status: string;
  issued_at: string | null;
  expires_at: string | null;
}

export interface ListingTable extends RecordRow {
  customer_id: string;
  sku_id: string;
  sku: string;
  platform: string;
  store_name: string;
  platform_sku: string;
  status: string;
  site: string | null;
  selling_price_cents: number | null;
}

export interface CartonTable extends RecordRow {
  customer_id: string;
  carton_sku: string;
  component_sku: string;
  status: string;
  units_per_carton: number | null;
  created_at: string | null;
}

export interface ReturnStrategyTable extends RecordRow {
  customer_id: string;
  scope: string;
  sku: string | null;
  name: string | null;
  created_at: string | null;
  updated_at: string | null;
}

/** A stock balance: each bucket a column, none below zero (a check constraint). */
export interface BalanceTable extends RecordRow {
  customer_id: string;
  warehouse_code: string;
  sku: string;
  in_transit: number;
  pending_putaway: number;
  available: number;
  reserved: number;
  unsellable: number;
  frozen: number;
  shipped: number;
  on_hand: number;
  last_movement_at: string | null;
}

/** A purse: its money as whole cents beside the record. */
export interface PurseTable extends RecordRow {
  customer_id: string;
  currency: string;
  balance_cents: number;
  frozen_cents: number;
  credit_limit_cents: number;
  updated_at: string | null;
}

/** A purse transaction: append-only (a trigger refuses an update), its money as whole cents. */
export interface PurseTransactionTable extends RecordRow {
  customer_id: string;
  currency: string;
  type: string;
  source: string;
  doc_type: string | null;
  doc_no: string | null;
  at: string;
  amount_cents: number;
  balance_after_cents: number;
}

/** A fee item: what it charges fixed (a trigger refuses a change), its billing changed once. */
export interface FeeTable extends RecordRow {
  fee_no: string;
  customer_id: string;
  currency: string;
  business: string;
  fee_code: string;
  doc_type: string;
  doc_no: string;
  warehouse_code: string;
  billing_status: string;
  settlement_no: string | null;
  at: string;
  amount_cents: number;
}

/** A change of one bucket of one stock balance: append-only (a trigger refuses an update). */
export interface StockFlowTable extends RecordRow {
  customer_id: string;
  warehouse_code: string;
  sku: string;
  bucket: string;
  reason: string;
  doc_type: string;
  doc_no: string;
  at: string;
  qty_before: number;
  qty_change: number;
  qty_after: number;
}

export interface RechargeTable extends RecordRow {
  recharge_no: string;
  customer_id: string;
  reference_no: string;
  status: string;
  method: string;
  currency: string;
  declared_amount_cents: number;
  /** the bank reference without case or surrounding spaces (the store derives it) */
  bank_ref_key: string;
  /** the upload the recharge names as its receipt ('' or null: none) */
  receipt_file: string | null;
  created_at: string;
  updated_at: string;
}

export interface SettlementTable extends RecordRow {
  settlement_no: string;
  customer_id: string;
  reference_no: string;
  status: string;
  currency: string;
  period_from: string;
  period_to: string;
  created_at: string;
  updated_at: string;
}

export interface OutboundBatchTable extends RecordRow {
  batch_no: string;
  kind: string;
  /** null: the warehouse's own batch, open to every customer's orders */
  customer_id: string | null;
  warehouse_code: string;
  carrier_code: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface InboundTable extends RecordRow {
  inbound_no: string;
  customer_id: string;
  reference_no: string;
  status: string;
  warehouse_code: string;
  type: string;
  shipping_mode: string;
  load_type: string;
  /** a day */
  eta: string;
  units: number;
  /** the SKUs of its boxes' lines, each between bars: `|A|B|` */
  line_skus: string;
  /** 1 when it holds exceptions, else 0 (derived) */
  has_exceptions: number;
  created_at: string;
  updated_at: string;
}

export interface RmaTable extends RecordRow {
  rma_no: string;
  customer_id: string;
  reference_no: string;
  status: string;
  source: string;
  warehouse_code: string;
  original_outbound_no: string | null;
  strategy_id: string | null;
  /** the SKUs of its lines, each between bars: `|A|B|` */
  line_skus: string;
  /** when it was received (derived from its log), null before */
  received_at: string | null;
  /** each line's SKU and units, `[[sku, units], …]` (derived.ts) */
  returned_units: string | null;
  created_at: string;
  updated_at: string;
}

export interface OutboundTable extends RecordRow {
  outbound_no: string;
  customer_id: string;
  reference_no: string;
  status: string;
  type: string;
  platform: string | null;
  store_name: string;
  warehouse_code: string;
  carrier_code: string;
  business_mode: string;
  exception_reason: string | null;
  /** the buyer's country */
  country_code: string;
  tracking_no: string;
  /** the buyer's name (the keyword reads it); null only in rows written before migration 0024 filled it */
  consignee_name: string | null;
  /** the SKUs of its lines, each between bars: `|A|B|` */
  line_skus: string;
  /** when it shipped (derived from its log), null before */
  shipped_at: string | null;
  waybill_state: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The outbound orders counted per combination of the list's equality filters and base status, kept
 * by triggers (migration 0025); '' where the order has no value.
 */
export interface OutboundTallyTable {
  customer_id: string;
  warehouse_code: string;
  carrier_code: string;
  type: string;
  platform: string;
  store_name: string;
  business_mode: string;
  exception_reason: string;
  country_code: string;
  status: string;
  n: number;
}

/** The outbound orders counted per customer and base status, kept from `outbound_tally` (migration 0027). */
export interface OutboundCustomerTallyTable {
  customer_id: string;
  status: string;
  n: number;
}

/**
 * The outbound orders counted per one filter's value (`facet`: a column of `outbound_tally`), customer
 * and base status, kept from `outbound_tally` (migration 0028).
 */
export interface OutboundFacetTallyTable {
  facet: string;
  value: string;
  customer_id: string;
  status: string;
  n: number;
}

export interface AppliedEffectTable {
  key: string;
}

export interface ImportedFileTable {
  key: string;
  imported_at: string;
  orders: number;
}

export interface UploadTable {
  id: string;
  /** the order the files were uploaded in */
  seq: number;
  /** `certificate`, `receipt`, `waybill`, `fbaLabel` or `photo` (UploadPurpose) */
  purpose: string;
  name: string;
  /** sniffed from the bytes, whatever the name says */
  mime_type: string;
  size_bytes: number;
  bytes: Uint8Array;
  /** the uploader's customer; null for an operator's file */
  customer_id: string | null;
  /** the document the file belongs to, once known */
  doc_id: string | null;
  uploaded_at: string;
  uploaded_by: string;
  /** 1: a voided label, kept on record */
  voided: number;
}

export interface AuthAttemptTable {
  key: string;
  count: number;
  /** ms since the epoch (PostgreSQL's driver answers a bigint as a string) */
  since: number | string;
  held_until: number | string | null;
}

export interface ServiceSecretTable {
  name: string;
  value: string;
  created_at: string;
}

export interface AuditEventTable extends RecordRow {
  at: string;
  account_id: string | null;
  account_name: string | null;
  actor_customer_id: string | null;
  call: string;
  document: string | null;
  /** `|id|number|…|`: every record the call changed */
  subjects: string;
  /** `|C001|…|`: the customers whose records it changed, and the account's own */
  customer_ids: string;
}

export interface OutboxTable {
  ordinal: Generated<number>;
  id: string;
  created_at: string;
  /** `activation`, `reset` or `code` (OutboxKind) */
  kind: string;
  recipient: string;
  lang: string;
  subject: string;
  /** `{secret}` where the link or code goes */
  text: string;
  /** null once delivered or passed on */
  secret: string | null;
  /** `waiting`, `sent`, `failed` or `passedOn` (OutboxState) */
  state: string;
  settled_at: string | null;
  error: string | null;
}

export interface AuthStateTable {
  name: string;
  version: number;
  /** the state as JSON; null: nothing stored yet */
  value: string | null;
}

export interface DocCounterTable {
  key: string;
  value: number;
}

/** What every moved collection's table has: the record's id, its place in the collection, the record. */
export interface RecordRow {
  id: string;
  /** the order the records were made in (a collection's order) */
  seq: number;
  /** the record, as JSON */
  doc: string;
}

export interface CustomerTable extends RecordRow {
  code: string;
  status: string;
  name: string | null;
  country_code: string | null;
  currency: string | null;
  created_at: string | null;
}

export interface WarehouseTable extends RecordRow {
  code: string;
  kind: string;
  status: string;
  owner_customer_id: string | null;
  name_en: string | null;
  country_code: string | null;
  currency: string | null;
  created_at: string | null;
}

export interface CarrierTable extends RecordRow {
  code: string;
  type: string;
  status: string;
  name: string | null;
  carrier_name: string | null;
  max_weight_kg: number | null;
}

export interface EngineStateTable {
  key: string;
  value: Uint8Array;
}

export interface KeptValueTable {
  /** `answer` or `import` (`KeptKind`) */
  kind: string;
  key: string;
  /** when it was kept (ISO 8601, UTC) */
  at: string;
  /** the value, in MessagePack */
  value: Uint8Array;
}
