import { beforeAll, describe, expect, it } from 'vitest';
import { takeChanges, trackChanges } from '../../db/changes';
import { act, actOnBatch, closeSettlement, save, saveBatch, setCreditLimit } from '../../db/services/index';
import {
  approvedSkus,
  eachInTurn,
  countsAsExpected,
  inboundInput,
  ok,
  operator as asOperator,
  outboundInput,
  seller as asSeller,
} from '../../db/services/testing';
import { cartonInUse } from '../../db/services/save/masters';
import type { CollectionName, Db } from '../../db/store';
import type { InboundOrder } from '../../db/types/documents';
import type { Sku } from '../../db/types/sku';
import { API, authHeaders, setupMockServer } from '../../testing';
import { liveDb, liveUploads } from './db-instance';
import { businessHandlers } from './handlers';
import { bytesOf, pdfText, seedBeforeAll, signedIn, type Caller } from './testing';

/**
 * The cross-customer matrix (#17): every call of the handler table is either a call on one record
 * (another customer's answers 404, whatever the call), a list or export (another customer's id as a
 * filter changes nothing and no row of theirs shows), an operator's call (403 to a customer before
 * any record is looked at) or exempted with its reason. A new handler in none of them fails the test.
 *
 * A 404 alone proves nothing: a call on a record that does not exist, or one nobody could make, answers
 * 404 too. So each call on a record is made twice with the same request: by C002's user (404, and
 * nothing changed), then by whoever may make it on C001's record, C001's user or, for an operator's
 * call, the operator (200, answering with that very record). A call that changes its record has one
 * of its own, in a state the call is allowed from.
 */

setupMockServer();
seedBeforeAll();

type Request =
  | { get: string }
  | { post: string; body: Record<string, unknown> }
  | { upload: string; fields: Record<string, string>; file: File };

/** A call on one of C001's records. */
interface OnRecord {
  request: Request;
  /** Who may make it: C001's own user, or the operator for an operator's call. */
  by: 'seller' | 'admin';
  /** What the allowed call's answer names: the record's id or number (a file: its name or text). */
  names: string;
  /** A delete: afterwards the collection has no record `names`. */
  gone?: CollectionName;
}

type Entry =
  | { record: (r: Records) => OnRecord }
  | { list: string }
  | { operator: (r: Records) => Request }
  | { exempt: string };

type Owned = { id: string; customerId?: string | null; ownerCustomerId?: string | null };

const ownedByC001 = (row: Owned) => (row.customerId ?? row.ownerCustomerId) === 'C001';

interface Made {
  /** Per module, a file C001's user uploaded for one of its records. */
  uploads: Record<string, { id: string; name: string }>;
  /** A certificate C001's user filed with an uploaded file (`uploads.certificate`). */
  certificate: string;
  /** A packed order of C001 in no batch, of the warehouse and carrier of the batches made. */
  spareOrder: string;
}

/**
 * C001's records the calls are aimed at, found in the live db (the seed's and those `prepare` made).
 * A call that changes its record takes one no other call takes; reads may share theirs.
 */
class Records {
  private readonly taken = new Set<string>();

  constructor(
    readonly db: Db,
    readonly made: Made,
  ) {}

  take<T extends Owned>(rows: readonly T[], what: string, fits: (row: T) => boolean = () => true): T {
    const row = rows.find((r) => ownedByC001(r) && !this.taken.has(r.id) && fits(r));
    if (!row) throw new Error(`C001 has no ${what} left for the matrix`);
    this.taken.add(row.id);
    return row;
  }

  read<T extends Owned>(rows: readonly T[], what: string, fits: (row: T) => boolean = () => true): T {
    const row = rows.find((r) => ownedByC001(r) && fits(r));
    if (!row) throw new Error(`C001 has no ${what}`);
    return row;
  }
}

const get = (path: string): Request => ({ get: path });
const post = (path: string, body: Record<string, unknown>): Request => ({ post: path, body });
const record = (call: (r: Records) => OnRecord): Entry => ({ record: call });
const list = (path: string): Entry => ({ list: path });
const operator = (request: Request | ((r: Records) => Request)): Entry => ({
  operator: typeof request === 'function' ? request : () => request,
});
const exempt = (reason: string): Entry => ({ exempt: reason });

/** A read by C001's user of the record `pick` finds: the answer names it (its id unless told). */
const reads = <T extends Owned>(
  pick: (r: Records) => T,
  path: (row: T, r: Records) => string,
  names: (row: T) => string = (row) => row.id,
): Entry =>
  record((r) => {
    const row = pick(r);
    return { by: 'seller', request: get(path(row, r)), names: names(row) };
  });

/** `POST <path> { id, ...extra }` by `by` on the record `pick` takes: the answer names it. */
const acts = <T extends Owned>(
  by: OnRecord['by'],
  path: string,
  pick: (r: Records) => T,
  extra: (row: T, r: Records) => Record<string, unknown> = () => ({}),
): Entry =>
  record((r) => {
    const row = pick(r);
    return { by, request: post(path, { id: row.id, ...extra(row, r) }), names: row.id };
  });

/** A save by C001's user of the record `pick` takes, sent back as stored (as its form does). */
const saves = <T extends Owned>(path: string, pick: (r: Records) => T): Entry =>
  record((r) => {
    const row = pick(r);
    return { by: 'seller', request: post(path, structuredClone({ ...row })), names: row.id };
  });

/** `POST <path> { ids: [id] }` by C001's user on the record `pick` takes: it is gone. */
const deletes = <T extends Owned>(path: string, collection: CollectionName, pick: (r: Records) => T): Entry =>
  record((r) => {
    const row = pick(r);
    return { by: 'seller', request: post(path, { ids: [row.id] }), names: row.id, gone: collection };
  });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.4 cross-customer certificate');

/** An upload to `module` of a file for the record `pick` finds (or takes): the answer names it. */
const uploads = <T extends Owned>(module: string, purpose: string, pick: (r: Records) => T): Entry =>
  record((r) => {
    const row = pick(r);
    return {
      by: 'seller',
      request: {
        upload: `${module}/Upload`,
        fields: { purpose, docId: row.id },
        file: new File([PNG], `${row.id}.png`, { type: 'image/png' }),
      },
      names: row.id,
    };
  });

/** `GET <module>/File` of the file C001's user uploaded in `prepare`: the answer is that file. */
const uploaded = (module: string): Entry =>
  record((r) => ({
    by: 'seller',
    request: get(`${module}/File?id=${r.made.uploads[module].id}`),
    names: r.made.uploads[module].name,
  }));

const reason = () => ({ reason: 'not mine' });

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A warehouse of C001's own; none with documents (a suspended one holds them up). */
const warehouse = (status: string) => (r: Records) =>
  r.take(
    r.db.warehouses,
    `${status} warehouse without documents`,
    (w) =>
      w.status === status &&
      !r.db.inbounds.some((o) => o.warehouseCode === w.code) &&
      !r.db.outbounds.some((o) => o.warehouseCode === w.code),
  );
const sku =
  (status: string, fits: (row: Sku, db: Db) => boolean = () => true) =>
  (r: Records) =>
    r.take(r.db.skus, `${status} SKU`, (s) => s.status === status && fits(s, r.db));
/**
 * Whether no stock and no document of C001 holds the SKU: freezing it, or a change of its records
 * that sends it back to review, holds up no other call.
 */
const unused = (code: string, db: Db) =>
  !db.balances.some((b) => b.customerId === 'C001' && b.sku === code) &&
  !db.inbounds.some(
    (o) => o.customerId === 'C001' && o.boxes.some((b) => b.lines.some((l) => l.sku === code)),
  ) &&
  !db.outbounds.some((o) => o.customerId === 'C001' && o.lines.some((l) => l.sku === code)) &&
  !db.rmas.some((o) => o.customerId === 'C001' && o.lines.some((l) => l.sku === code));
const inbound = (status: string) => (r: Records) =>
  r.take(r.db.inbounds, `${status} inbound order`, (o) => o.status === status);
const completedInbound = (r: Records) =>
  r.read(r.db.inbounds, 'completed inbound order', (o) => o.status === 'COMPLETED');
/** An order the warehouse delivers, on the carrier's label (the warehouse-only ones are below). */
const outbound = (status: string) => (r: Records) =>
  r.take(
    r.db.outbounds,
    `${status} outbound order`,
    (o) => o.status === status && o.businessMode === 'WAREHOUSE_AND_DELIVERY',
  );
const shipped = (r: Records) =>
  r.read(
    r.db.outbounds,
    'shipped outbound order',
    (o) => o.status === 'SHIPPED' && o.businessMode === 'WAREHOUSE_AND_DELIVERY',
  );
/** A warehouse-only order (shipped on the customer's own label) before it ships, with or without one. */
const ownLabel = (uploaded: boolean) => (r: Records) =>
  r.take(
    r.db.outbounds,
    `warehouse-only order ${uploaded ? 'with' : 'without'} its label`,
    (o) =>
      o.businessMode === 'WAREHOUSE_ONLY' &&
      o.waybillUploaded === uploaded &&
      ['PICKING', 'PACKED'].includes(o.status),
  );
const batch =
  (status: string, kind = 'LABEL_PRINT', fits: (orders: number) => boolean = () => true) =>
  (r: Records) =>
    r.take(
      r.db.outboundBatches,
      `${status} ${kind} batch`,
      (b) => b.status === status && b.kind === kind && fits(b.orderIds.length),
    );
const rma = (status: string) => (r: Records) =>
  r.take(r.db.rmas, `${status} return`, (o) => o.status === status);
const recharge = (status: string) => (r: Records) =>
  r.take(r.db.recharges, `${status} recharge`, (o) => o.status === status);
const settlement = (status: string) => (r: Records) =>
  r.take(r.db.settlements, `${status} settlement`, (o) => o.status === status);
/** An exception of an inbound order of C001 (the order taken: its exceptions are this call's). */
const exception = (status: string) => (r: Records) => {
  const order = r.take(r.db.inbounds, `inbound order with a ${status} exception`, (o) =>
    o.exceptions.some((e) => e.status === status),
  );
  const found = order.exceptions.find((e) => e.status === status);
  if (!found) throw new Error(`${order.id} has no ${status} exception`);
  return { ...found, customerId: order.customerId };
};
/** A return strategy of one SKU (the customer's default can be neither deleted nor set on a SKU). */
const skuStrategy = (r: Records) =>
  r.take(r.db.returnStrategies, 'return strategy of a SKU', (s) => s.scope === 'SKU');
/** A carton no stock or open document uses (one in use can be neither changed nor deleted). */
const carton = (r: Records) => r.take(r.db.cartons, 'carton not in use', (c) => !cartonInUse(r.db, c));
/** A declaration of an unused SKU (a changed declaration sends its SKU back to review). */
const declaration = (status?: string) => (r: Records) =>
  r.take(
    r.db.declarations,
    `${status ?? ''} declaration of an unused SKU`,
    (d) => (status === undefined || d.status === status) && unused(d.sku, r.db),
  );
/** A certificate of an unused SKU, other than the one filed with a file (for the file and its save). */
const certificate = (status?: string) => (r: Records) =>
  r.take(
    r.db.certificates,
    `${status ?? ''} certificate of an unused SKU`,
    (c) =>
      c.id !== r.made.certificate && (status === undefined || c.status === status) && unused(c.sku, r.db),
  );

const MATRIX: Record<string, Entry> = {
  'GET Warehouse/GetList': list('Warehouse/GetList'),
  'GET Warehouse/Get': reads(
    (r) => r.read(r.db.warehouses, 'warehouse'),
    (w) => `Warehouse/Get?id=${w.id}`,
  ),
  'POST Warehouse/Save': exempt('a registration of the caller’s own warehouse, no other customer’s id'),
  'POST Warehouse/Delete': operator(post('Warehouse/Delete', { ids: ['USEA'] })),
  'POST Warehouse/Approve': acts('admin', 'Warehouse/Approve', warehouse('PENDING_APPROVAL')),
  'POST Warehouse/Reject': acts('admin', 'Warehouse/Reject', warehouse('PENDING_APPROVAL'), reason),
  'POST Warehouse/Suspend': acts('admin', 'Warehouse/Suspend', warehouse('ACTIVE'), reason),
  'POST Warehouse/Resume': acts('admin', 'Warehouse/Resume', warehouse('SUSPENDED')),
  'GET Carrier/GetList': exempt('carriers are the operator’s master data, the same for every customer'),
  'GET Carrier/Get': exempt('carriers are the operator’s master data, the same for every customer'),
  'POST Carrier/Save': operator(post('Carrier/Save', {})),
  'POST Carrier/Delete': operator(post('Carrier/Delete', { ids: ['UPS-GROUND'] })),
  'GET Sku/GetList': list('Sku/GetList'),
  'GET Sku/Get': reads(
    (r) => r.read(r.db.skus, 'SKU'),
    (s) => `Sku/Get?id=${s.id}`,
  ),
  'POST Sku/Save': saves('Sku/Save', sku('DRAFT')),
  'POST Sku/Delete': deletes('Sku/Delete', 'skus', sku('DRAFT')),
  'POST Sku/Submit': acts('seller', 'Sku/Submit', sku('DRAFT')),
  'POST Sku/Freeze': acts(
    'admin',
    'Sku/Freeze',
    sku('APPROVED', (s, db) => unused(s.sku, db)),
    reason,
  ),
  'POST Sku/Unfreeze': acts('admin', 'Sku/Unfreeze', sku('FROZEN')),
  'POST Sku/Discard': acts('seller', 'Sku/Discard', sku('DRAFT')),
  // a battery's approval needs its certificates: a general one's does not
  'POST Sku/Approve': acts(
    'admin',
    'Sku/Approve',
    sku('PENDING_REVIEW', (s) => s.cargoAttribute === 'GENERAL'),
  ),
  'POST Sku/Reject': acts('admin', 'Sku/Reject', sku('PENDING_REVIEW'), reason),
  'GET Sku/GetDeclarations': reads(
    (r) => r.read(r.db.declarations, 'declaration'),
    (d) => `Sku/GetDeclarations?skuId=${d.skuId}&pageSize=100`,
  ),
  'POST Sku/SaveDeclaration': saves('Sku/SaveDeclaration', declaration()),
  'POST Sku/DeleteDeclarations': deletes('Sku/DeleteDeclarations', 'declarations', declaration()),
  'POST Sku/ApproveDeclaration': acts('admin', 'Sku/ApproveDeclaration', declaration('PENDING')),
  'POST Sku/RejectDeclaration': acts('admin', 'Sku/RejectDeclaration', declaration('PENDING'), reason),
  'GET Sku/GetCertificates': reads(
    (r) => r.read(r.db.certificates, 'certificate'),
    (c) => `Sku/GetCertificates?skuId=${c.skuId}&pageSize=100`,
  ),
  'POST Sku/SaveCertificate': record((r) => {
    const row = r.take(r.db.certificates, 'filed certificate', (c) => c.id === r.made.certificate);
    const body = { ...structuredClone(row), fileId: r.made.uploads.certificate.id };
    return { by: 'seller', request: post('Sku/SaveCertificate', body), names: row.id };
  }),
  'POST Sku/DeleteCertificates': deletes('Sku/DeleteCertificates', 'certificates', certificate()),
  'POST Sku/ApproveCertificate': acts('admin', 'Sku/ApproveCertificate', certificate('PENDING')),
  'POST Sku/RejectCertificate': acts('admin', 'Sku/RejectCertificate', certificate('PENDING'), reason),
  'GET Sku/GetListings': reads(
    (r) => r.read(r.db.listings, 'listing'),
    (l) => `Sku/GetListings?skuId=${l.skuId}&pageSize=100`,
  ),
  'POST Sku/SaveListing': saves('Sku/SaveListing', (r) => r.take(r.db.listings, 'listing')),
  'POST Sku/DeleteListings': deletes('Sku/DeleteListings', 'listings', (r) =>
    r.take(r.db.listings, 'listing'),
  ),
  'GET Sku/GetCartons': reads(
    (r) => r.read(r.db.cartons, 'carton'),
    (c, r) => {
      const component = r.read(r.db.skus, `SKU ${c.componentSku}`, (s) => s.sku === c.componentSku);
      return `Sku/GetCartons?skuId=${component.id}&componentSku=${encodeURIComponent(c.componentSku)}`;
    },
  ),
  'POST Sku/SaveCarton': saves('Sku/SaveCarton', carton),
  'POST Sku/DeleteCartons': deletes('Sku/DeleteCartons', 'cartons', carton),
  'POST Sku/Labels': record((r) => {
    const row = r.read(r.db.skus, 'approved SKU', (s) => s.status === 'APPROVED');
    const body = { size: '100x60', items: [{ skuId: row.id, copies: 1 }] };
    return { by: 'seller', request: post('Sku/Labels', body), names: row.sku };
  }),
  'POST Sku/Upload': uploads('Sku', 'certificate', (r) => r.read(r.db.skus, 'SKU')),
  'GET Sku/File': uploaded('Sku'),
  'GET Sku/CertificateFile': record((r) => ({
    by: 'seller',
    request: get(`Sku/CertificateFile?id=${r.made.certificate}`),
    names: r.made.uploads.certificate.name,
  })),
  'GET Inbound/GetList': list('Inbound/GetList'),
  'GET Inbound/Get': reads(completedInbound, (o) => `Inbound/Get?id=${o.id}`),
  'POST Inbound/Save': saves('Inbound/Save', inbound('DRAFT')),
  'POST Inbound/Delete': deletes('Inbound/Delete', 'inbounds', inbound('DRAFT')),
  'POST Inbound/Submit': acts('seller', 'Inbound/Submit', inbound('DRAFT')),
  'POST Inbound/MarkShipped': acts('seller', 'Inbound/MarkShipped', inbound('APPROVED'), () => ({
    trackingNos: ['1Z999AA10123456784'],
  })),
  'POST Inbound/Cancel': acts('seller', 'Inbound/Cancel', inbound('PENDING_REVIEW'), reason),
  'POST Inbound/Approve': acts('admin', 'Inbound/Approve', inbound('PENDING_REVIEW')),
  'POST Inbound/Reject': acts('admin', 'Inbound/Reject', inbound('PENDING_REVIEW'), reason),
  'POST Inbound/Arrive': acts('admin', 'Inbound/Arrive', inbound('IN_TRANSIT')),
  'POST Inbound/StartReceiving': acts('admin', 'Inbound/StartReceiving', inbound('ARRIVED')),
  'POST Inbound/Receive': acts('admin', 'Inbound/Receive', inbound('RECEIVING'), (o) => ({
    lines: countsAsExpected(o.boxes),
  })),
  'POST Inbound/Putaway': acts('admin', 'Inbound/Putaway', (r) =>
    r.take(
      r.db.inbounds,
      'received inbound order without open exceptions',
      (o) => o.status === 'RECEIVED' && o.exceptions.every((e) => e.status === 'RESOLVED'),
    ),
  ),
  'GET Inbound/Export': list('Inbound/Export?format=csv'),
  'GET Inbound/GetExceptions': list('Inbound/GetExceptions'),
  'POST Inbound/AskCustomer': acts('admin', 'Inbound/AskCustomer', exception('OPEN')),
  'POST Inbound/Resolve': acts('admin', 'Inbound/Resolve', exception('OPEN'), () => ({
    resolution: 'ACCEPT_AS_DAMAGED',
  })),
  'POST Inbound/ChooseResolution': acts(
    'seller',
    'Inbound/ChooseResolution',
    exception('AWAITING_CUSTOMER'),
    () => ({ resolution: 'RETURN_TO_SENDER' }),
  ),
  'POST Inbound/RaiseException': acts('admin', 'Inbound/RaiseException', inbound('ARRIVED'), (o) => ({
    type: 'WRONG_SKU',
    boxNo: o.boxes[0].boxNo,
    sku: o.boxes[0].lines[0].sku,
    qty: 1,
  })),
  'GET Inbound/GetCosts': reads(
    (r) =>
      r.read(r.db.inbounds, 'completed inbound order with fees', (o) =>
        r.db.fees.some((fee) => fee.docNo === o.inboundNo),
      ),
    (o) => `Inbound/GetCosts?id=${o.id}`,
    (o) => o.inboundNo,
  ),
  'GET Inbound/GetReceivedSkus': reads(
    completedInbound,
    (o) => `Inbound/GetReceivedSkus?id=${o.id}`,
    (o) => o.boxes[0].lines[0].sku,
  ),
  'POST Inbound/Upload': uploads('Inbound', 'photo', completedInbound),
  'GET Inbound/File': uploaded('Inbound'),
  'POST Inbound/Estimate': exempt('prices a draft in the body, no record'),
  'GET Inbound/BoxLabels': reads(
    completedInbound,
    (o) => `Inbound/BoxLabels?id=${o.id}`,
    (o) => o.inboundNo,
  ),
  'GET Inbound/SkuLabels': reads(
    completedInbound,
    (o) => `Inbound/SkuLabels?id=${o.id}`,
    (o) => o.inboundNo,
  ),
  'GET Outbound/GetList': list('Outbound/GetList'),
  'GET Outbound/Get': reads(shipped, (o) => `Outbound/Get?id=${o.id}`),
  'POST Outbound/Save': saves('Outbound/Save', outbound('DRAFT')),
  'POST Outbound/Delete': deletes('Outbound/Delete', 'outbounds', outbound('DRAFT')),
  'POST Outbound/Submit': acts('seller', 'Outbound/Submit', outbound('DRAFT')),
  'POST Outbound/Resubmit': acts('seller', 'Outbound/Resubmit', outbound('EXCEPTION')),
  'POST Outbound/Cancel': acts('seller', 'Outbound/Cancel', outbound('AWAITING_PICK'), reason),
  'POST Outbound/RequestCancel': acts('seller', 'Outbound/RequestCancel', outbound('PICKING'), reason),
  'POST Outbound/Hold': acts('seller', 'Outbound/Hold', outbound('AWAITING_PICK')),
  'POST Outbound/Release': acts('seller', 'Outbound/Release', outbound('ON_HOLD')),
  'POST Outbound/Pick': acts('admin', 'Outbound/Pick', outbound('AWAITING_PICK')),
  'POST Outbound/Pack': acts('admin', 'Outbound/Pack', outbound('PICKING'), () => ({ actualWeightKg: 0.5 })),
  'POST Outbound/Ship': acts('admin', 'Outbound/Ship', outbound('PACKED'), () => ({
    trackingNo: '1ZCROSSCUSTOMER1',
  })),
  'POST Outbound/Deliver': acts('admin', 'Outbound/Deliver', outbound('SHIPPED')),
  'POST Outbound/ConfirmCancel': acts('admin', 'Outbound/ConfirmCancel', outbound('PICKING.cancelRequested')),
  'POST Outbound/RefuseCancel': acts(
    'admin',
    'Outbound/RefuseCancel',
    outbound('PACKED.cancelRequested'),
    reason,
  ),
  'GET Outbound/Export': list('Outbound/Export?format=csv'),
  'POST Outbound/BulkAction': record((r) => {
    const row = outbound('AWAITING_PICK')(r);
    const body = { ids: [row.id], action: 'cancel', reason: 'not mine' };
    return { by: 'seller', request: post('Outbound/BulkAction', body), names: row.id };
  }),
  'POST Outbound/Estimate': exempt('prices a draft in the body, no record'),
  'POST Outbound/Upload': uploads('Outbound', 'waybill', ownLabel(false)),
  'GET Outbound/File': uploaded('Outbound'),
  'GET Outbound/GetWaybills': list('Outbound/GetWaybills'),
  'GET Outbound/Waybill': reads(
    shipped,
    (o) => `Outbound/Waybill?id=${o.id}`,
    (o) => o.outboundNo,
  ),
  'POST Outbound/VoidWaybill': acts('seller', 'Outbound/VoidWaybill', ownLabel(true)),
  'GET Outbound/TrackingNo': operator((r) => get(`Outbound/TrackingNo?id=${shipped(r).id}`)),
  'GET Outbound/ImportTemplate': exempt('a blank template'),
  'POST Outbound/ImportValidate': exempt('reads the caller’s own file'),
  'POST Outbound/ImportRecheck': exempt('import batches are the account’s own: import-recheck.test 404'),
  'POST Outbound/ImportCommit': exempt('import batches are the account’s own: batchFor(actor)'),
  'GET Outbound/ImportRejected': exempt('import batches are the account’s own: import.test 404'),
  'GET Outbound/GetBatches': list('Outbound/GetBatches'),
  'GET Outbound/GetBatch': reads(
    (r) => r.read(r.db.outboundBatches, 'batch'),
    (b) => `Outbound/GetBatch?id=${b.id}`,
  ),
  'POST Outbound/SaveBatch': acts('seller', 'Outbound/SaveBatch', batch('OPEN'), () => ({
    remark: 'edited',
  })),
  'POST Outbound/DeleteBatches': deletes(
    'Outbound/DeleteBatches',
    'outboundBatches',
    batch('OPEN', 'LABEL_PRINT', (orders) => orders === 0),
  ),
  'POST Outbound/AddBatchOrders': acts('seller', 'Outbound/AddBatchOrders', batch('OPEN'), (_b, r) => ({
    orderIds: [r.made.spareOrder],
  })),
  'POST Outbound/RemoveBatchOrders': acts(
    'seller',
    'Outbound/RemoveBatchOrders',
    batch('OPEN', 'LABEL_PRINT', (orders) => orders > 1),
    (b) => ({ orderIds: b.orderIds.slice(1) }),
  ),
  'POST Outbound/PrintBatch': acts('seller', 'Outbound/PrintBatch', batch('OPEN')),
  'POST Outbound/HandOverBatch': acts('admin', 'Outbound/HandOverBatch', batch('PRINTED', 'HANDOVER')),
  'GET Outbound/BatchLabels': reads(
    (r) => r.read(r.db.outboundBatches, 'printed batch', (b) => b.status === 'PRINTED'),
    (b) => `Outbound/BatchLabels?id=${b.id}`,
    (b) => b.batchNo,
  ),
  'GET Outbound/HandoverSheet': reads(
    (r) =>
      r.read(
        r.db.outboundBatches,
        'printed handover batch',
        (b) => b.status === 'PRINTED' && b.kind === 'HANDOVER',
      ),
    (b) => `Outbound/HandoverSheet?id=${b.id}`,
    (b) => b.batchNo,
  ),
  'GET Outbound/Labels': reads(
    shipped,
    (o) => `Outbound/Labels?ids=${o.id}`,
    (o) => o.outboundNo,
  ),
  'GET Outbound/PickList': operator(get('Outbound/PickList?warehouseCode=USEA')),
  'GET Inventory/GetList': list('Inventory/GetList'),
  'GET Inventory/Export': list('Inventory/Export?format=csv'),
  'GET Inventory/GetFlow': list('Inventory/GetFlow'),
  'GET Inventory/ExportFlow': list('Inventory/ExportFlow?format=csv'),
  'POST Inventory/Adjust': operator(post('Inventory/Adjust', {})),
  'POST Inventory/Freeze': operator(post('Inventory/Freeze', {})),
  'POST Inventory/Unfreeze': operator(post('Inventory/Unfreeze', {})),
  'GET Rma/GetList': list('Rma/GetList'),
  'GET Rma/Get': reads(
    (r) => r.read(r.db.rmas, 'return'),
    (o) => `Rma/Get?id=${o.id}`,
  ),
  'POST Rma/Save': saves('Rma/Save', rma('DRAFT')),
  'POST Rma/Delete': deletes('Rma/Delete', 'rmas', rma('DRAFT')),
  'POST Rma/Submit': acts('seller', 'Rma/Submit', rma('DRAFT')),
  'POST Rma/Cancel': acts('seller', 'Rma/Cancel', rma('SUBMITTED'), reason),
  'POST Rma/Receive': acts('admin', 'Rma/Receive', rma('SUBMITTED'), (o) => ({
    lines: o.lines.map((line) => ({
      sku: line.sku,
      goodQty: line.expectedQty,
      defectiveQty: 0,
      unidentifiedQty: 0,
    })),
  })),
  'POST Rma/Process': acts('admin', 'Rma/Process', rma('RECEIVED')),
  'GET Rma/Export': list('Rma/Export?format=csv'),
  'GET Rma/GetStrategies': list('Rma/GetStrategies'),
  'GET Rma/GetStrategy': reads(
    (r) => r.read(r.db.returnStrategies, 'return strategy'),
    (s) => `Rma/GetStrategy?id=${s.id}`,
  ),
  'POST Rma/SaveStrategy': saves('Rma/SaveStrategy', skuStrategy),
  'POST Rma/DeleteStrategies': deletes('Rma/DeleteStrategies', 'returnStrategies', skuStrategy),
  'GET Rma/GetStrategiesApplied': reads(
    (r) => r.read(r.db.rmas, 'return'),
    (o) => `Rma/GetStrategiesApplied?id=${o.id}`,
    (o) => o.lines[0].sku,
  ),
  'GET Rma/GetSkuReturns': reads(
    (r) => r.read(r.db.rmas, 'completed return', (o) => o.status === 'COMPLETED'),
    (o) => `Rma/GetSkuReturns?sku=${encodeURIComponent(o.lines[0].sku)}&customerId=C001`,
    (o) => o.rmaNo,
  ),
  'GET Rma/GetReturnedSkus': list('Rma/GetReturnedSkus'),
  'POST Rma/SetSkuStrategy': record((r) => {
    const strategy = r.take(
      r.db.returnStrategies,
      'strategy of no SKU yet',
      (s) => s.scope === 'SKU' && s.sku === null,
    );
    const body = { sku: sku('APPROVED')(r).sku, strategyId: strategy.id };
    return { by: 'seller', request: post('Rma/SetSkuStrategy', body), names: strategy.id };
  }),
  'POST Rma/Upload': uploads('Rma', 'photo', (r) => r.read(r.db.rmas, 'return')),
  'GET Rma/File': uploaded('Rma'),
  'GET Recharge/GetList': list('Recharge/GetList'),
  'GET Recharge/Get': reads(
    (r) => r.read(r.db.recharges, 'recharge'),
    (o) => `Recharge/Get?id=${o.id}`,
  ),
  'POST Recharge/Save': saves('Recharge/Save', recharge('DRAFT')),
  'POST Recharge/Delete': deletes('Recharge/Delete', 'recharges', recharge('DRAFT')),
  'POST Recharge/Submit': acts('seller', 'Recharge/Submit', recharge('DRAFT')),
  'POST Recharge/Withdraw': acts('seller', 'Recharge/Withdraw', recharge('PENDING_REVIEW')),
  'POST Recharge/Approve': acts('admin', 'Recharge/Approve', recharge('PENDING_REVIEW'), (o) => ({
    arrivedAmount: o.declaredAmount,
    serviceCharge: 0,
  })),
  'POST Recharge/Reject': acts('admin', 'Recharge/Reject', recharge('PENDING_REVIEW'), reason),
  'POST Recharge/Upload': uploads('Recharge', 'receipt', (r) => r.read(r.db.recharges, 'recharge')),
  'GET Recharge/File': uploaded('Recharge'),
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
  'GET Finance/GetSettlement': reads(
    (r) => r.read(r.db.settlements, 'settlement'),
    (s) => `Finance/GetSettlement?id=${s.id}`,
  ),
  'GET Finance/ExportSettlements': list('Finance/ExportSettlements?format=csv'),
  'GET Finance/SettlementStatement': reads(
    (r) => r.read(r.db.settlements, 'settlement'),
    (s) => `Finance/SettlementStatement?id=${s.id}&format=pdf`,
    (s) => s.settlementNo,
  ),
  'POST Finance/CloseSettlement': operator(post('Finance/CloseSettlement', { customerId: 'C001' })),
  'POST Finance/PreviewSettlement': operator(post('Finance/PreviewSettlement', { customerId: 'C001' })),
  'POST Finance/ConfirmSettlement': acts('seller', 'Finance/ConfirmSettlement', settlement('GENERATED')),
  'POST Finance/DisputeSettlement': acts(
    'seller',
    'Finance/DisputeSettlement',
    settlement('GENERATED'),
    () => ({
      note: 'storage fee charged twice',
    }),
  ),
  'POST Finance/AdjustSettlement': acts('admin', 'Finance/AdjustSettlement', settlement('DISPUTED'), () => ({
    amount: -5,
    note: 'credited the storage fee',
  })),
  'GET Customer/GetList': list('Customer/GetList'),
  'GET Customer/Get': record(() => ({ by: 'seller', request: get('Customer/Get?id=C001'), names: 'C001' })),
  'GET Customer/GetOverview': operator(get('Customer/GetOverview?customerId=C001')),
  'GET Customer/GetCurrent': exempt('the caller’s own customer, no id read'),
  'POST Mock/ResetDemoData': exempt('the mock’s own reset, no record (issue #17, first section)'),
  'GET Mock/DataStatus': exempt('what happened to this browser’s stored data: no customer’s record'),
  'POST Mock/DataKeptAside': exempt('the operator’s answer about the data kept aside: no customer’s record'),
};

/**
 * What the seed has too few of in some state, made for C001 through the services as its user and the
 * operator would; and the files of its records, uploaded through the API.
 */
async function prepare(db: Db, seller: Caller): Promise<Records> {
  // the fees the orders reserve never stand in their way
  ok(await setCreditLimit(db, asOperator, 'C001', 'USD', 1_000_000));

  const sites = await eachInTurn([1, 2, 3, 4], async (n) =>
    ok(
      await save(db, asSeller, 'warehouse', {
        code: `XC-${n}`,
        name: 'Cross-customer site',
        nameEn: 'Cross-customer site',
        countryCode: 'US',
        timezone: 'America/Chicago',
        currency: 'USD',
        address: { state: 'TX', city: 'Austin', postcode: '78701', street1: '1 Road' },
      }),
    ),
  );
  ok(await act(db, asOperator, 'warehouse', sites[2].id, 'approve', {}));
  ok(await act(db, asOperator, 'warehouse', sites[2].id, 'suspend', { reason: 'audit' }));
  ok(await act(db, asOperator, 'warehouse', sites[3].id, 'approve', {}));

  const [inboundSku] = approvedSkus(db);
  const inboundSteps = (boxes: InboundOrder['boxes']): [string, Record<string, unknown>][] => [
    ['submit', {}],
    ['approve', {}],
    ['markShipped', { trackingNos: ['1Z999AA10123456784'] }],
    ['arrive', {}],
    ['startReceiving', {}],
    ['receive', { lines: countsAsExpected(boxes) }],
  ];
  // three drafts, three to review, one approved, one in transit, two arrived, one receiving, one received
  for (const steps of [0, 0, 0, 1, 1, 1, 2, 3, 4, 4, 5, 6]) {
    const order = ok(await save(db, asSeller, 'inbound', inboundInput([[inboundSku, 5]])));
    for (const [event, payload] of inboundSteps(order.boxes).slice(0, steps)) {
      const by = event === 'submit' || event === 'markShipped' ? asSeller : asOperator;
      ok(await act(db, by, 'inbound', order.id, event, payload));
    }
  }

  const stocked = db.balances.find(
    (b) =>
      b.customerId === 'C001' &&
      b.warehouseCode === 'USEA' &&
      b.available >= 30 &&
      db.skus.some((s) => s.customerId === 'C001' && s.sku === b.sku && s.status === 'APPROVED'),
  );
  if (!stocked) throw new Error('the seed has no approved SKU of C001 stocked at USEA');
  let orders = 0;
  /** A new order of C001's from USEA, taken `steps` along submit, pick and pack: its id. */
  const order = async (steps: number): Promise<string> => {
    orders += 1;
    const made = ok(
      await save(
        db,
        asSeller,
        'outbound',
        outboundInput([[stocked.sku, 1]], { referenceNo: `XC-OB-${orders}` }),
      ),
    );
    if (steps > 0) ok(await act(db, asSeller, 'outbound', made.id, 'submit', {}));
    if (steps > 1) ok(await act(db, asOperator, 'outbound', made.id, 'pick', {}));
    if (steps > 2) ok(await act(db, asOperator, 'outbound', made.id, 'pack', { actualWeightKg: 0.5 }));
    return made.id;
  };
  for (const steps of [0, 0, 0, 1, 1, 1, 1, 2, 2, 3]) await order(steps);
  const packed = (count: number) => eachInTurn(Array.from({ length: count }), () => order(3));
  const labels = async (orderIds: string[]) =>
    ok(await saveBatch(db, asSeller, { kind: 'LABEL_PRINT', orderIds }));
  // to edit, to add to, to print; one to empty for its delete; one of two to take one out of
  for (let i = 0; i < 3; i += 1) await labels(await packed(1));
  const emptied = await labels(await packed(1));
  ok(await actOnBatch(db, asSeller, emptied.id, 'removeOrders', { orderIds: emptied.orderIds }));
  await labels(await packed(2));
  ok(await actOnBatch(db, asSeller, (await labels(await packed(1))).id, 'print', {}));
  for (let i = 0; i < 2; i += 1) {
    const handover = ok(await saveBatch(db, asSeller, { kind: 'HANDOVER', orderIds: await packed(1) }));
    ok(await actOnBatch(db, asOperator, handover.id, 'print', {}));
  }
  const [spareOrder] = await packed(1);

  const rmaSku = approvedSkus(db)[1];
  for (const [n, steps] of [0, 0, 0, 1, 1, 2].entries()) {
    const made = ok(
      await save(db, asSeller, 'rma', {
        referenceNo: `XC-RMA-${n}`,
        source: 'CARRIER_RETURN',
        originalOutboundNo: '',
        warehouseCode: 'USEA',
        trackingNo: '1ZCROSSRETURN',
        reason: 'cross-customer',
        strategyId: null,
        lines: [{ sku: rmaSku, expectedQty: 2 }],
      }),
    );
    if (steps > 0) ok(await act(db, asSeller, 'rma', made.id, 'submit', {}));
    if (steps > 1) {
      const lines = [{ sku: rmaSku, goodQty: 2, defectiveQty: 0, unidentifiedQty: 0 }];
      ok(await act(db, asOperator, 'rma', made.id, 'receive', { lines }));
    }
  }

  for (const submitted of [false, false, false, true, true, true]) {
    const made = ok(
      await save(db, asSeller, 'recharge', {
        method: 'PAYONEER',
        currency: 'USD',
        declaredAmount: 100,
        payerName: 'Cross customer',
        receiptFile: null,
        remark: '',
      }),
    );
    if (submitted) ok(await act(db, asSeller, 'recharge', made.id, 'submit', {}));
  }

  // the month after the seed's last statement of C001
  const closed = db.settlements.filter((s) => s.customerId === 'C001').map((s) => s.periodTo);
  const from = new Date(Date.parse(closed.sort().at(-1) ?? '') + DAY_MS);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 0));
  ok(await closeSettlement(db, asOperator, 'C001', isoDay(from), isoDay(to)));
  ok(
    await save(db, asSeller, 'returnStrategy', {
      name: 'Free',
      scope: 'SKU',
      onGood: 'HOLD',
      onDefective: 'HOLD',
    }),
  );

  const made: Made = { uploads: {}, certificate: '', spareOrder };
  const upload = async (module: string, purpose: string, docId: string, file: File) => {
    const answer = await seller.upload<{ id: string; name: string }>(`${module}/Upload`, {
      file,
      purpose,
      docId,
    });
    if (answer.status !== 200) throw new Error(`${module}/Upload as C001: ${JSON.stringify(answer)}`);
    return { id: answer.data.id, name: answer.data.name };
  };
  const first = <T extends Owned>(rows: readonly T[]) => rows.find(ownedByC001)?.id ?? '';
  for (const [module, purpose, docId] of [
    ['Sku', 'certificate', first(db.skus)],
    ['Inbound', 'photo', first(db.inbounds)],
    ['Rma', 'photo', first(db.rmas)],
    ['Recharge', 'receipt', first(db.recharges)],
  ]) {
    made.uploads[module] = await upload(module, purpose, docId, new File([PNG], `${docId}.png`));
  }
  const filedFor = db.skus.find(
    (s) => s.customerId === 'C001' && s.status === 'APPROVED' && unused(s.sku, db),
  );
  if (!filedFor) throw new Error('the seed has no unused approved SKU of C001');
  made.uploads.certificate = await upload(
    'Sku',
    'certificate',
    filedFor.id,
    new File([PDF], `${filedFor.sku}-CE.pdf`),
  );
  const filed = await seller.post<{ id: string }>('Sku/SaveCertificate', {
    sku: filedFor.sku,
    type: 'CE',
    countryCodes: ['US'],
    certificateNo: 'XC-CE-1',
    issuer: 'Cross-customer lab',
    issuedAt: isoDay(new Date(Date.now() - 30 * DAY_MS)),
    expiresAt: isoDay(new Date(Date.now() + 365 * DAY_MS)),
    fileId: made.uploads.certificate.id,
  });
  if (filed.status !== 200) throw new Error(`Sku/SaveCertificate as C001: ${JSON.stringify(filed)}`);
  made.certificate = filed.data.id;
  // the seed's labels of warehouse-only orders are uploads too (seeded-waybills.ts): one delivered
  const label = (await liveUploads()).find(
    (u) =>
      u.purpose === 'waybill' &&
      u.customerId === 'C001' &&
      db.outbounds.some((o) => o.id === u.docId && o.status === 'DELIVERED'),
  );
  if (!label) throw new Error('the seed has no label of a delivered order of C001');
  made.uploads.Outbound = { id: label.id, name: label.name };
  return new Records(db, made);
}

const keyOf = (method: string, path: string) => `${method} ${path.replace(/^.*\/services\/api\//, '')}`;
const calls = () =>
  businessHandlers.map((handler) => keyOf(handler.info.method as string, String(handler.info.path)));

function send(caller: Caller, request: Request): Promise<Response> {
  if ('get' in request) return caller.raw(request.get);
  if ('post' in request) return caller.postRaw(request.post, request.body);
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
  form.append('file', request.file);
  return fetch(`${API}/${request.upload}`, {
    method: 'POST',
    headers: authHeaders(caller.token),
    body: form,
  });
}

interface Answer {
  status: number;
  /** A JSON answer's text; a file's name and, for a PDF, the strings it shows. */
  text: string;
}

async function answerOf(response: Response): Promise<Answer> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    // A bulk action answers 200 with each order's own outcome.
    const failed = (JSON.parse(text) as { data?: { failed?: { status: number }[] } }).data?.failed;
    return { status: failed?.length === 1 ? failed[0].status : response.status, text };
  }
  const name = response.headers.get('Content-Disposition') ?? '';
  const bytes = await bytesOf(response);
  return { status: response.status, text: type === 'application/pdf' ? `${name}\n${pdfText(bytes)}` : name };
}

/** What a call changed in the db and the uploads: nothing, for a call refused with 404. */
async function changesOf(
  db: Db,
  call: () => Promise<Answer>,
): Promise<{ answer: Answer; changed: string[] }> {
  trackChanges(db, false);
  const counters = JSON.stringify([...db.counters]);
  const files = (await liveUploads()).length;
  const answer = await call();
  const changes = takeChanges(db);
  const changed = [
    ...(changes.all ? ['the db'] : [...changes.chunks.keys()]),
    ...(JSON.stringify([...db.counters]) === counters ? [] : ['counters']),
    ...((await liveUploads()).length === files ? [] : ['uploads']),
  ];
  return { answer, changed };
}

/** Why the allowed call's answer is not that very record, or null when it is. */
function notTheRecord(db: Db, call: OnRecord, answer: Answer): string | null {
  if (answer.status !== 200) return `${answer.status} ${answer.text.slice(0, 300)}`;
  if (call.gone) {
    const rows: readonly { id: string }[] = db[call.gone];
    return rows.some((row) => row.id === call.names) ? `${call.names} is still there` : null;
  }
  return answer.text.includes(call.names)
    ? null
    : `does not name ${call.names}: ${answer.text.slice(0, 300)}`;
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

let records: Records;
/** A keyword and a SKU code of C001's, as filters of another customer's lists. */
let filters: string[];

// Sessions end after each test (setupMockServer): each test signs its callers in.
beforeAll(async () => {
  const db = await liveDb();
  records = await prepare(db, await signedIn('seller'));
  const order = records.read(db.outbounds, 'outbound order');
  const code = records.read(db.skus, 'SKU').sku;
  filters = ['', 'customerId=C001', `keyword=${order.id}`, `sku=${code}`];
});

describe('another customer’s record', () => {
  it('every call of the handler table is in the matrix or exempted with a reason', () => {
    const missing = calls().filter((call) => !(call in MATRIX));
    const stale = Object.keys(MATRIX).filter((call) => !calls().includes(call));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers 404 to every call on it, which its owner makes, and 403 to a customer for every operator’s call', async () => {
    const started = performance.now();
    const db = await liveDb();
    const seller2 = await signedIn('seller2');
    const allowed = { seller: await signedIn('seller'), admin: await signedIn('admin') };
    const wrong: string[] = [];
    let refused = 0;
    let answered = 0;
    let operators = 0;
    for (const [call, entry] of Object.entries(MATRIX)) {
      if ('record' in entry) {
        const onRecord = entry.record(records);
        const theirs = await changesOf(db, async () => answerOf(await send(seller2, onRecord.request)));
        if (theirs.answer.status !== 404) wrong.push(`${call} by C002: ${theirs.answer.status}`);
        else refused += 1;
        if (theirs.changed.length > 0) wrong.push(`${call} by C002 changed ${theirs.changed.join(', ')}`);
        const owners = await answerOf(await send(allowed[onRecord.by], onRecord.request));
        const problem = notTheRecord(db, onRecord, owners);
        if (problem) wrong.push(`${call} by ${onRecord.by}: ${problem}`);
        else answered += 1;
      } else if ('operator' in entry) {
        operators += 1;
        const answer = await answerOf(await send(seller2, entry.operator(records)));
        if (answer.status !== 403) wrong.push(`${call}: ${answer.status} (operator's call)`);
      }
    }
    const onRecords = Object.values(MATRIX).filter((e) => 'record' in e).length;
    const exempted = Object.values(MATRIX).filter((e) => 'exempt' in e).length;
    console.info(
      `cross-customer matrix: ${calls().length} calls; ${onRecords} on another's record, ` +
        `${refused} answered 404 to C002 and ${answered} the record to its owner; ` +
        `${operators} operator calls answered 403; ` +
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
