import type { RmaEvent } from '@machines/business/rma.machine';
import { get, post, type RequestConfig } from '../client';
import { download, getList, runAction, uploadFile } from './request';
import type { ExportFormat, ListQuery, ListResult, PayloadOf, Removed, UploadedFile } from './types/api';
import type { Rma } from './types/documents';
import type { AppliedStrategies, ReturnStrategy } from './types/sku';

export interface RmaQuery extends ListQuery {
  source?: Rma['source'];
  warehouseCode?: string;
  sku?: string;
  /** The returns of one outbound order. */
  originalOutboundNo?: string;
  createdFrom?: string;
  createdTo?: string;
  receivedFrom?: string;
  receivedTo?: string;
}

export type RmaInput = Partial<Omit<Rma, 'status' | 'actionLog' | 'createdAt' | 'updatedAt'>>;
export type RmaAction = Exclude<RmaEvent['type'], 'edit' | 'delete'>;

export interface SkuReturns extends ListResult<Rma> {
  totals: { rmas: number; expected: number; good: number; defective: number; unidentified: number };
  /** Units that came back (counted at receipt, else announced; cancelled returns left out). */
  units: number;
  /** Units of the SKU shipped to buyers: the return rate is `units / shipped`. */
  shipped: number;
  /** The reasons given, most frequent first. */
  reasons: { reason: string; rmas: number; units: number }[];
  /** Returns per month (`YYYY-MM`) over the last 12 months of the server's clock, oldest first. */
  months: { month: string; rmas: number; units: number }[];
  /** The strategy that applies: the SKU's own (`scope` SKU), else the customer default. */
  strategy: ReturnStrategy | null;
}

/** A SKU that came back, with how often. */
export interface ReturnedSku {
  id: string;
  customerId: string;
  sku: string;
  nameEn: string;
  nameCn: string;
  rmas: number;
  units: number;
}

export const getRmaList = (query: RmaQuery): Promise<ListResult<Rma>> => getList<Rma>('Rma/GetList', query);
export const getRma = (id: string): Promise<Rma> => get<Rma>('Rma/Get', { id });
export const saveRma = (input: RmaInput): Promise<Rma> => post<Rma>('Rma/Save', input);
/** The list's RMAs under its filters as a csv/xlsx file. */
export const exportRmas = (
  format: ExportFormat,
  query: Omit<RmaQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Rma/Export', { ...query, format });
export const deleteRmas = (ids: string[]): Promise<Removed> => post<Removed>('Rma/Delete', { ids });

export function rmaAction<A extends RmaAction>(
  id: string,
  action: A,
  payload?: PayloadOf<RmaEvent, A>,
): Promise<Rma> {
  return runAction<Rma>('Rma', action, id, payload);
}

export const getReturnStrategies = (
  query: ListQuery & { scope?: string; sku?: string },
): Promise<ListResult<ReturnStrategy>> => getList<ReturnStrategy>('Rma/GetStrategies', query);
export const getReturnStrategy = (id: string): Promise<ReturnStrategy> =>
  get<ReturnStrategy>('Rma/GetStrategy', { id });
export const saveReturnStrategy = (input: Partial<ReturnStrategy>): Promise<ReturnStrategy> =>
  post<ReturnStrategy>('Rma/SaveStrategy', input);
export const deleteReturnStrategies = (ids: string[]): Promise<Removed> =>
  post<Removed>('Rma/DeleteStrategies', { ids });

/** The SKU page of returns: its RMAs, totals per grade and the strategy that applies. */
export const getSkuReturns = (
  query: ListQuery & { sku: string; customerId?: string },
  config?: RequestConfig,
): Promise<SkuReturns> => get<SkuReturns>('Rma/GetSkuReturns', query, config);

/** The SKUs that came back, most returned units first. */
export const getReturnedSkus = (
  query: ListQuery & { customerId?: string },
): Promise<ListResult<ReturnedSku>> => getList<ReturnedSku>('Rma/GetReturnedSkus', query);

/** Which strategy a SKU uses: one of the customer's (`strategyId`), or null for the customer default. */
export const setSkuStrategy = (sku: string, strategyId: string | null): Promise<ReturnStrategy | null> =>
  post<ReturnStrategy | null>('Rma/SetSkuStrategy', { sku, strategyId: strategyId ?? '' });

export const uploadRmaPhoto = (file: Blob, rmaId?: string): Promise<UploadedFile> =>
  uploadFile('Rma', file, 'photo', rmaId);

/** Per line of an RMA: the strategy that applies, why (its own, the SKU's, the default) and what it does. */
export const getRmaStrategies = (id: string): Promise<AppliedStrategies> =>
  get<AppliedStrategies>('Rma/GetStrategiesApplied', { id });
