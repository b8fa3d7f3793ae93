import { inboundOrderMachine, INBOUND_STATUSES } from '@machines/business/inbound-order.machine';
import type { ListQuery, ListResult } from '@/api/business/types/api';
import type { ActionSpec } from './action-spec';
import { BusinessList } from './BusinessList';
import type { FilterSchema } from './filter-form';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';
import { useBusinessList } from './use-business-list';
import { useDocumentActions } from './use-document-actions';

// Test and story helpers only: a list of made-up inbound orders over the kit.

export interface KitRow {
  id: string;
  inboundNo: string;
  warehouseCode: string;
  status: string;
}

const WAREHOUSES = ['USEA', 'USWE', 'UKLO'];

export function makeRows(count: number): KitRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `IB${index + 1}`,
    inboundNo: `IB20260101-${String(index + 1).padStart(4, '0')}`,
    warehouseCode: WAREHOUSES[index % WAREHOUSES.length],
    status: INBOUND_STATUSES[index % 4],
  }));
}

export type KitQuery = ListQuery & { warehouseCode?: string };

/** A list call over `rows` that answers as the mock does: filter, counts per status, one page. */
export function fakeList(rows: KitRow[]) {
  return (query: KitQuery): Promise<ListResult<KitRow>> => {
    const matching = rows.filter(
      (row) =>
        (!query.warehouseCode || row.warehouseCode === query.warehouseCode) &&
        (!query.keyword || row.inboundNo.includes(query.keyword)),
    );
    const counts: Record<string, number> = {};
    for (const row of matching) counts[row.status] = (counts[row.status] ?? 0) + 1;
    const chosen = query.status
      ? matching.filter((row) => query.status?.split(',').includes(row.status))
      : matching;
    if (query.sortField === 'inboundNo' && query.sortOrder === 'desc') chosen.reverse();
    const start = (query.pageIndex - 1) * query.pageSize;
    return Promise.resolve({
      list: chosen.slice(start, start + query.pageSize),
      total: chosen.length,
      counts,
    });
  };
}

export const KIT_ACTIONS: ActionSpec[] = [
  { event: 'submit', permission: 'inbound:submit' },
  { event: 'approve', permission: 'inbound:verify' },
  { event: 'reject', permission: 'inbound:verify', reason: 'required', color: 'red' },
  { event: 'cancel', permission: 'inbound:cancel', confirm: true },
];

export const KIT_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'business.field.keyword' },
  {
    field: 'warehouseCode',
    kind: 'select',
    label: 'business.field.warehouse',
    options: WAREHOUSES.map((code) => ({ value: code, label: code })),
  },
];

export interface KitListProps {
  fetch: (query: KitQuery) => Promise<ListResult<KitRow>>;
  run?: (row: KitRow, event: string, payload: Record<string, string>) => Promise<unknown>;
  inUrl?: boolean;
  cardMode?: 'auto' | 'always' | 'never';
}

export function KitList({ fetch, run = () => Promise.resolve({}), inUrl = true, cardMode }: KitListProps) {
  const list = useBusinessList<KitRow, KitQuery>({
    listId: 'kit.test',
    fetch,
    rowKey: (row) => row.id,
    inUrl,
  });
  const actions = useDocumentActions<KitRow>({
    machine: inboundOrderMachine,
    specs: KIT_ACTIONS,
    run,
    nameOf: (row) => row.inboundNo,
    contextOf: () => ({ openExceptions: 0, arrived: false }),
    onChanged: list.reload,
  });
  return (
    <BusinessList
      list={list}
      aria-label="Inbound"
      searchSchema={KIT_SEARCH}
      statusTabs={{ kind: 'inbound', statuses: INBOUND_STATUSES.slice(0, 4) }}
      actions={actions}
      cardMode={cardMode}
      exporter={() => Promise.resolve(new Blob(['a,b']))}
      columns={[
        { field: 'inboundNo', title: 'business.field.documentNo', sortable: true },
        { field: 'warehouseCode', title: 'business.field.warehouse' },
        {
          field: 'status',
          title: 'business.field.status',
          render: (row) => <StatusBadge kind="inbound" status={row.status} />,
        },
        {
          field: 'actions',
          title: 'business.field.actions',
          alwaysShown: true,
          render: (row) => <RowActions doc={row} actions={actions} inline={3} />,
        },
      ]}
    />
  );
}
