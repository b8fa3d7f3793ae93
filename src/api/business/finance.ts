import type { SettlementEvent } from '@machines/business/settlement.machine';
import { get, post } from '../client';
import { download, getList, runAction } from './request';
import type { ExportFormat, ListQuery, ListResult, PayloadOf } from './types/api';
import type { Settlement } from './types/documents';
import type { FeeBusiness, FeeItem, Purse, PurseTransaction } from './types/ledger';

/** Date ranges of the bill and the purse ledger: at most 365 days (business.md §9). */
export interface FeeQuery extends ListQuery {
  business?: FeeBusiness;
  feeCode?: string;
  docType?: string;
  docNo?: string;
  warehouseCode?: string;
  settlementNo?: string;
  billingStatus?: FeeItem['billingStatus'];
  atFrom?: string;
  atTo?: string;
}

export interface FeeList extends ListResult<FeeItem> {
  /** Per business, over every selected item (not only the page). */
  totals: Partial<Record<FeeBusiness, number>>;
}

export interface TransactionQuery extends ListQuery {
  currency?: string;
  type?: PurseTransaction['type'];
  source?: PurseTransaction['source'];
  docNo?: string;
  atFrom?: string;
  atTo?: string;
}

export interface SettlementQuery extends ListQuery {
  currency?: string;
  periodFrom?: string;
  periodTo?: string;
}

/** The bill's chart: fees per business per month of the selected items. */
export interface FeeTrendPoint {
  month: string;
  business: FeeBusiness;
  amount: number;
}

/** What closing a period would write: the statement's figures and the UNBILLED fee items it bills. */
export interface SettlementPreview extends Pick<
  Settlement,
  | 'customerId'
  | 'currency'
  | 'periodFrom'
  | 'periodTo'
  | 'openingBalance'
  | 'recharges'
  | 'feesByBusiness'
  | 'otherMovements'
  | 'closingBalance'
> {
  fees: FeeItem[];
}

export interface StorageJobResult {
  day: string;
  posted: FeeItem[];
  refused: { customerId: string; warehouseCode: string; amount: number }[];
}

export type SettlementAction = SettlementEvent['type'];

export const getPurses = (query: ListQuery & { currency?: string }): Promise<ListResult<Purse>> =>
  getList<Purse>('Finance/GetPurses', query);
export const getPurseTransactions = (query: TransactionQuery): Promise<ListResult<PurseTransaction>> =>
  getList<PurseTransaction>('Finance/GetTransactions', query);
export const exportPurseTransactions = (
  format: ExportFormat,
  query: Omit<TransactionQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Finance/ExportTransactions', { ...query, format });
export const getFees = (query: FeeQuery): Promise<FeeList> => get<FeeList>('Finance/GetFees', query);
export const getFeeTrend = (
  query: Omit<FeeQuery, 'pageIndex' | 'pageSize'>,
): Promise<{ points: FeeTrendPoint[] }> =>
  // the list beside it says what is wrong with the filters
  get<{ points: FeeTrendPoint[] }>('Finance/GetFeeTrend', query, { silent: true });
export const exportFees = (
  format: ExportFormat,
  query: Omit<FeeQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Finance/ExportFees', { ...query, format });

export const getSettlements = (query: SettlementQuery): Promise<ListResult<Settlement>> =>
  getList<Settlement>('Finance/GetSettlements', query);
export const getSettlement = (id: string): Promise<Settlement> =>
  get<Settlement>('Finance/GetSettlement', { id });
export const exportSettlements = (
  format: ExportFormat,
  query: Omit<SettlementQuery, 'pageIndex' | 'pageSize'>,
): Promise<Blob> => download('Finance/ExportSettlements', { ...query, format });
/** One statement with its fee items, as PDF, xlsx or csv. */
export const getSettlementStatement = (id: string, format: ExportFormat | 'pdf' = 'pdf'): Promise<Blob> =>
  download('Finance/SettlementStatement', { id, format });

/**
 * `confirm`, `dispute { note, feeNos }` (customer) and `adjust { items: [{ feeNo, amount, note }] }`
 * (operator): `Finance/<Action>Settlement`. */
export function settlementAction<A extends SettlementAction>(
  id: string,
  action: A,
  payload?: PayloadOf<SettlementEvent, A>,
): Promise<Settlement> {
  return runAction<Settlement>('Finance', `${action}Settlement`, id, payload);
}

// Operator calls

export const closeSettlement = (
  customerId: string,
  periodFrom: string,
  periodTo: string,
): Promise<Settlement> => post<Settlement>('Finance/CloseSettlement', { customerId, periodFrom, periodTo });
export const previewSettlement = (
  customerId: string,
  periodFrom: string,
  periodTo: string,
): Promise<SettlementPreview> =>
  // the page shows a refusal where the preview would be: no notice as well
  post<SettlementPreview>(
    'Finance/PreviewSettlement',
    { customerId, periodFrom, periodTo },
    { silent: true },
  );
/**
 * Each run is an intent of its own, even right after the last (the job posts a day once by itself,
 * and a second run must answer "nothing posted", not repeat the first answer).
 */
export const runStorageJob = (day?: string): Promise<StorageJobResult> =>
  post<StorageJobResult>('Finance/RunStorageJob', { day }, { idempotencyKey: crypto.randomUUID() });
export const setCreditLimit = (customerId: string, currency: string, creditLimit: number): Promise<Purse> =>
  post<Purse>('Finance/SetCreditLimit', { customerId, currency, creditLimit });
/** The customer's own low-balance alert of its `currency` purse; null clears it. */
export const setLowBalanceAlert = (currency: string, amount: number | null): Promise<Purse> =>
  post<Purse>('Finance/SetLowBalanceAlert', { currency, amount });
export const freezeFunds = (
  customerId: string,
  currency: string,
  amount: number,
  remark = '',
): Promise<Purse> => post<Purse>('Finance/FreezeFunds', { customerId, currency, amount, remark });
export const unfreezeFunds = (
  customerId: string,
  currency: string,
  amount: number,
  remark = '',
): Promise<Purse> => post<Purse>('Finance/UnfreezeFunds', { customerId, currency, amount, remark });
