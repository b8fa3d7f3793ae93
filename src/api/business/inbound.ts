import type { InboundEvent } from '@machines/business/inbound-order.machine';
import type { ExceptionEvent, OperatorExceptionType } from '@machines/business/inbound-exception.machine';
import { get, post, type RequestConfig } from '../client';
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
import type { InboundException, InboundOrder } from './types/documents';
import type { FeeItem } from './types/ledger';

export interface InboundQuery extends ListQuery {
  warehouseCode?: string;
  type?: InboundOrder['type'];
  shippingMode?: InboundOrder['shippingMode'];
  loadType?: InboundOrder['loadType'];
  /** orders with this SKU in any box */
  sku?: string;
  createdFrom?: string;
  createdTo?: string;
  etaFrom?: string;
  etaTo?: string;
}

/** What Save takes: the order's editable fields; with `id` it updates, without it creates. */
export type InboundInput = Partial<Omit<InboundOrder, 'status' | 'actionLog' | 'createdAt' | 'updatedAt'>>;

/** The lifecycle actions with an API call of their own (editing saves; labels are files). */
export type InboundAction = Exclude<InboundEvent['type'], 'edit' | 'delete' | 'printLabels'>;
export type InboundExceptionAction = ExceptionEvent['type'];

export interface InboundExceptionRow extends InboundException {
  inboundId: string;
  inboundNo: string;
  customerId: string;
  warehouseCode: string;
}

export interface InboundCosts {
  estimate: FeeEstimate;
  posted: FeeItem[];
  postedTotal: number;
}

export interface ReceivedSku {
  sku: string;
  expected: number;
  received: number;
  good: number;
  damaged: number;
  short: number;
  over: number;
}

export type BoxLabelSize = '100x100' | '100x150' | 'A4';

export const getInboundList = (query: InboundQuery): Promise<ListResult<InboundOrder>> =>
  getList<InboundOrder>('Inbound/GetList', query);

export const getInbound = (id: string, config?: RequestConfig): Promise<InboundOrder> =>
  get<InboundOrder>('Inbound/Get', { id }, config);

export const saveInbound = (input: InboundInput): Promise<InboundOrder> =>
  post<InboundOrder>('Inbound/Save', input);

export const deleteInbounds = (ids: string[]): Promise<Removed> => post<Removed>('Inbound/Delete', { ids });

/** One lifecycle action (`inboundAction(id, 'reject', { reason })`): 409 names the state that refused it. */
export function inboundAction<A extends InboundAction>(
  id: string,
  action: A,
  payload?: PayloadOf<InboundEvent, A>,
): Promise<InboundOrder> {
  return runAction<InboundOrder>('Inbound', action, id, payload);
}

export const getInboundExceptions = (
  query: ListQuery & { inboundId?: string; type?: string; warehouseCode?: string },
): Promise<ListResult<InboundExceptionRow>> => getList<InboundExceptionRow>('Inbound/GetExceptions', query);

/** An action on one exception (`id` the exception's); answers the order holding it. */
export function inboundExceptionAction<A extends InboundExceptionAction>(
  exceptionId: string,
  action: A,
  payload?: PayloadOf<ExceptionEvent, A>,
): Promise<InboundOrder> {
  return runAction<InboundOrder>('Inbound', action, exceptionId, payload);
}

/** An exception the warehouse raises by hand from arrival until putaway (business.md §5). */
export interface RaiseExceptionInput {
  type: OperatorExceptionType;
  boxNo: number;
  /** Required for WRONG_SKU (the box's line) and UNREGISTERED_SKU (the code found). */
  sku?: string;
  qty: number;
  /** Photos uploaded for the order (`uploadInboundPhoto`): their `url`s or ids. */
  photos?: string[];
  /** Required for OTHER. */
  note?: string;
}

/** Answers the order with the new exception (OPEN: it blocks putaway until resolved). */
export const raiseInboundException = (orderId: string, input: RaiseExceptionInput): Promise<InboundOrder> =>
  post<InboundOrder>('Inbound/RaiseException', { ...input, id: orderId });

export const getInboundCosts = (id: string): Promise<InboundCosts> =>
  get<InboundCosts>('Inbound/GetCosts', { id });

export const getInboundReceivedSkus = (id: string): Promise<ReceivedSku[]> =>
  get<ReceivedSku[]>('Inbound/GetReceivedSkus', { id });

/** `{ id }` of a stored order, or the form's values of an unsaved one. */
export const estimateInbound = (input: { id: string } | InboundInput): Promise<FeeEstimate> =>
  post<FeeEstimate>('Inbound/Estimate', input);

export const exportInbounds = (
  format: ExportFormat,
  query: Omit<InboundQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Inbound/Export', { ...query, format });

/** Box labels as a PDF (409 before approval). */
export const getInboundBoxLabels = (id: string, size: BoxLabelSize = '100x100'): Promise<Blob> =>
  download('Inbound/BoxLabels', { id, size });

export const getInboundSkuLabels = (
  id: string,
  options: {
    size?: '100x60' | '70x50' | '60x40' | 'A4';
    madeInChina?: boolean;
    barcodeSource?: 'system' | 'customer';
  } = {},
): Promise<Blob> => download('Inbound/SkuLabels', { id, ...options });

export const uploadInboundPhoto = (file: Blob, inboundId?: string): Promise<UploadedFile> =>
  uploadFile('Inbound', file, 'photo', inboundId);
