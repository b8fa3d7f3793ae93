import type { Role } from '@machines/business/lifecycle';
import { amountToAlert, availableOf, isBelowAlert } from '@/api/rules/purse';
import { getPurses } from '@/api/business/finance';
import { getInboundExceptions, getInboundList } from '@/api/business/inbound';
import { getInventoryList, type BalanceRow } from '@/api/business/inventory';
import { getOutboundList } from '@/api/business/outbound';
import { getRmaList } from '@/api/business/rma';
import { getSkuList } from '@/api/business/sku';
import type { Purse } from '@/api/business/types/ledger';

/** One figure of "needs attention" and the filtered list it opens. */
export interface Figure {
  key:
    | 'inboundDrafts'
    | 'outboundDrafts'
    | 'skuPending'
    | 'inboundPending'
    | 'inboundExceptions'
    | 'outboundExceptions'
    | 'arrears'
    | 'rmaAwaitingArrival'
    | 'rmaToProcess';
  count: number;
  /** where the figure leads: the list filtered to exactly what was counted */
  to: string;
}

export interface AttentionGroup {
  key: 'drafts' | 'pendingReview' | 'inboundExceptions' | 'outboundExceptions' | 'arrears' | 'returns';
  figures: Figure[];
}

const ONE = { pageIndex: 1, pageSize: 10 } as const;
const count = (counts: Record<string, number>, ...statuses: string[]) =>
  statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);

/**
 * business.md §11 "documents needing attention", from the lists' status counts (one call per list).
 * An operator's pending reviews lead to the review queues, a customer's to the lists.
 */
export async function loadAttention(role: Role): Promise<AttentionGroup[]> {
  const [inbound, outbound, skus, exceptions, arrears, returns] = await Promise.all([
    getInboundList(ONE),
    getOutboundList(ONE),
    getSkuList(ONE),
    getInboundExceptions({ ...ONE, status: 'OPEN,AWAITING_CUSTOMER' }),
    getOutboundList({ ...ONE, status: 'EXCEPTION', exceptionReason: 'ARREARS' }),
    getRmaList(ONE),
  ]);
  const operator = role === 'operator';
  const open = count(exceptions.counts, 'OPEN', 'AWAITING_CUSTOMER');
  return [
    {
      key: 'drafts',
      figures: [
        { key: 'inboundDrafts', count: count(inbound.counts, 'DRAFT'), to: '/inbound/list?status=DRAFT' },
        { key: 'outboundDrafts', count: count(outbound.counts, 'DRAFT'), to: '/outbound/list?status=DRAFT' },
      ],
    },
    {
      key: 'pendingReview',
      figures: [
        {
          key: 'skuPending',
          count: count(skus.counts, 'PENDING_REVIEW'),
          to: operator ? '/sku/review' : '/sku/list?status=PENDING_REVIEW',
        },
        {
          key: 'inboundPending',
          count: count(inbound.counts, 'PENDING_REVIEW'),
          to: operator ? '/inbound/verify' : '/inbound/list?status=PENDING_REVIEW',
        },
      ],
    },
    {
      key: 'inboundExceptions',
      figures: [
        { key: 'inboundExceptions', count: open, to: '/inbound/exceptions?status=OPEN%2CAWAITING_CUSTOMER' },
      ],
    },
    {
      key: 'outboundExceptions',
      figures: [
        {
          key: 'outboundExceptions',
          count: count(outbound.counts, 'EXCEPTION'),
          to: '/outbound/list?status=EXCEPTION',
        },
      ],
    },
    {
      key: 'arrears',
      figures: [
        {
          key: 'arrears',
          count: arrears.total,
          to: '/outbound/list?exceptionReason=ARREARS&status=EXCEPTION',
        },
      ],
    },
    // returns on their way (the warehouse receives them, the customer may still cancel) and, for the
    // warehouse that processes them, those received and waiting
    {
      key: 'returns',
      figures: [
        {
          key: 'rmaAwaitingArrival',
          count: count(returns.counts, 'SUBMITTED'),
          to: '/rma/list?status=SUBMITTED',
        },
        ...(operator
          ? [
              {
                key: 'rmaToProcess' as const,
                count: count(returns.counts, 'RECEIVED'),
                to: '/rma/list?status=RECEIVED',
              },
            ]
          : []),
      ],
    },
  ];
}

export interface WarehouseStock {
  warehouseCode: string;
  skus: number;
  onHand: number;
  available: number;
  inTransit: number;
}

const PAGE = 200;

/** Every balance row with stock (in the warehouse or on its way), a page of 200 at a time. */
async function allBalances(): Promise<BalanceRow[]> {
  const first = await getInventoryList({ pageIndex: 1, pageSize: PAGE });
  const pages = Math.ceil(first.total / PAGE);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) =>
      getInventoryList({ pageIndex: index + 2, pageSize: PAGE }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.list);
}

/** Stock totals per warehouse (business.md §11), biggest first. */
export async function loadStock(): Promise<WarehouseStock[]> {
  const byWarehouse = new Map<string, WarehouseStock>();
  for (const row of await allBalances()) {
    if (row.onHand + row.inTransit === 0) continue;
    const stock = byWarehouse.get(row.warehouseCode) ?? {
      warehouseCode: row.warehouseCode,
      skus: 0,
      onHand: 0,
      available: 0,
      inTransit: 0,
    };
    stock.skus += 1;
    stock.onHand += row.onHand;
    stock.available += row.available;
    stock.inTransit += row.inTransit;
    byWarehouse.set(row.warehouseCode, stock);
  }
  return [...byWarehouse.values()].sort((a, b) => b.onHand - a.onHand);
}

export interface PurseTotal {
  currency: string;
  balance: number;
  frozen: number;
  creditLimit: number;
  /** balance − frozen + credit limit (business.md §9) */
  available: number;
  purses: number;
  /** the purses below their owner's low-balance alert (issue #16) */
  low: { customerId: string; alert: number; missing: number }[];
}

/** The purse per currency (an operator's: every customer's added up). */
export async function loadPurses(): Promise<PurseTotal[]> {
  const page = await getPurses({ pageIndex: 1, pageSize: PAGE });
  const byCurrency = new Map<string, PurseTotal>();
  for (const purse of page.list as Purse[]) {
    const total = byCurrency.get(purse.currency) ?? {
      currency: purse.currency,
      balance: 0,
      frozen: 0,
      creditLimit: 0,
      available: 0,
      purses: 0,
      low: [],
    };
    total.balance += purse.balance;
    total.frozen += purse.frozen;
    total.creditLimit += purse.creditLimit;
    total.available += availableOf(purse);
    total.purses += 1;
    if (isBelowAlert(purse))
      total.low.push({
        customerId: purse.customerId,
        alert: purse.lowBalanceAlert ?? 0,
        missing: amountToAlert(purse),
      });
    byCurrency.set(purse.currency, total);
  }
  return [...byCurrency.values()];
}

export interface Activity {
  kind: 'inbound' | 'outbound';
  id: string;
  no: string;
  status: string;
  at: string;
  to: string;
}

/** The documents changed last, inbound and outbound together. */
export async function loadActivity(limit = 8): Promise<Activity[]> {
  const query = { pageIndex: 1, pageSize: 10, sortField: 'updatedAt', sortOrder: 'desc' as const };
  const [inbound, outbound] = await Promise.all([getInboundList(query), getOutboundList(query)]);
  const rows: Activity[] = [
    ...inbound.list.map((o) => ({
      kind: 'inbound' as const,
      id: o.id,
      no: o.inboundNo,
      status: o.status,
      at: o.updatedAt,
      to: `/inbound/detail/${o.id}`,
    })),
    ...outbound.list.map((o) => ({
      kind: 'outbound' as const,
      id: o.id,
      no: o.outboundNo,
      status: o.status,
      at: o.updatedAt,
      to: `/outbound/detail/${o.id}`,
    })),
  ];
  return rows.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
