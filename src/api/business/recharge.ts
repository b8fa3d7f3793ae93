import type { RechargeEvent } from '@machines/business/recharge.machine';
import { get, post } from '../client';
import { download, getList, runAction, uploadFile } from './request';
import type { ExportFormat, ListQuery, ListResult, PayloadOf, Removed, UploadedFile } from './types/api';
import type { Recharge, ReleasePreview } from './types/documents';

export interface RechargeQuery extends ListQuery {
  method?: Recharge['method'];
  currency?: string;
  createdFrom?: string;
  createdTo?: string;
}

export type RechargeInput = Partial<
  Omit<Recharge, 'status' | 'actionLog' | 'createdAt' | 'updatedAt' | 'releasedOrders'>
>;
export type RechargeAction = Exclude<RechargeEvent['type'], 'edit' | 'delete'>;

export const getRechargeList = (query: RechargeQuery): Promise<ListResult<Recharge>> =>
  getList<Recharge>('Recharge/GetList', query);
export const getRecharge = (id: string): Promise<Recharge> => get<Recharge>('Recharge/Get', { id });
export const saveRecharge = (input: RechargeInput): Promise<Recharge> =>
  post<Recharge>('Recharge/Save', input);
export const deleteRecharges = (ids: string[]): Promise<Removed> => post<Removed>('Recharge/Delete', { ids });

export function rechargeAction<A extends RechargeAction>(
  id: string,
  action: A,
  payload?: PayloadOf<RechargeEvent, A>,
): Promise<Recharge> {
  return runAction<Recharge>('Recharge', action, id, payload);
}

/** A bank transfer's receipt (pdf/jpg/png ≤ 10 MB); put its `id` in the recharge's `receiptFile`. */
export const uploadRechargeReceipt = (file: Blob, rechargeId?: string): Promise<UploadedFile> =>
  uploadFile('Recharge', file, 'receipt', rechargeId);

/**
 * Which of the customer's orders held for ARREARS a recharge of `amount` would release, oldest first,
 * and the amount that would release them all (an operator names the customer).
 */
export const previewRelease = (
  currency: string,
  amount: number,
  customerId?: string,
): Promise<ReleasePreview> =>
  get<ReleasePreview>('Recharge/PreviewRelease', { currency, amount, ...(customerId ? { customerId } : {}) });

export const exportRecharges = (
  format: ExportFormat,
  query: Omit<RechargeQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Recharge/Export', { ...query, format });

/** A receipt uploaded with `uploadRechargeReceipt`, by its id (the recharge's `receiptFile`). */
export const getRechargeReceipt = (fileId: string): Promise<Blob> =>
  download('Recharge/File', { id: fileId });
