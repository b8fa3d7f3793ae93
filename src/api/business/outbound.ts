import type { OutboundEvent } from '@machines/business/outbound-order.machine';
import { get, post, postMultipart, type RequestConfig } from '../client';
import { download, getList, runAction, uploadFile } from './request';
import type {
  ExportFormat,
  FeeEstimate,
  ListQuery,
  ListResult,
  PayloadOf,
  Removed,
  UploadedFile,
} from './types/api';
import type { WaybillState } from '../rules/waybill';
import type { OutboundOrder } from './types/documents';

export interface OutboundQuery extends ListQuery {
  warehouseCode?: string;
  carrierCode?: string;
  type?: OutboundOrder['type'];
  platform?: string;
  storeName?: string;
  businessMode?: OutboundOrder['businessMode'];
  exceptionReason?: string;
  countryCode?: string;
  createdFrom?: string;
  createdTo?: string;
  updatedFrom?: string;
  updatedTo?: string;
  /** when the order shipped (its ship step) */
  shippedFrom?: string;
  shippedTo?: string;
}

export type OutboundInput = Partial<Omit<OutboundOrder, 'status' | 'actionLog' | 'createdAt' | 'updatedAt'>>;
export type OutboundAction = Exclude<OutboundEvent['type'], 'edit' | 'delete'>;

export interface BulkResult {
  succeeded: string[];
  failed: { id: string; status: number; message: string }[];
}

export type WaybillSize = '4x6' | '10x10' | '10x15';

export const getOutboundList = (query: OutboundQuery): Promise<ListResult<OutboundOrder>> =>
  getList<OutboundOrder>('Outbound/GetList', query);

export const getOutbound = (id: string): Promise<OutboundOrder> => get<OutboundOrder>('Outbound/Get', { id });

export const saveOutbound = (input: OutboundInput): Promise<OutboundOrder> =>
  post<OutboundOrder>('Outbound/Save', input);

export const deleteOutbounds = (ids: string[]): Promise<Removed> => post<Removed>('Outbound/Delete', { ids });

export function outboundAction<A extends OutboundAction>(
  id: string,
  action: A,
  payload?: PayloadOf<OutboundEvent, A>,
): Promise<OutboundOrder> {
  return runAction<OutboundOrder>('Outbound', action, id, payload);
}

/** The list's bulk actions; each order succeeds or fails on its own. */
export function outboundBulkAction<A extends OutboundAction>(
  ids: string[],
  action: A,
  payload?: PayloadOf<OutboundEvent, A>,
): Promise<BulkResult> {
  return post<BulkResult>('Outbound/BulkAction', { ...payload, ids, action });
}

export const estimateOutbound = (input: { id: string } | OutboundInput): Promise<FeeEstimate> =>
  post<FeeEstimate>('Outbound/Estimate', input);

export const exportOutbounds = (
  format: ExportFormat,
  query: Omit<OutboundQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Outbound/Export', { ...query, format });

/** The carrier labels of several shipped orders merged into one PDF, a page each. */
export const getOutboundLabels = (ids: string[], size: WaybillSize = '4x6'): Promise<Blob> =>
  download('Outbound/Labels', { ids: ids.join(','), size });

/** The operator's pick list of a warehouse: the given orders, or every order awaiting pick there. */
export const getOutboundPickList = (warehouseCode: string, ids: string[] = []): Promise<Blob> =>
  download('Outbound/PickList', ids.length > 0 ? { warehouseCode, ids: ids.join(',') } : { warehouseCode });

/** The carrier's label once shipped, or the customer's upload (WAREHOUSE_ONLY). */
export const getOutboundWaybill = (
  id: string,
  size: WaybillSize = '4x6',
  config: Pick<RequestConfig, 'silent'> = {},
): Promise<Blob> => get<Blob>('Outbound/Waybill', { id, size }, { ...config, responseType: 'blob' });

export const uploadOutboundWaybill = (orderId: string, file: Blob): Promise<UploadedFile> =>
  uploadFile('Outbound', file, 'waybill', orderId);

export const uploadFbaLabel = (orderId: string, file: Blob): Promise<UploadedFile> =>
  uploadFile('Outbound', file, 'fbaLabel', orderId);

/** The tracking number the carrier gives a packed order (its printed batch label's, if any): ship's default. */
export const getOutboundTrackingNo = (id: string): Promise<{ trackingNo: string }> =>
  get<{ trackingNo: string }>('Outbound/TrackingNo', { id }, { silent: true });

/** An order as the waybill page lists it: its label's state and, for an upload, the file. */
export interface OutboundWaybillRow {
  id: string;
  outboundNo: string;
  referenceNo: string;
  customerId: string;
  warehouseCode: string;
  carrierCode: string;
  businessMode: OutboundOrder['businessMode'];
  /** The order's status. */
  status: OutboundOrder['status'];
  trackingNo: string;
  waybill: WaybillState;
  fileName: string | null;
  uploadedAt: string | null;
  createdAt: string;
}

export interface OutboundWaybillQuery extends ListQuery {
  waybill?: string;
  businessMode?: OutboundOrder['businessMode'];
  warehouseCode?: string;
  carrierCode?: string;
}

/** The orders (not cancelled) with their label's state; counts per label state. */
export const getOutboundWaybills = (query: OutboundWaybillQuery): Promise<ListResult<OutboundWaybillRow>> =>
  getList<OutboundWaybillRow>('Outbound/GetWaybills', query);

export const voidOutboundWaybill = (id: string): Promise<{ voided: string }> =>
  post<{ voided: string }>('Outbound/VoidWaybill', { id });

// The spreadsheet import (business.md §6)

export interface ImportPreviewRow {
  rowNo: number;
  values: Record<string, string>;
  sku: string;
  valid: boolean;
  /** column → message, in the request's language */
  errors: Record<string, string>;
}

export interface ImportTotals {
  rows: number;
  validRows: number;
  invalidRows: number;
  orders: number;
  validOrders: number;
}

export interface ImportPreviewOrder {
  referenceNo: string;
  rowNos: number[];
  valid: boolean;
  input: OutboundInput;
}

export interface ImportPreview {
  importId: string;
  totals: ImportTotals;
  rows: ImportPreviewRow[];
  orders: ImportPreviewOrder[];
  /** The same file (same bytes) was committed before for this customer: when, and how many orders. */
  duplicateOf: { importedAt: string; orders: number } | null;
}

/** What a fix of one cell changed: the rows and orders re-checked, orders gone, the new totals. */
export interface ImportRecheck {
  rows: ImportPreviewRow[];
  orders: ImportPreviewOrder[];
  removed: string[];
  totals: ImportTotals;
}

export interface ImportCommitResult {
  created: { referenceNo: string; id: string; outboundNo: string; status: string }[];
  failed: { referenceNo: string; message: string }[];
}

export const getOutboundImportTemplate = (format: ExportFormat = 'xlsx'): Promise<Blob> =>
  download('Outbound/ImportTemplate', { format });

/** Validates an xlsx or csv file; an operator names the customer the orders are for. */
export const validateOutboundImport = (file: Blob, customerId?: string): Promise<ImportPreview> =>
  postMultipart<ImportPreview>('Outbound/ImportValidate', { file, customerId });

/** Puts `value` into one cell of a validated import; only that row's order is checked again. */
export const recheckOutboundImport = (
  importId: string,
  rowNo: number,
  column: string,
  value: string,
): Promise<ImportRecheck> =>
  post<ImportRecheck>('Outbound/ImportRecheck', { importId, rowNo, column, value });

export const commitOutboundImport = (
  importId: string,
  mode: 'draft' | 'submit',
): Promise<ImportCommitResult> => post<ImportCommitResult>('Outbound/ImportCommit', { importId, mode });

export const getOutboundImportRejected = (importId: string, format: ExportFormat = 'xlsx'): Promise<Blob> =>
  download('Outbound/ImportRejected', { importId, format });
