import { FEE_RANGE_MAX_DAYS } from '@/api/rules/settlement';
import type { Settlement } from '../../store/types/documents';
import {
  FEE_BUSINESSES,
  type FeeBusiness,
  type FeeItem,
  type Purse,
  type PurseTransaction,
} from '../../store/types/ledger';
import { fromCents } from '../../store/money';
import type { GroupedSum } from '../../store/table-lists';
import type { Column } from '../../api/files/table-export';
import { type ListSpec } from '../../store/list-query';

export const purseSpec: ListSpec<Purse> = {
  equals: { customerId: 'customerId', currency: 'currency' },
  sorts: { customerId: 'customerId', balance: 'balance', updatedAt: 'updatedAt' },
  defaultSort: { field: 'customerId', order: 'asc' },
};

export const transactionSpec: ListSpec<PurseTransaction> = {
  keyword: ['transactionNo', 'docNo'],
  equals: {
    customerId: 'customerId',
    currency: 'currency',
    type: 'type',
    source: 'source',
    docType: 'docType',
    docNo: 'docNo',
  },
  ranges: { at: { field: 'at', maxDays: 365 } },
  sorts: { at: 'at', amount: 'amount' },
  defaultSort: { field: 'at', order: 'desc' },
};

/** business.md §9 bills: by business, fee code, document, date range of at most 365 days. */
export const feeSpec: ListSpec<FeeItem> = {
  keyword: ['feeNo', 'docNo', 'settlementNo'],
  equals: {
    customerId: 'customerId',
    business: 'business',
    feeCode: 'feeCode',
    docType: 'docType',
    docNo: 'docNo',
    warehouseCode: 'warehouseCode',
    settlementNo: 'settlementNo',
    currency: 'currency',
    billingStatus: 'billingStatus',
  },
  ranges: { at: { field: 'at', maxDays: FEE_RANGE_MAX_DAYS } },
  sorts: { at: 'at', amount: 'amount', feeNo: 'feeNo' },
  defaultSort: { field: 'at', order: 'desc' },
  status: 'billingStatus',
};

/** The selection's sums per business (`sumsOfSelection` by business) as the bill's totals. */
export function totalsByBusiness(sums: readonly GroupedSum[]): Partial<Record<FeeBusiness, number>> {
  return Object.fromEntries(sums.map(({ keys: [business], cents }) => [business, fromCents(cents)]));
}

/** One month's fees of one business; months `YYYY-MM` in order, only those with fees. */
export interface FeeTrendPoint {
  month: string;
  business: FeeBusiness;
  amount: number;
}

/**
 * The selection's sums per month and business (`sumsOfSelection` by month, business) as the bill's
 * chart: in month order, each month's businesses in their order of business.md §9.
 */
export function feeTrend(sums: readonly GroupedSum[]): FeeTrendPoint[] {
  const rank = (business: string) => FEE_BUSINESSES.indexOf(business as FeeBusiness);
  return sums
    .map(({ keys: [month, business], cents }) => ({
      month,
      business: business as FeeBusiness,
      amount: fromCents(cents),
    }))
    .sort((a, b) => (a.month === b.month ? rank(a.business) - rank(b.business) : a.month < b.month ? -1 : 1));
}

export const feeColumns: Column<FeeItem>[] = [
  { header: 'feeNo', value: (f) => f.feeNo },
  { header: 'at', value: (f) => f.at },
  { header: 'customerId', value: (f) => f.customerId },
  { header: 'business', value: (f) => f.business },
  { header: 'feeCode', value: (f) => f.feeCode },
  { header: 'docType', value: (f) => f.docType },
  { header: 'docNo', value: (f) => f.docNo },
  { header: 'warehouseCode', value: (f) => f.warehouseCode },
  { header: 'quantity', value: (f) => f.quantity },
  { header: 'unit', value: (f) => f.unit },
  { header: 'unitPrice', value: (f) => f.unitPrice },
  { header: 'amount', value: (f) => f.amount },
  { header: 'currency', value: (f) => f.currency },
  { header: 'billingStatus', value: (f) => f.billingStatus },
  { header: 'settlementNo', value: (f) => f.settlementNo },
  // the tariff rule that priced it: its key and figures (an export has no reader's language at hand)
  { header: 'tariffRule', value: (f) => f.tariffRule.key },
  {
    header: 'tariffParams',
    value: (f) =>
      Object.entries(f.tariffRule.params)
        .map(([name, value]) => `${name}=${String(value)}`)
        .join('; '),
  },
];

export const settlementSpec: ListSpec<Settlement> = {
  keyword: ['settlementNo', 'referenceNo'],
  equals: { customerId: 'customerId', currency: 'currency' },
  ranges: { period: { field: 'periodFrom' } },
  sorts: {
    periodFrom: 'periodFrom',
    createdAt: 'createdAt',
    settlementNo: 'settlementNo',
  },
  defaultSort: { field: 'periodFrom', order: 'desc' },
  status: { base: 'status' },
};
