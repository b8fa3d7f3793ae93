import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/store';
import { setupMockServer } from '../../testing';
import { liveDb } from './db-instance';
import { businessHandlers } from './handlers';
import { seedBeforeAll, signedIn, type Caller } from './testing';

/**
 * The cross-customer matrix (#17): every call of the handler table is either a call on one record
 * (another customer's answers 404, whatever the call), a list or export (another customer's id as a
 * filter changes nothing and no row of theirs shows), an operator's call (403 to a customer before
 * any record is looked at) or exempted with its reason. A new handler in none of them fails the test.
 */

setupMockServer();
seedBeforeAll();

/** C001's records the calls are aimed at, found in the seed (uploads made by the test). */
interface Theirs {
  /** C001's own (self-service) warehouse. */
  warehouse: string;
  sku: string;
  skuCode: string;
  declaration: string;
  certificate: string;
  listing: string;
  carton: string;
  inbound: string;
  exception: string;
  outbound: string;
  waybillOrder: string;
  rma: string;
  strategy: string;
  recharge: string;
  settlement: string;
  batch: string;
  uploads: Record<string, string>;
}

type Request = { get: string } | { post: string; body: Record<string, unknown> } | { upload: string };

type Entry =
  { record: (t: Theirs) => Request } | { list: string } | { operator: Request } | { exempt: string };

const get = (path: string): Request => ({ get: path });
const post = (path: string, body: Record<string, unknown>): Request => ({ post: path, body });
const record = (request: (t: Theirs) => Request): Entry => ({ record: request });
const action = (path: string, id: (t: Theirs) => string, extra: Record<string, unknown> = {}) =>
  record((t) => post(path, { id: id(t), ...extra }));
const list = (path: string): Entry => ({ list: path });
const operator = (request: Request): Entry => ({ operator: request });
const exempt = (reason: string): Entry => ({ exempt: reason });

const crud = (module: string, id: (t: Theirs) => string, actions: string[]): Record<string, Entry> => ({
  [`GET ${module}/GetList`]: list(`${module}/GetList`),
  [`GET ${module}/Get`]: record((t) => get(`${module}/Get?id=${id(t)}`)),
  [`POST ${module}/Save`]: record((t) => post(`${module}/Save`, { id: id(t) })),
  [`POST ${module}/Delete`]: record((t) => post(`${module}/Delete`, { ids: [id(t)] })),
  ...Object.fromEntries(actions.map((a) => [`POST ${module}/${a}`, action(`${module}/${a}`, id)])),
});

const files = (module: string, purpose: string, docId: (t: Theirs) => string): Record<string, Entry> => ({
  [`POST ${module}/Upload`]: record((t) => ({ upload: `${module}/Upload|${purpose}|${docId(t)}` })),
  [`GET ${module}/File`]: record((t) => get(`${module}/File?id=${t.uploads[module]}`)),
});

const MATRIX: Record<string, Entry> = {
  'GET Warehouse/GetList': list('Warehouse/GetList'),
  'GET Warehouse/Get': record((t) => get(`Warehouse/Get?id=${t.warehouse}`)),
  'POST Warehouse/Save': exempt('a registration of the caller’s own warehouse, no other customer’s id'),
  'POST Warehouse/Delete': operator(post('Warehouse/Delete', { ids: ['USEA'] })),
  'POST Warehouse/Approve': action('Warehouse/Approve', (t) => t.warehouse),
  'POST Warehouse/Reject': action('Warehouse/Reject', (t) => t.warehouse, { reason: 'not mine' }),
  'POST Warehouse/Suspend': action('Warehouse/Suspend', (t) => t.warehouse, { reason: 'not mine' }),
  'POST Warehouse/Resume': action('Warehouse/Resume', (t) => t.warehouse),
  'GET Carrier/GetList': exempt('carriers are the operator’s master data, the same for every customer'),
  'GET Carrier/Get': exempt('carriers are the operator’s master data, the same for every customer'),
  'POST Carrier/Save': operator(post('Carrier/Save', {})),
  'POST Carrier/Delete': operator(post('Carrier/Delete', { ids: ['UPS-GROUND'] })),
  ...crud('Sku', (t) => t.sku, ['Submit', 'Freeze', 'Unfreeze', 'Discard']),
  'POST Sku/Approve': action('Sku/Approve', (t) => t.sku),
  'POST Sku/Reject': action('Sku/Reject', (t) => t.sku, { reason: 'not mine' }),
  'GET Sku/GetDeclarations': record((t) => get(`Sku/GetDeclarations?skuId=${t.sku}`)),
  'POST Sku/SaveDeclaration': record((t) => post('Sku/SaveDeclaration', { id: t.declaration })),
  'POST Sku/DeleteDeclarations': record((t) => post('Sku/DeleteDeclarations', { ids: [t.declaration] })),
  'POST Sku/ApproveDeclaration': action('Sku/ApproveDeclaration', (t) => t.declaration),
  'POST Sku/RejectDeclaration': action('Sku/RejectDeclaration', (t) => t.declaration, { reason: 'not mine' }),
  'GET Sku/GetCertificates': record((t) => get(`Sku/GetCertificates?skuId=${t.sku}`)),
  'POST Sku/SaveCertificate': record((t) => post('Sku/SaveCertificate', { id: t.certificate })),
  'POST Sku/DeleteCertificates': record((t) => post('Sku/DeleteCertificates', { ids: [t.certificate] })),
  'POST Sku/ApproveCertificate': action('Sku/ApproveCertificate', (t) => t.certificate),
  'POST Sku/RejectCertificate': action('Sku/RejectCertificate', (t) => t.certificate, { reason: 'not mine' }),
  'GET Sku/GetListings': record((t) => get(`Sku/GetListings?skuId=${t.sku}`)),
  'POST Sku/SaveListing': record((t) => post('Sku/SaveListing', { id: t.listing })),
  'POST Sku/DeleteListings': record((t) => post('Sku/DeleteListings', { ids: [t.listing] })),
  'GET Sku/GetCartons': record((t) => get(`Sku/GetCartons?skuId=${t.sku}`)),
  'POST Sku/SaveCarton': record((t) => post('Sku/SaveCarton', { id: t.carton })),
  'POST Sku/DeleteCartons': record((t) => post('Sku/DeleteCartons', { ids: [t.carton] })),
  'POST Sku/Labels': record((t) =>
    post('Sku/Labels', { size: '100x60', items: [{ skuId: t.sku, copies: 1 }] }),
  ),
  ...files('Sku', 'certificate', (t) => t.sku),
  'GET Sku/CertificateFile': record((t) => get(`Sku/CertificateFile?id=${t.certificate}`)),
  ...crud('Inbound', (t) => t.inbound, ['Submit', 'MarkShipped', 'Cancel']),
  ...Object.fromEntries(
    ['Approve', 'Reject', 'Arrive', 'StartReceiving', 'Receive', 'Putaway'].map((a) => [
      `POST Inbound/${a}`,
      action(`Inbound/${a}`, (t) => t.inbound),
    ]),
  ),
  'GET Inbound/Export': list('Inbound/Export?format=csv'),
  'GET Inbound/GetExceptions': list('Inbound/GetExceptions'),
  'POST Inbound/AskCustomer': action('Inbound/AskCustomer', (t) => t.exception),
  'POST Inbound/Resolve': action('Inbound/Resolve', (t) => t.exception, { resolution: 'DESTROY' }),
  'POST Inbound/ChooseResolution': action('Inbound/ChooseResolution', (t) => t.exception, {
    resolution: 'DESTROY',
  }),
  'POST Inbound/RaiseException': action('Inbound/RaiseException', (t) => t.inbound),
  'GET Inbound/GetCosts': record((t) => get(`Inbound/GetCosts?id=${t.inbound}`)),
  'GET Inbound/GetReceivedSkus': record((t) => get(`Inbound/GetReceivedSkus?id=${t.inbound}`)),
  ...files('Inbound', 'photo', (t) => t.inbound),
  'POST Inbound/Estimate': exempt('prices a draft in the body, no record'),
  'GET Inbound/BoxLabels': record((t) => get(`Inbound/BoxLabels?id=${t.inbound}`)),
  'GET Inbound/SkuLabels': record((t) => get(`Inbound/SkuLabels?id=${t.inbound}`)),
  ...crud('Outbound', (t) => t.outbound, ['Submit', 'Resubmit', 'Cancel', 'RequestCancel']),
  ...Object.fromEntries(
    ['Hold', 'Release', 'Pick', 'Pack', 'Ship', 'Deliver', 'ConfirmCancel', 'RefuseCancel'].map((a) => [
      `POST Outbound/${a}`,
      action(`Outbound/${a}`, (t) => t.outbound),
    ]),
  ),
  'GET Outbound/Export': list('Outbound/Export?format=csv'),
  'POST Outbound/BulkAction': record((t) =>
    post('Outbound/BulkAction', { ids: [t.outbound], action: 'cancel', reason: 'not mine' }),
  ),
  'POST Outbound/Estimate': exempt('prices a draft in the body, no record'),
  ...files('Outbound', 'waybill', (t) => t.waybillOrder),
  'GET Outbound/GetWaybills': list('Outbound/GetWaybills'),
  'GET Outbound/Waybill': record((t) => get(`Outbound/Waybill?id=${t.outbound}`)),
  'POST Outbound/VoidWaybill': action('Outbound/VoidWaybill', (t) => t.waybillOrder),
  'GET Outbound/TrackingNo': operator(get('Outbound/TrackingNo?id=x')),
  'GET Outbound/ImportTemplate': exempt('a blank template'),
  'POST Outbound/ImportValidate': exempt('reads the caller’s own file'),
  'POST Outbound/ImportRecheck': exempt('import batches are the account’s own: import-recheck.test 404'),
  'POST Outbound/ImportCommit': exempt('import batches are the account’s own: batchFor(actor)'),
  'GET Outbound/ImportRejected': exempt('import batches are the account’s own: import.test 404'),
  'GET Outbound/GetBatches': list('Outbound/GetBatches'),
  'GET Outbound/GetBatch': record((t) => get(`Outbound/GetBatch?id=${t.batch}`)),
  'POST Outbound/SaveBatch': record((t) => post('Outbound/SaveBatch', { id: t.batch })),
  'POST Outbound/DeleteBatches': record((t) => post('Outbound/DeleteBatches', { ids: [t.batch] })),
  'POST Outbound/AddBatchOrders': action('Outbound/AddBatchOrders', (t) => t.batch, { orderIds: ['x'] }),
  'POST Outbound/RemoveBatchOrders': action('Outbound/RemoveBatchOrders', (t) => t.batch, {
    orderIds: ['x'],
  }),
  'POST Outbound/PrintBatch': action('Outbound/PrintBatch', (t) => t.batch),
  'POST Outbound/HandOverBatch': action('Outbound/HandOverBatch', (t) => t.batch),
  'GET Outbound/BatchLabels': record((t) => get(`Outbound/BatchLabels?id=${t.batch}`)),
  'GET Outbound/HandoverSheet': record((t) => get(`Outbound/HandoverSheet?id=${t.batch}`)),
  'GET Outbound/Labels': record((t) => get(`Outbound/Labels?ids=${t.outbound}`)),
  'GET Outbound/PickList': operator(get('Outbound/PickList?warehouseCode=USEA')),
  'GET Inventory/GetList': list('Inventory/GetList'),
  'GET Inventory/Export': list('Inventory/Export?format=csv'),
  'GET Inventory/GetFlow': list('Inventory/GetFlow'),
  'GET Inventory/ExportFlow': list('Inventory/ExportFlow?format=csv'),
  'POST Inventory/Adjust': operator(post('Inventory/Adjust', {})),
  'POST Inventory/Freeze': operator(post('Inventory/Freeze', {})),
  'POST Inventory/Unfreeze': operator(post('Inventory/Unfreeze', {})),
  ...crud('Rma', (t) => t.rma, ['Submit', 'Cancel']),
  'POST Rma/Receive': action('Rma/Receive', (t) => t.rma),
  'POST Rma/Process': action('Rma/Process', (t) => t.rma),
  'GET Rma/Export': list('Rma/Export?format=csv'),
  'GET Rma/GetStrategies': list('Rma/GetStrategies'),
  'GET Rma/GetStrategy': record((t) => get(`Rma/GetStrategy?id=${t.strategy}`)),
  'POST Rma/SaveStrategy': record((t) => post('Rma/SaveStrategy', { id: t.strategy })),
  'POST Rma/DeleteStrategies': record((t) => post('Rma/DeleteStrategies', { ids: [t.strategy] })),
  'GET Rma/GetStrategiesApplied': record((t) => get(`Rma/GetStrategiesApplied?id=${t.rma}`)),
  'GET Rma/GetSkuReturns': record((t) => get(`Rma/GetSkuReturns?sku=${t.skuCode}&customerId=C001`)),
  'GET Rma/GetReturnedSkus': list('Rma/GetReturnedSkus'),
  'POST Rma/SetSkuStrategy': record((t) =>
    post('Rma/SetSkuStrategy', { sku: t.skuCode, strategyId: t.strategy }),
  ),
  ...files('Rma', 'photo', (t) => t.rma),
  ...crud('Recharge', (t) => t.recharge, ['Submit', 'Withdraw']),
  'POST Recharge/Approve': action('Recharge/Approve', (t) => t.recharge),
  'POST Recharge/Reject': action('Recharge/Reject', (t) => t.recharge, { reason: 'not mine' }),
  ...files('Recharge', 'receipt', (t) => t.recharge),
  'GET Recharge/Export': list('Recharge/Export?format=csv'),
  'GET Recharge/PreviewRelease': list('Recharge/PreviewRelease?currency=USD&amount=100'),
  'GET Finance/GetPurses': list('Finance/GetPurses'),
  'GET Finance/GetTransactions': list('Finance/GetTransactions'),
  'GET Finance/ExportTransactions': list('Finance/ExportTransactions?format=csv'),
  'GET Finance/GetFees': list('Finance/GetFees'),
  'GET Finance/GetFeeTrend': list('Finance/GetFeeTrend'),
  'GET Finance/ExportFees': list('Finance/ExportFees?format=csv'),
  'POST Finance/RunStorageJob': operator(post('Finance/RunStorageJob', {})),
  'POST Finance/SetCreditLimit': operator(post('Finance/SetCreditLimit', { customerId: 'C001' })),
  'POST Finance/FreezeFunds': operator(post('Finance/FreezeFunds', { customerId: 'C001' })),
  'POST Finance/UnfreezeFunds': operator(post('Finance/UnfreezeFunds', { customerId: 'C001' })),
  'POST Finance/SetLowBalanceAlert': exempt('the caller’s own purse; no customer id is read'),
  'GET Finance/GetSettlements': list('Finance/GetSettlements'),
  'GET Finance/GetSettlement': record((t) => get(`Finance/GetSettlement?id=${t.settlement}`)),
  'GET Finance/ExportSettlements': list('Finance/ExportSettlements?format=csv'),
  'GET Finance/SettlementStatement': record((t) =>
    get(`Finance/SettlementStatement?id=${t.settlement}&format=pdf`),
  ),
  'POST Finance/CloseSettlement': operator(post('Finance/CloseSettlement', { customerId: 'C001' })),
  'POST Finance/PreviewSettlement': operator(post('Finance/PreviewSettlement', { customerId: 'C001' })),
  'POST Finance/ConfirmSettlement': action('Finance/ConfirmSettlement', (t) => t.settlement),
  'POST Finance/DisputeSettlement': action('Finance/DisputeSettlement', (t) => t.settlement, {
    note: 'not mine',
  }),
  'POST Finance/AdjustSettlement': action('Finance/AdjustSettlement', (t) => t.settlement),
  'GET Customer/GetList': list('Customer/GetList'),
  'GET Customer/Get': record(() => get('Customer/Get?id=C001')),
  'GET Customer/GetOverview': operator(get('Customer/GetOverview?customerId=C001')),
  'GET Customer/GetCurrent': exempt('the caller’s own customer, no id read'),
  'POST Mock/ResetDemoData': exempt('the mock’s own reset, no record (issue #17, first section)'),
  'GET Mock/DataStatus': exempt('what happened to this browser’s stored data: no customer’s record'),
  'POST Mock/DataKeptAside': exempt('the operator’s answer about the data kept aside: no customer’s record'),
};

const first = <T extends { customerId: string | null; id: string }>(rows: readonly T[], what: string) => {
  const row = rows.find((r) => r.customerId === 'C001');
  if (!row) throw new Error(`the seed has no ${what} of C001`);
  return row;
};

async function theirs(db: Db, seller: Caller): Promise<Theirs> {
  const sku = first(db.skus, 'SKU');
  const inboundWithException = db.inbounds.find((o) => o.customerId === 'C001' && o.exceptions.length > 0);
  if (!inboundWithException) throw new Error('the seed has no inbound exception of C001');
  const waybillOrder = db.outbounds.find((o) => o.customerId === 'C001' && o.waybillUploaded);
  const own = db.outbounds.find((o) => o.customerId === 'C001' && o.status === 'AWAITING_PICK');
  if (!waybillOrder || !own) throw new Error('the seed lacks C001’s outbound orders');
  const batch = await seller.post<{ id: string }>('Outbound/SaveBatch', {
    kind: 'LABEL_PRINT',
    warehouseCode: own.warehouseCode,
    carrierCode: own.carrierCode,
    orderIds: [own.id],
  });
  if (batch.status !== 200) throw new Error(`no batch for C001: ${JSON.stringify(batch)}`);
  const warehouse = db.warehouses.find((w) => w.ownerCustomerId === 'C001');
  if (!warehouse) throw new Error('the seed has no warehouse of C001');
  const t: Theirs = {
    warehouse: warehouse.id,
    sku: sku.id,
    skuCode: sku.sku,
    declaration: first(db.declarations, 'declaration').id,
    certificate: first(db.certificates, 'certificate').id,
    listing: first(db.listings, 'listing').id,
    carton: first(db.cartons, 'carton').id,
    inbound: inboundWithException.id,
    exception: inboundWithException.exceptions[0].id,
    outbound: own.id,
    waybillOrder: waybillOrder.id,
    rma: first(db.rmas, 'RMA').id,
    strategy: first(db.returnStrategies, 'return strategy').id,
    recharge: first(db.recharges, 'recharge').id,
    settlement: first(db.settlements, 'settlement').id,
    batch: batch.data.id,
    uploads: {},
  };
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
    type: 'image/png',
  });
  for (const [module, purpose, docId] of [
    ['Sku', 'certificate', t.sku],
    ['Inbound', 'photo', t.inbound],
    ['Rma', 'photo', t.rma],
    ['Recharge', 'receipt', t.recharge],
  ] as const) {
    const file = new File([png], 'proof.png', { type: 'image/png' });
    const up = await seller.upload<{ id: string }>(`${module}/Upload`, { file, purpose, docId });
    if (up.status !== 200) throw new Error(`${module}/Upload as C001: ${JSON.stringify(up)}`);
    t.uploads[module] = up.data.id;
  }
  // The seed's labels are uploads too (seeded-waybills.ts).
  t.uploads.Outbound = `UPSEED${t.waybillOrder}`;
  return t;
}

const keyOf = (method: string, path: string) => `${method} ${path.replace(/^.*\/services\/api\//, '')}`;
const calls = () =>
  businessHandlers.map((handler) => keyOf(handler.info.method as string, String(handler.info.path)));

async function send(caller: Caller, request: Request) {
  if ('get' in request) return (await caller.raw(request.get)).status;
  if ('post' in request) {
    const response = await caller.postRaw(request.post, request.body);
    // A bulk action answers 200 with each order's own outcome.
    const answer = (await response.json()) as { data?: { failed?: { status: number }[] } };
    return answer.data?.failed?.length === 1 ? answer.data.failed[0].status : response.status;
  }
  const [path, purpose, docId] = request.upload.split('|');
  const file = new File(['x'], 'x.png', { type: 'image/png' });
  return (await caller.upload(path, { file, purpose, docId })).status;
}

/** Rows and files are compared as text with the other customer's filter and without. */
async function body(caller: Caller, path: string): Promise<{ status: number; text: string }> {
  const response = await caller.raw(path);
  return { status: response.status, text: await response.text() };
}

/** C001's ids and document numbers: none may appear in an answer to C002. */
function markersOf(db: Db): Set<string> {
  const byCustomer = { C001: new Set<string>(['C001']), C002: new Set<string>() };
  for (const rows of Object.values(db)) {
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Record<string, unknown>[]) {
      const owner = row.customerId ?? row.ownerCustomerId;
      if (owner !== 'C001' && owner !== 'C002') continue;
      for (const [field, value] of Object.entries(row)) {
        const numbered = field === 'id' || (field.endsWith('No') && field !== 'referenceNo');
        if (numbered && typeof value === 'string' && value.length >= 4) byCustomer[owner].add(value);
      }
    }
  }
  // A number both share (the day's storage job) names no one.
  return new Set([...byCustomer.C001].filter((marker) => !byCustomer.C002.has(marker)));
}

const tokensOf = (text: string): string[] => text.match(/[A-Za-z0-9_-]{4,}/g) ?? [];

const withFilter = (path: string, filter: string) => `${path}${path.includes('?') ? '&' : '?'}${filter}`;

let target: Theirs;

// Sessions end after each test (setupMockServer): each test signs seller2 in.
beforeAll(async () => {
  target = await theirs(await liveDb(), await signedIn('seller'));
});

describe('another customer’s record', () => {
  it('every call of the handler table is in the matrix or exempted with a reason', () => {
    const missing = calls().filter((call) => !(call in MATRIX));
    const stale = Object.keys(MATRIX).filter((call) => !calls().includes(call));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers 404 to every call on it, 403 to a customer for every operator’s call', async () => {
    const started = performance.now();
    const seller2 = await signedIn('seller2');
    const wrong: string[] = [];
    let records = 0;
    let operators = 0;
    for (const [call, entry] of Object.entries(MATRIX)) {
      if ('record' in entry) {
        records += 1;
        const status = await send(seller2, entry.record(target));
        if (status !== 404) wrong.push(`${call}: ${status}`);
      } else if ('operator' in entry) {
        operators += 1;
        const status = await send(seller2, entry.operator);
        if (status !== 403) wrong.push(`${call}: ${status} (operator's call)`);
      }
    }
    const exempted = Object.values(MATRIX).filter((e) => 'exempt' in e).length;
    console.info(
      `cross-customer matrix: ${calls().length} calls; ${records} on another's record, ` +
        `${records - wrong.length} answered 404; ${operators} operator calls answered 403; ` +
        `${exempted} exempted; ${Math.round(performance.now() - started)} ms`,
    );
    expect(wrong.join('\n')).toBe('');
  });

  it('never shows in a list or an export, whatever filter names it', async () => {
    const seller = await signedIn('seller');
    const seller2 = await signedIn('seller2');
    const markers = markersOf(await liveDb());
    const wrong: string[] = [];
    let lists = 0;
    let shownToOwner = 0;
    for (const [call, entry] of Object.entries(MATRIX)) {
      if (!('list' in entry)) continue;
      lists += 1;
      // The owner sees its rows there: the check below can find them.
      if (tokensOf((await body(seller, entry.list)).text).some((token) => markers.has(token))) {
        shownToOwner += 1;
      }
      const filters = ['', 'customerId=C001', `keyword=${target.outbound}`, `sku=${target.skuCode}`];
      for (const filter of filters) {
        const answer = await body(seller2, filter === '' ? entry.list : withFilter(entry.list, filter));
        if (answer.status !== 200) wrong.push(`${call} ${filter}: ${answer.status}`);
        const leaked = tokensOf(answer.text).filter((token) => markers.has(token));
        if (leaked.length > 0) wrong.push(`${call} ${filter}: C001's ${leaked.slice(0, 3).join(', ')}`);
      }
    }
    console.info(
      `cross-customer lists and exports: ${lists}, ${lists * 4} answers with C001 named as a filter, ` +
        `${shownToOwner} of them showing C001 its own rows, none showing them to C002`,
    );
    expect(wrong.join('\n')).toBe('');
    expect(shownToOwner).toBeGreaterThanOrEqual(lists - 6);
  });
});
