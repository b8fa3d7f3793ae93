import { post } from '../client';
import { download, getList } from './request';
import type { ExportFormat, ListQuery, ListResult } from './types/api';
import type { FlowEntry, FlowReason, InventoryBalance, StockBucket } from './types/ledger';

export interface AgeBands {
  d0to30: number;
  d31to90: number;
  d91to180: number;
  d180plus: number;
}

export type BalanceRow = InventoryBalance & { ageBands: AgeBands };

export interface BalanceQuery extends ListQuery {
  warehouseCode?: string;
  sku?: string;
  inStock?: boolean;
  lastMovementFrom?: string;
  lastMovementTo?: string;
}

/** At most 31 days between `atFrom` and `atTo` (business.md §7). */
export interface FlowQuery extends ListQuery {
  sku?: string;
  warehouseCode?: string;
  reason?: FlowReason;
  bucket?: StockBucket;
  docType?: string;
  docNo?: string;
  atFrom?: string;
  atTo?: string;
}

export interface StockChange {
  customerId: string;
  warehouseCode: string;
  sku: string;
  reason: string;
}

export const getInventoryList = (query: BalanceQuery): Promise<ListResult<BalanceRow>> =>
  getList<BalanceRow>('Inventory/GetList', query);

export const getInventoryFlow = (query: FlowQuery): Promise<ListResult<FlowEntry>> =>
  getList<FlowEntry>('Inventory/GetFlow', query);

export const exportInventory = (
  format: ExportFormat,
  query: Omit<BalanceQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Inventory/Export', { ...query, format });

export const exportInventoryFlow = (
  format: ExportFormat,
  query: Omit<FlowQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Inventory/ExportFlow', { ...query, format });

/** Operator: a signed correction of one bucket, reason required. */
export const adjustInventory = (
  change: StockChange & { bucket: StockBucket; qtyChange: number },
): Promise<InventoryBalance> => post<InventoryBalance>('Inventory/Adjust', change);

export const freezeInventory = (change: StockChange & { qty: number }): Promise<InventoryBalance> =>
  post<InventoryBalance>('Inventory/Freeze', change);

export const unfreezeInventory = (change: StockChange & { qty: number }): Promise<InventoryBalance> =>
  post<InventoryBalance>('Inventory/Unfreeze', change);
