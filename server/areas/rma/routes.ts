import { failure, succeed, type Actor, type Outcome } from '../../services/contract';
import { filter, filterNaming, type Db } from '../../store/store';
import { listRecords } from '../../store/table-lists';
import type { Rma } from '../../store/types/documents';
import type { ReturnStrategy } from '../../store/types/sku';
import { rmaReceivedAt } from '@/api/rules/rma';
import { skuByCode } from '../../store/lookup';
import { skuStrategyOf } from './actions';
import type { ReturnedSku } from '@/api/business/rma';
import { returnedSkus } from './returned-skus';
import { setSkuStrategy, skuReturnFigures } from './sku';
import { scopeCustomer } from '../../api/actor';
import { crudHandlers, ownScope } from '../../api/crud';
import { exportHandler } from '../../api/export';
import type { Column } from '../../api/files/table-export';
import { runList, type ListSpec } from '../../store/list-query';
import { businessGet, businessPost, idsIn } from '../../api/route';
import { appliedStrategies, getVisible, remove, save } from '../../api/services';
import { uploadHandlers } from '../../api/uploads';

export const rmaSpec: ListSpec<Rma> = {
  keyword: ['rmaNo', 'referenceNo', 'trackingNo', 'originalOutboundNo'],
  equals: {
    source: 'source',
    warehouseCode: 'warehouseCode',
    customerId: 'customerId',
    sku: { each: 'lines.sku' },
    originalOutboundNo: 'originalOutboundNo',
  },
  ranges: { created: { field: 'createdAt' }, received: { field: { computed: rmaReceivedAt } } },
  sorts: { createdAt: 'createdAt', updatedAt: 'updatedAt', rmaNo: 'rmaNo' },
  defaultSort: { field: 'createdAt', order: 'desc' },
  status: { base: 'status' },
};

const units = (r: Rma, of: (line: Rma['lines'][number]) => number) =>
  r.lines.reduce((sum, line) => sum + of(line), 0);

const rmaColumns: Column<Rma>[] = [
  { header: 'rmaNo', value: (r) => r.rmaNo },
  { header: 'referenceNo', value: (r) => r.referenceNo },
  { header: 'customerId', value: (r) => r.customerId },
  { header: 'source', value: (r) => r.source },
  { header: 'originalOutboundNo', value: (r) => r.originalOutboundNo ?? '' },
  { header: 'warehouseCode', value: (r) => r.warehouseCode },
  { header: 'trackingNo', value: (r) => r.trackingNo },
  { header: 'status', value: (r) => r.status },
  { header: 'skus', value: (r) => r.lines.map((line) => `${line.sku}×${line.expectedQty}`).join(' ') },
  { header: 'expectedQty', value: (r) => units(r, (line) => line.expectedQty) },
  { header: 'goodQty', value: (r) => units(r, (line) => line.goodQty) },
  { header: 'defectiveQty', value: (r) => units(r, (line) => line.defectiveQty) },
  { header: 'unidentifiedQty', value: (r) => units(r, (line) => line.unidentifiedQty) },
  { header: 'reason', value: (r) => r.reason },
  { header: 'strategyId', value: (r) => r.strategyId ?? '' },
  { header: 'createdAt', value: (r) => r.createdAt },
  { header: 'receivedAt', value: (r) => rmaReceivedAt(r) ?? '' },
];

export const strategySpec: ListSpec<ReturnStrategy> = {
  keyword: ['name', 'sku'],
  equals: { scope: 'scope', sku: 'sku', customerId: 'customerId' },
  sorts: { name: 'name', createdAt: 'createdAt', updatedAt: 'updatedAt' },
  defaultSort: { field: 'name', order: 'asc' },
};

const returnedSkuSpec: ListSpec<ReturnedSku> = {
  keyword: ['sku', 'nameEn', 'nameCn'],
  equals: { customerId: 'customerId' },
  sorts: { units: 'units', rmas: 'rmas', sku: 'sku' },
  defaultSort: { field: 'units', order: 'desc' },
};

async function rmaOwner(
  db: Db,
  actor: Actor,
  _purpose: string,
  docId: string,
): Promise<Outcome<{ customerId: string }>> {
  const found = await getVisible(db, actor, 'rmas', docId);
  return found.ok ? succeed({ customerId: found.value.customerId }) : found;
}

/** The RMA chart's events with a call of their own, `POST Rma/<Event>`. */
export const RMA_ACTIONS = ['submit', 'receive', 'process', 'cancel'] as const;

export const rmaHandlers = [
  ...crudHandlers({
    module: 'Rma',
    collection: 'rmas',
    kind: 'rma',
    scope: ownScope,
    spec: rmaSpec,
    actions: { kind: 'rma', events: RMA_ACTIONS },
  }),
  exportHandler(
    'Rma/Export',
    'rmas',
    ({ actor, query }) => ownScope(actor, query),
    rmaSpec,
    rmaColumns,
    'returns',
  ),
  businessGet(
    'Rma/GetStrategies',
    async ({ db, actor, query }) =>
      await listRecords(db, 'returnStrategies', query, strategySpec, ownScope(actor, query)),
  ),
  businessGet(
    'Rma/GetStrategy',
    async ({ db, actor, query }) => await getVisible(db, actor, 'returnStrategies', query.get('id') ?? ''),
  ),
  businessPost(
    'Rma/SaveStrategy',
    async ({ db, actor, body }) => await save(db, actor, 'returnStrategy', body),
  ),
  businessPost(
    'Rma/DeleteStrategies',
    async ({ db, actor, body }) => await remove(db, actor, 'returnStrategy', idsIn(body)),
  ),
  // The detail page of an RMA: per line the strategy that applies, why, and what it does.
  businessGet(
    'Rma/GetStrategiesApplied',
    async ({ db, actor, query }) => await appliedStrategies(db, actor, query.get('id') ?? ''),
  ),
  // The SKU page of returns: the SKU's RMAs, its return totals and the strategy that applies to it.
  businessGet('Rma/GetSkuReturns', async ({ db, actor, query }) => {
    const sku = query.get('sku') ?? '';
    if (sku === '') {
      return failure(422, 'validationFailed', undefined, {
        sku: { key: 'importRequired', params: { column: 'sku' } },
      });
    }
    // the operator names the customer, or the code names a SKU of one customer only
    const owners = [...new Set((await filter(db, 'skus', { sku })).map((s) => s.customerId))];
    const customerId =
      actor.customerId ?? (query.get('customerId') || (owners.length === 1 ? owners[0] : ''));
    if (customerId === '') {
      return failure(422, 'validationFailed', undefined, { customerId: { key: 'customerIdRequired' } });
    }
    // a SKU the customer does not have (or another customer's): not disclosed
    if (!(await skuByCode(db, customerId, sku))) return failure(404, 'notFound');
    const rmas = await filterNaming(db, 'rmas', { customerId }, 'lines.sku', [sku]);
    const lines = rmas.flatMap((r) => r.lines.filter((line) => line.sku === sku));
    const totals = {
      rmas: rmas.length,
      expected: lines.reduce((sum, line) => sum + line.expectedQty, 0),
      good: lines.reduce((sum, line) => sum + line.goodQty, 0),
      defective: lines.reduce((sum, line) => sum + line.defectiveQty, 0),
      unidentified: lines.reduce((sum, line) => sum + line.unidentifiedQty, 0),
    };
    const page = runList(rmas, query, rmaSpec);
    if (!page.ok) return page;
    return succeed({
      ...page.value,
      totals,
      ...(await skuReturnFigures(db, customerId, sku)),
      strategy: await skuStrategyOf(db, customerId, sku),
    });
  }),
  // The SKUs that came back, most returned units first (the SKU page of returns opens on it).
  businessGet('Rma/GetReturnedSkus', async ({ db, actor, query }) =>
    runList(
      await returnedSkus(db, scopeCustomer(actor, query.get('customerId'))),
      query,
      returnedSkuSpec,
      ownScope(actor, query),
    ),
  ),
  // Which strategy one SKU uses: one of the customer's own, or none (the customer default).
  businessPost('Rma/SetSkuStrategy', async ({ db, actor, body }) => await setSkuStrategy(db, actor, body)),
  ...uploadHandlers('Rma', { purposes: ['photo'], ownerOf: rmaOwner }),
];
