import type { PageQuery, PageResult } from '../../types';
import type { TariffRule } from './ledger';

/** Business API shapes around the entities: list queries and answers, files, action payloads. */

export type SortOrder = 'asc' | 'desc';

/**
 * Every business list takes these (business.md §2): 1-based `pageIndex`, `pageSize` 10–200, a
 * `keyword` over numbers and references, `status` (comma-separated for several), a whitelisted
 * `sortField` with `sortOrder`. Date ranges are `<name>From` / `<name>To` (ISO dates).
 */
export interface ListQuery extends PageQuery {
  keyword?: string;
  status?: string;
  sortField?: string;
  sortOrder?: SortOrder;
  /** Operators only: one customer's records. */
  customerId?: string;
}

/** A page, every match counted, and the counts per base status for the status tabs. */
export interface ListResult<T> extends PageResult<T> {
  counts: Record<string, number>;
}

export type ExportFormat = 'csv' | 'xlsx';

/** What an upload answers; `url` is the API path that serves the file back. */
export interface UploadedFile {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  purpose: UploadPurpose;
  docId: string | null;
  url: string;
  uploadedAt: string;
}

export type UploadPurpose = 'certificate' | 'receipt' | 'waybill' | 'fbaLabel' | 'photo';

/** Payload of a chart event as the API takes it: the event minus its type, its role and server-made checks. */
export type PayloadOf<E extends { type: string }, T extends E['type']> = Omit<
  Extract<E, { type: T }>,
  'type' | 'by' | 'check'
>;

export interface Removed {
  removed: number;
}

export interface FeeEstimate {
  currency: string;
  items: {
    feeCode: string;
    business: string;
    quantity: number;
    unit: string;
    unitPrice: number;
    amount: number;
    /** The tariff rule that prices it, as the posted fee item will record it. */
    tariffRule: TariffRule;
  }[];
  total: number;
}
