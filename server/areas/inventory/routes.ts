import { succeed } from '../../services/contract';
import { listRecords } from '../../store/table-lists';
import type { FlowEntry, InventoryBalance } from '../../store/types/ledger';
import { ownScope } from '../../api/crud';
import { exportHandler } from '../../api/export';
import type { Column } from '../../api/files/table-export';
import { withAgeBands, type BalanceRow } from './age';
import type { ListSpec } from '../../store/list-query';
import { businessGet, businessPost } from '../../api/route';
import { adjustStock, freezeStock, unfreezeStock } from '../../api/services';

export const balanceSpec: ListSpec<InventoryBalance> = {
  keyword: ['sku'],
  equals: {
    warehouseCode: 'warehouseCode',
    customerId: 'customerId',
    sku: 'sku',
    inStock: { positive: 'onHand' },
  },
  ranges: { lastMovement: { field: 'lastMovementAt' } },
  sorts: {
    sku: 'sku',
    warehouseCode: 'warehouseCode',
    available: 'available',
    reserved: 'reserved',
    inTransit: 'inTransit',
    unsellable: 'unsellable',
    frozen: 'frozen',
    onHand: 'onHand',
    shipped: 'shipped',
    lastMovementAt: 'lastMovementAt',
  },
  defaultSort: { field: 'lastMovementAt', order: 'desc' },
};

/** business.md §7: filters by SKU, warehouse, reason, document number, date range of at most 31 days. */
export const flowSpec: ListSpec<FlowEntry> = {
  keyword: ['sku', 'docNo'],
  equals: {
    sku: 'sku',
    warehouseCode: 'warehouseCode',
    reason: 'reason',
    bucket: 'bucket',
    docType: 'docType',
    docNo: 'docNo',
    customerId: 'customerId',
  },
  ranges: { at: { field: 'at', maxDays: 31 } },
  sorts: { at: 'at', sku: 'sku', qtyChange: 'qtyChange' },
  defaultSort: { field: 'at', order: 'desc' },
};

const balanceColumns: Column<BalanceRow>[] = [
  { header: 'customerId', value: (b) => b.customerId },
  { header: 'warehouseCode', value: (b) => b.warehouseCode },
  { header: 'sku', value: (b) => b.sku },
  { header: 'inTransit', value: (b) => b.inTransit },
  { header: 'pendingPutaway', value: (b) => b.pendingPutaway },
  { header: 'available', value: (b) => b.available },
  { header: 'reserved', value: (b) => b.reserved },
  { header: 'unsellable', value: (b) => b.unsellable },
  { header: 'frozen', value: (b) => b.frozen },
  { header: 'onHand', value: (b) => b.onHand },
  { header: 'shipped', value: (b) => b.shipped },
  { header: 'age0to30', value: (b) => b.ageBands.d0to30 },
  { header: 'age31to90', value: (b) => b.ageBands.d31to90 },
  { header: 'age91to180', value: (b) => b.ageBands.d91to180 },
  { header: 'age180plus', value: (b) => b.ageBands.d180plus },
  { header: 'lastMovementAt', value: (b) => b.lastMovementAt },
];

const flowColumns: Column<FlowEntry>[] = [
  { header: 'at', value: (f) => f.at },
  { header: 'customerId', value: (f) => f.customerId },
  { header: 'warehouseCode', value: (f) => f.warehouseCode },
  { header: 'sku', value: (f) => f.sku },
  { header: 'bucket', value: (f) => f.bucket },
  { header: 'reason', value: (f) => f.reason },
  { header: 'docType', value: (f) => f.docType },
  { header: 'docNo', value: (f) => f.docNo },
  { header: 'qtyBefore', value: (f) => f.qtyBefore },
  { header: 'qtyChange', value: (f) => f.qtyChange },
  { header: 'qtyAfter', value: (f) => f.qtyAfter },
  { header: 'operator', value: (f) => f.operator },
  { header: 'remark', value: (f) => f.remark },
];

export const inventoryHandlers = [
  businessGet('Inventory/GetList', async ({ db, actor, query }) => {
    const page = await listRecords(db, 'balances', query, balanceSpec, ownScope(actor, query));
    if (!page.ok) return page;
    const list: BalanceRow[] = [];
    for (const balance of page.value.list) list.push(await withAgeBands(db, balance));
    return succeed({ ...page.value, list });
  }),
  exportHandler(
    'Inventory/Export',
    'balances',
    ({ actor, query }) => ownScope(actor, query),
    balanceSpec,
    balanceColumns,
    'inventory',
    // the age spread is worked out for the rows exported only
    ({ db }, balance) => withAgeBands(db, balance),
  ),
  businessGet(
    'Inventory/GetFlow',
    async ({ db, actor, query }) => await listRecords(db, 'flow', query, flowSpec, ownScope(actor, query)),
  ),
  exportHandler(
    'Inventory/ExportFlow',
    'flow',
    ({ actor, query }) => ownScope(actor, query),
    flowSpec,
    flowColumns,
    'inventory-flow',
  ),
  // Operator stock corrections: `{ customerId, warehouseCode, sku, bucket, qtyChange, reason }`.
  businessPost('Inventory/Adjust', async ({ db, actor, body }) => await adjustStock(db, actor, body), {
    operatorOnly: true,
  }),
  // `{ customerId, warehouseCode, sku, qty, reason }`
  businessPost('Inventory/Freeze', async ({ db, actor, body }) => await freezeStock(db, actor, body), {
    operatorOnly: true,
  }),
  businessPost('Inventory/Unfreeze', async ({ db, actor, body }) => await unfreezeStock(db, actor, body), {
    operatorOnly: true,
  }),
];
