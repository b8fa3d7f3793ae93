import type { BatchEvent, BatchKind } from '@machines/business/outbound-batch.machine';
import { get, post, type RequestConfig } from '../client';
import { download, getList } from './request';
import type { ListQuery, ListResult, PayloadOf, Removed } from './types/api';
import type { OutboundBatch, OutboundBatchDetail } from './types/documents';
import type { WaybillSize } from './outbound';

/** Label and handover batches of outbound orders (business.md §6). */

export interface OutboundBatchQuery extends ListQuery {
  kind?: BatchKind;
  warehouseCode?: string;
  carrierCode?: string;
  /** The batches holding this order. */
  orderId?: string;
  createdFrom?: string;
  createdTo?: string;
}

export interface OutboundBatchInput {
  kind: BatchKind;
  /** Orders of one warehouse and one carrier, awaiting pick, picking or packed. */
  orderIds: string[];
  remark?: string;
}

/** The chart's events the server runs; `edit`, `delete`, `printLabels` and `handoverSheet` are other calls. */
export type OutboundBatchAction = Exclude<
  BatchEvent['type'],
  'edit' | 'delete' | 'printLabels' | 'handoverSheet'
>;

const ACTION_PATHS: Record<OutboundBatchAction, string> = {
  addOrders: 'Outbound/AddBatchOrders',
  removeOrders: 'Outbound/RemoveBatchOrders',
  print: 'Outbound/PrintBatch',
  handOver: 'Outbound/HandOverBatch',
};

/** A page of batches with the counts per status (OPEN, PRINTED, HANDED_OVER). */
export const getOutboundBatches = (query: OutboundBatchQuery): Promise<ListResult<OutboundBatch>> =>
  getList<OutboundBatch>('Outbound/GetBatches', query);

export const getOutboundBatch = (id: string, config?: RequestConfig): Promise<OutboundBatchDetail> =>
  get<OutboundBatchDetail>('Outbound/GetBatch', { id }, config);

/** Creates an OPEN batch; a customer's of its own orders, the warehouse's of anyone's. */
export const createOutboundBatch = (
  input: OutboundBatchInput,
  config?: RequestConfig,
): Promise<OutboundBatch> => post<OutboundBatch>('Outbound/SaveBatch', input, config);

/** The remark, until the batch is handed over. */
export const updateOutboundBatchRemark = (
  id: string,
  remark: string,
  config?: RequestConfig,
): Promise<OutboundBatch> => post<OutboundBatch>('Outbound/SaveBatch', { id, remark }, config);

/** Open batches only (409 once printed). */
export const deleteOutboundBatches = (ids: string[]): Promise<Removed> =>
  post<Removed>('Outbound/DeleteBatches', { ids });

/**
 * One lifecycle action: `addOrders`/`removeOrders` (`{ orderIds }`), `print` (assigns the tracking
 * numbers), `handOver` (the warehouse: ships every order, or none with 409 naming the one refused).
 */
export function outboundBatchAction<A extends OutboundBatchAction>(
  id: string,
  action: A,
  ...payload: A extends 'addOrders' | 'removeOrders' ? [PayloadOf<BatchEvent, A>] : []
): Promise<OutboundBatch> {
  return post<OutboundBatch>(ACTION_PATHS[action], { ...payload[0], id });
}

/** The merged label PDF of a printed batch, a page per order. */
export const getOutboundBatchLabels = (id: string, size: WaybillSize = '4x6'): Promise<Blob> =>
  download('Outbound/BatchLabels', { id, size });

/** The A4 sheet the carrier's driver signs for a printed HANDOVER batch: a barcode per parcel. */
export const getOutboundHandoverSheet = (id: string): Promise<Blob> =>
  download('Outbound/HandoverSheet', { id });
