import {
  countsAsExpected,
  get,
  PDF,
  PNG,
  post,
  uploaded,
  type Request,
  type Target,
} from './cross-customer.test-support';
import type { Records } from './cross-customer.records.test-support';

/**
 * The cross-customer matrix (#17): every call of the handler table is either a call on one record
 * (another customer's answers 404, whatever the call), a list or export (no row of theirs shows
 * another customer, whatever filter names them), an operator's call (403 to a customer before
 * any record is looked at) or exempted with its reason. A new handler in none of them fails
 * cross-customer.test.ts.
 *
 * A 404 alone proves nothing: a call on a record that does not exist, or one nobody could make, answers
 * 404 too. So each call on a record is made twice with the same request: by C002's user (404, and
 * the record as its owner reads it unchanged), then by whoever may make it on C001's record, C001's
 * user or, for an operator's call, the operator (200, answering with that very record). A call that
 * changes its record has one of its own, made for it through the API in a state the call is allowed
 * from (`Records`).
 */

/** A call on one of C001's records. */
export interface OnRecord {
  request: Request;
  /** Who may make it: C001's own user, or the operator for an operator's call. */
  by: 'seller' | 'admin';
  /** What the allowed call's answer names: the record's id or number (a file: its name or text). */
  names: string;
  /** The record the call is on: C002's refused call leaves it as its owner read it. */
  target: Target;
  /** A delete: afterwards its owner no longer finds it. */
  deletes?: boolean;
}

export type Entry =
  | { record: (r: Records) => Promise<OnRecord> }
  | { list: string }
  | { operator: (r: Records) => Promise<Request> }
  | { exempt: string };

type Pick = (r: Records) => Promise<Target>;

const record = (call: (r: Records) => Promise<OnRecord>): Entry => ({ record: call });
const list = (path: string): Entry => ({ list: path });
const operator = (request: Request | ((r: Records) => Promise<Request>)): Entry => ({
  operator: typeof request === 'function' ? request : () => Promise.resolve(request),
});
const exempt = (reason: string): Entry => ({ exempt: reason });

/** A read by C001's user of the record `pick` finds: the answer names it (its id unless told). */
const reads = (
  pick: Pick,
  path: (target: Target) => string,
  names: (target: Target) => string = (target) => target.id,
): Entry =>
  record(async (r) => {
    const target = await pick(r);
    return { by: 'seller', request: get(path(target)), names: names(target), target };
  });

/** `POST <path> { id, ...extra }` by `by` on the record `pick` makes: the answer names it. */
const acts = (
  by: OnRecord['by'],
  path: string,
  pick: Pick,
  extra: (target: Target) => Record<string, unknown> = () => ({}),
): Entry =>
  record(async (r) => {
    const target = await pick(r);
    return { by, request: post(path, { id: target.id, ...extra(target) }), names: target.id, target };
  });

/** A save by C001's user of the record `pick` makes, sent back as read (as its form does). */
const saves = (path: string, pick: Pick): Entry =>
  record(async (r) => {
    const target = await pick(r);
    return { by: 'seller', request: post(path, structuredClone(target.data)), names: target.id, target };
  });

/** `POST <path> { ids: [id] }` by C001's user on the record `pick` makes: it is gone. */
const deletes = (path: string, pick: Pick): Entry =>
  record(async (r) => {
    const target = await pick(r);
    return {
      by: 'seller',
      request: post(path, { ids: [target.id] }),
      names: target.id,
      target,
      deletes: true,
    };
  });

/** An upload to `module` of a file for the record `pick` finds: the answer names it. */
const uploads = (module: string, purpose: string, pick: Pick): Entry =>
  record(async (r) => {
    const target = await pick(r);
    const file = new File([PNG], `${target.id}.png`, { type: 'image/png' });
    const request = { upload: `${module}/Upload`, fields: { purpose, docId: target.id }, file };
    return { by: 'seller', request, names: target.id, target };
  });

/** `GET <module>/File` of a file C001's user uploaded for the record `pick` finds: that file. */
const file = (module: string, purpose: string, pick: Pick, type: 'png' | 'pdf' = 'png'): Entry =>
  record(async (r) => {
    const target = await pick(r);
    const name = `${target.id}-${purpose}.${type}`;
    const sent = new File([type === 'pdf' ? PDF : PNG], name);
    const stored = await uploaded(r.as.seller, module, purpose, target.id, sent);
    return { by: 'seller', request: get(`${module}/File?id=${stored.id}`), names: stored.name, target };
  });

const reason = () => ({ reason: 'not mine' });
const lines = (target: Target) => target.data.lines as { sku: string; expectedQty: number }[];

// the records reads share (one each per test)
const stockedSku: Pick = (r) => r.once('stocked SKU', () => r.document('Sku', r.ground.sku.id, 'APPROVED'));
const completedInbound: Pick = (r) =>
  r.once('completed inbound', () => r.document('Inbound', r.ground.completedInbound, 'COMPLETED'));
const shipped: Pick = (r) => r.once('shipped order', () => r.outbound('SHIPPED'));
const completedRma: Pick = (r) => r.once('completed return', () => r.rma('COMPLETED'));
const statement: Pick = (r) => r.once('statement', () => r.settlement('GENERATED'));
const strategy: Pick = (r) => r.once('strategy', () => r.strategy());

export const MATRIX: Record<string, Entry> = {
  'GET Warehouse/GetList': list('Warehouse/GetList'),
  'GET Warehouse/Get': reads(
    (r) => r.warehouse('PENDING_APPROVAL'),
    (w) => `Warehouse/Get?id=${w.id}`,
  ),
  'POST Warehouse/Save': exempt('a registration of the caller’s own warehouse, no other customer’s id'),
  'POST Warehouse/Delete': operator(post('Warehouse/Delete', { ids: ['USEA'] })),
  'POST Warehouse/Approve': acts('admin', 'Warehouse/Approve', (r) => r.warehouse('PENDING_APPROVAL')),
  'POST Warehouse/Reject': acts('admin', 'Warehouse/Reject', (r) => r.warehouse('PENDING_APPROVAL'), reason),
  'POST Warehouse/Suspend': acts('admin', 'Warehouse/Suspend', (r) => r.warehouse('ACTIVE'), reason),
  'POST Warehouse/Resume': acts('admin', 'Warehouse/Resume', (r) => r.warehouse('SUSPENDED')),
  'GET Carrier/GetList': exempt('carriers are the operator’s master data, the same for every customer'),
  'GET Carrier/Get': exempt('carriers are the operator’s master data, the same for every customer'),
  'POST Carrier/Save': operator(post('Carrier/Save', {})),
  'POST Carrier/Delete': operator(post('Carrier/Delete', { ids: ['UPS-GROUND'] })),
  'GET Sku/GetList': list('Sku/GetList'),
  'GET Sku/Get': reads(stockedSku, (s) => `Sku/Get?id=${s.id}`),
  'POST Sku/Save': saves('Sku/Save', (r) => r.sku('DRAFT')),
  'POST Sku/Delete': deletes('Sku/Delete', (r) => r.sku('DRAFT')),
  'POST Sku/Submit': acts('seller', 'Sku/Submit', (r) => r.sku('DRAFT')),
  'POST Sku/Freeze': acts('admin', 'Sku/Freeze', (r) => r.sku('APPROVED'), reason),
  'POST Sku/Unfreeze': acts('admin', 'Sku/Unfreeze', (r) => r.sku('FROZEN')),
  'POST Sku/Discard': acts('seller', 'Sku/Discard', (r) => r.sku('DRAFT')),
  // a general SKU's approval needs no certificates
  'POST Sku/Approve': acts('admin', 'Sku/Approve', (r) => r.sku('PENDING_REVIEW')),
  'POST Sku/Reject': acts('admin', 'Sku/Reject', (r) => r.sku('PENDING_REVIEW'), reason),
  'GET Sku/GetDeclarations': reads(
    (r) => r.declaration(),
    (d) => `Sku/GetDeclarations?skuId=${String(d.data.skuId)}&pageSize=100`,
  ),
  'POST Sku/SaveDeclaration': saves('Sku/SaveDeclaration', (r) => r.declaration()),
  'POST Sku/DeleteDeclarations': deletes('Sku/DeleteDeclarations', (r) => r.declaration()),
  'POST Sku/ApproveDeclaration': acts('admin', 'Sku/ApproveDeclaration', (r) => r.declaration()),
  'POST Sku/RejectDeclaration': acts('admin', 'Sku/RejectDeclaration', (r) => r.declaration(), reason),
  'GET Sku/GetCertificates': reads(
    (r) => r.certificate(),
    (c) => `Sku/GetCertificates?skuId=${String(c.data.skuId)}&pageSize=100`,
  ),
  'POST Sku/SaveCertificate': record(async (r) => {
    const target = await r.certificate();
    const body = { ...structuredClone(target.data), fileId: target.file.id };
    return { by: 'seller', request: post('Sku/SaveCertificate', body), names: target.id, target };
  }),
  'POST Sku/DeleteCertificates': deletes('Sku/DeleteCertificates', (r) => r.certificate()),
  'POST Sku/ApproveCertificate': acts('admin', 'Sku/ApproveCertificate', (r) => r.certificate()),
  'POST Sku/RejectCertificate': acts('admin', 'Sku/RejectCertificate', (r) => r.certificate(), reason),
  'GET Sku/GetListings': reads(
    (r) => r.listing(),
    (l) => `Sku/GetListings?skuId=${String(l.data.skuId)}&pageSize=100`,
  ),
  'POST Sku/SaveListing': saves('Sku/SaveListing', (r) => r.listing()),
  'POST Sku/DeleteListings': deletes('Sku/DeleteListings', (r) => r.listing()),
  'GET Sku/GetCartons': reads(
    (r) => r.carton(),
    (c) => c.probe.path,
  ),
  'POST Sku/SaveCarton': saves('Sku/SaveCarton', (r) => r.carton()),
  'POST Sku/DeleteCartons': deletes('Sku/DeleteCartons', (r) => r.carton()),
  'POST Sku/Labels': record(async (r) => {
    const target = await stockedSku(r);
    const body = { size: '100x60', items: [{ skuId: target.id, copies: 1 }] };
    return { by: 'seller', request: post('Sku/Labels', body), names: String(target.data.sku), target };
  }),
  'POST Sku/Upload': uploads('Sku', 'certificate', stockedSku),
  'GET Sku/File': file('Sku', 'certificate', stockedSku),
  'GET Sku/CertificateFile': record(async (r) => {
    const target = await r.certificate();
    return {
      by: 'seller',
      request: get(`Sku/CertificateFile?id=${target.id}`),
      names: target.file.name,
      target,
    };
  }),
  'GET Inbound/GetList': list('Inbound/GetList'),
  'GET Inbound/Get': reads(completedInbound, (o) => `Inbound/Get?id=${o.id}`),
  'POST Inbound/Save': saves('Inbound/Save', (r) => r.inbound('DRAFT')),
  'POST Inbound/Delete': deletes('Inbound/Delete', (r) => r.inbound('DRAFT')),
  'POST Inbound/Submit': acts('seller', 'Inbound/Submit', (r) => r.inbound('DRAFT')),
  'POST Inbound/MarkShipped': acts(
    'seller',
    'Inbound/MarkShipped',
    (r) => r.inbound('APPROVED'),
    () => ({ trackingNos: ['1Z999AA10123456784'] }),
  ),
  'POST Inbound/Cancel': acts('seller', 'Inbound/Cancel', (r) => r.inbound('PENDING_REVIEW'), reason),
  'POST Inbound/Approve': acts('admin', 'Inbound/Approve', (r) => r.inbound('PENDING_REVIEW')),
  'POST Inbound/Reject': acts('admin', 'Inbound/Reject', (r) => r.inbound('PENDING_REVIEW'), reason),
  'POST Inbound/Arrive': acts('admin', 'Inbound/Arrive', (r) => r.inbound('IN_TRANSIT')),
  'POST Inbound/StartReceiving': acts('admin', 'Inbound/StartReceiving', (r) => r.inbound('ARRIVED')),
  'POST Inbound/Receive': acts(
    'admin',
    'Inbound/Receive',
    (r) => r.inbound('RECEIVING'),
    (o) => ({ lines: countsAsExpected(o.data) }),
  ),
  // received as expected: no exception holds up its putaway
  'POST Inbound/Putaway': acts('admin', 'Inbound/Putaway', (r) => r.inbound('RECEIVED')),
  'GET Inbound/Export': list('Inbound/Export?format=csv'),
  'GET Inbound/GetExceptions': list('Inbound/GetExceptions'),
  'POST Inbound/AskCustomer': acts('admin', 'Inbound/AskCustomer', (r) => r.exception('OPEN')),
  'POST Inbound/Resolve': acts(
    'admin',
    'Inbound/Resolve',
    (r) => r.exception('OPEN'),
    () => ({ resolution: 'ACCEPT_AS_DAMAGED' }),
  ),
  'POST Inbound/ChooseResolution': acts(
    'seller',
    'Inbound/ChooseResolution',
    (r) => r.exception('AWAITING_CUSTOMER'),
    () => ({ resolution: 'RETURN_TO_SENDER' }),
  ),
  'POST Inbound/RaiseException': acts(
    'admin',
    'Inbound/RaiseException',
    (r) => r.inbound('ARRIVED'),
    (o) => {
      const [box] = o.data.boxes as { boxNo: number; lines: { sku: string }[] }[];
      return { type: 'WRONG_SKU', boxNo: box.boxNo, sku: box.lines[0].sku, qty: 1 };
    },
  ),
  'GET Inbound/GetCosts': reads(
    completedInbound,
    (o) => `Inbound/GetCosts?id=${o.id}`,
    (o) => String(o.data.inboundNo),
  ),
  'GET Inbound/GetReceivedSkus': reads(
    completedInbound,
    (o) => `Inbound/GetReceivedSkus?id=${o.id}`,
    (o) => (o.data.boxes as { lines: { sku: string }[] }[])[0].lines[0].sku,
  ),
  'POST Inbound/Upload': uploads('Inbound', 'photo', completedInbound),
  'GET Inbound/File': file('Inbound', 'photo', completedInbound),
  'POST Inbound/Estimate': exempt('prices a draft in the body, no record'),
  'GET Inbound/BoxLabels': reads(
    completedInbound,
    (o) => `Inbound/BoxLabels?id=${o.id}`,
    (o) => String(o.data.inboundNo),
  ),
  'GET Inbound/SkuLabels': reads(
    completedInbound,
    (o) => `Inbound/SkuLabels?id=${o.id}`,
    (o) => String(o.data.inboundNo),
  ),
  'GET Outbound/GetList': list('Outbound/GetList'),
  'GET Outbound/Get': reads(shipped, (o) => `Outbound/Get?id=${o.id}`),
  'POST Outbound/Save': saves('Outbound/Save', (r) => r.outbound('DRAFT')),
  'POST Outbound/Delete': deletes('Outbound/Delete', (r) => r.outbound('DRAFT')),
  'POST Outbound/Submit': acts('seller', 'Outbound/Submit', (r) => r.outbound('DRAFT')),
  // its address is still none the carrier delivers to: it answers 200, in EXCEPTION still
  'POST Outbound/Resubmit': acts('seller', 'Outbound/Resubmit', (r) => r.outbound('EXCEPTION')),
  'POST Outbound/Cancel': acts('seller', 'Outbound/Cancel', (r) => r.outbound('AWAITING_PICK'), reason),
  'POST Outbound/RequestCancel': acts(
    'seller',
    'Outbound/RequestCancel',
    (r) => r.outbound('PICKING'),
    reason,
  ),
  'POST Outbound/Hold': acts('seller', 'Outbound/Hold', (r) => r.outbound('AWAITING_PICK')),
  'POST Outbound/Release': acts('seller', 'Outbound/Release', (r) => r.outbound('ON_HOLD')),
  'POST Outbound/Pick': acts('admin', 'Outbound/Pick', (r) => r.outbound('AWAITING_PICK')),
  'POST Outbound/Pack': acts(
    'admin',
    'Outbound/Pack',
    (r) => r.outbound('PICKING'),
    () => ({ actualWeightKg: 0.5 }),
  ),
  'POST Outbound/Ship': acts(
    'admin',
    'Outbound/Ship',
    (r) => r.outbound('PACKED'),
    () => ({ trackingNo: '1ZCROSSCUSTOMER1' }),
  ),
  'POST Outbound/Deliver': acts('admin', 'Outbound/Deliver', (r) => r.outbound('SHIPPED')),
  'POST Outbound/ConfirmCancel': acts('admin', 'Outbound/ConfirmCancel', (r) =>
    r.outbound('PICKING.cancelRequested'),
  ),
  'POST Outbound/RefuseCancel': acts(
    'admin',
    'Outbound/RefuseCancel',
    (r) => r.outbound('PACKED.cancelRequested'),
    reason,
  ),
  'GET Outbound/Export': list('Outbound/Export?format=csv'),
  'POST Outbound/BulkAction': record(async (r) => {
    const target = await r.outbound('AWAITING_PICK');
    const body = { ids: [target.id], action: 'cancel', reason: 'not mine' };
    return { by: 'seller', request: post('Outbound/BulkAction', body), names: target.id, target };
  }),
  'POST Outbound/Estimate': exempt('prices a draft in the body, no record'),
  'POST Outbound/Upload': uploads('Outbound', 'waybill', (r) => r.outbound('PICKING', { ownLabel: true })),
  'GET Outbound/File': file('Outbound', 'waybill', (r) => r.outbound('DRAFT', { ownLabel: true }), 'pdf'),
  'GET Outbound/GetWaybills': list('Outbound/GetWaybills'),
  'GET Outbound/Waybill': reads(
    shipped,
    (o) => `Outbound/Waybill?id=${o.id}`,
    (o) => String(o.data.outboundNo),
  ),
  // the answer names the label it voided
  'POST Outbound/VoidWaybill': record(async (r) => {
    const target = await r.outbound('PICKING', { ownLabel: true });
    const label = new File([PDF], `${target.id}-label.pdf`);
    const stored = await uploaded(r.as.seller, 'Outbound', 'waybill', target.id, label);
    const request = post('Outbound/VoidWaybill', { id: target.id });
    return { by: 'seller', request, names: stored.id, target: await r.document('Outbound', target.id) };
  }),
  'GET Outbound/TrackingNo': operator(async (r) => {
    const packed = await r.outbound('PACKED');
    return get(`Outbound/TrackingNo?id=${packed.id}`);
  }),
  'GET Outbound/ImportTemplate': exempt('a blank template'),
  'POST Outbound/ImportValidate': exempt('reads the caller’s own file'),
  'POST Outbound/ImportRecheck': exempt('import batches are the account’s own: import-recheck.test 404'),
  'POST Outbound/ImportCommit': exempt('import batches are the account’s own: batchFor(actor)'),
  'GET Outbound/ImportRejected': exempt('import batches are the account’s own: import.test 404'),
  'GET Outbound/GetBatches': list('Outbound/GetBatches'),
  'GET Outbound/GetBatch': reads(
    (r) => r.batch('LABEL_PRINT', 'OPEN'),
    (b) => `Outbound/GetBatch?id=${b.id}`,
  ),
  'POST Outbound/SaveBatch': acts(
    'seller',
    'Outbound/SaveBatch',
    (r) => r.batch('LABEL_PRINT', 'OPEN'),
    () => ({ remark: 'edited' }),
  ),
  'POST Outbound/DeleteBatches': deletes('Outbound/DeleteBatches', (r) => r.batch('LABEL_PRINT', 'OPEN', 0)),
  'POST Outbound/AddBatchOrders': record(async (r) => {
    const target = await r.batch('LABEL_PRINT', 'OPEN');
    const spare = await r.outbound('PACKED');
    const body = { id: target.id, orderIds: [spare.id] };
    return { by: 'seller', request: post('Outbound/AddBatchOrders', body), names: target.id, target };
  }),
  'POST Outbound/RemoveBatchOrders': acts(
    'seller',
    'Outbound/RemoveBatchOrders',
    (r) => r.batch('LABEL_PRINT', 'OPEN', 2),
    (b) => ({ orderIds: (b.data.orderIds as string[]).slice(1) }),
  ),
  'POST Outbound/PrintBatch': acts('seller', 'Outbound/PrintBatch', (r) => r.batch('LABEL_PRINT', 'OPEN')),
  'POST Outbound/HandOverBatch': acts('admin', 'Outbound/HandOverBatch', (r) =>
    r.batch('HANDOVER', 'PRINTED'),
  ),
  'GET Outbound/BatchLabels': reads(
    (r) => r.batch('LABEL_PRINT', 'PRINTED'),
    (b) => `Outbound/BatchLabels?id=${b.id}`,
    (b) => String(b.data.batchNo),
  ),
  'GET Outbound/HandoverSheet': reads(
    (r) => r.batch('HANDOVER', 'PRINTED'),
    (b) => `Outbound/HandoverSheet?id=${b.id}`,
    (b) => String(b.data.batchNo),
  ),
  'GET Outbound/Labels': reads(
    shipped,
    (o) => `Outbound/Labels?ids=${o.id}`,
    (o) => String(o.data.outboundNo),
  ),
  'GET Outbound/PickList': operator(async (r) => {
    const waiting = await r.outbound('AWAITING_PICK');
    return get(`Outbound/PickList?warehouseCode=USEA&ids=${waiting.id}`);
  }),
  'GET Inventory/GetList': list('Inventory/GetList'),
  'GET Inventory/Export': list('Inventory/Export?format=csv'),
  'GET Inventory/GetFlow': list('Inventory/GetFlow'),
  'GET Inventory/ExportFlow': list('Inventory/ExportFlow?format=csv'),
  'POST Inventory/Adjust': operator(post('Inventory/Adjust', {})),
  'POST Inventory/Freeze': operator(post('Inventory/Freeze', {})),
  'POST Inventory/Unfreeze': operator(post('Inventory/Unfreeze', {})),
  'GET Rma/GetList': list('Rma/GetList'),
  'GET Rma/Get': reads(completedRma, (o) => `Rma/Get?id=${o.id}`),
  'POST Rma/Save': saves('Rma/Save', (r) => r.rma('DRAFT')),
  'POST Rma/Delete': deletes('Rma/Delete', (r) => r.rma('DRAFT')),
  'POST Rma/Submit': acts('seller', 'Rma/Submit', (r) => r.rma('DRAFT')),
  'POST Rma/Cancel': acts('seller', 'Rma/Cancel', (r) => r.rma('SUBMITTED'), reason),
  'POST Rma/Receive': acts(
    'admin',
    'Rma/Receive',
    (r) => r.rma('SUBMITTED'),
    (o) => ({
      lines: lines(o).map((line) => ({
        sku: line.sku,
        goodQty: line.expectedQty,
        defectiveQty: 0,
        unidentifiedQty: 0,
      })),
    }),
  ),
  'POST Rma/Process': acts('admin', 'Rma/Process', (r) => r.rma('RECEIVED')),
  'GET Rma/Export': list('Rma/Export?format=csv'),
  'GET Rma/GetStrategies': list('Rma/GetStrategies'),
  'GET Rma/GetStrategy': reads(strategy, (s) => `Rma/GetStrategy?id=${s.id}`),
  'POST Rma/SaveStrategy': saves('Rma/SaveStrategy', (r) => r.strategy()),
  'POST Rma/DeleteStrategies': deletes('Rma/DeleteStrategies', (r) => r.strategy()),
  'GET Rma/GetStrategiesApplied': reads(
    completedRma,
    (o) => `Rma/GetStrategiesApplied?id=${o.id}`,
    (o) => lines(o)[0].sku,
  ),
  'GET Rma/GetSkuReturns': reads(
    completedRma,
    (o) => `Rma/GetSkuReturns?sku=${encodeURIComponent(lines(o)[0].sku)}&customerId=C001`,
    (o) => String(o.data.rmaNo),
  ),
  'GET Rma/GetReturnedSkus': list('Rma/GetReturnedSkus'),
  'POST Rma/SetSkuStrategy': record(async (r) => {
    const target = await r.strategy();
    const body = { sku: r.ground.sku.code, strategyId: target.id };
    return { by: 'seller', request: post('Rma/SetSkuStrategy', body), names: target.id, target };
  }),
  'POST Rma/Upload': uploads('Rma', 'photo', completedRma),
  'GET Rma/File': file('Rma', 'photo', completedRma),
  'GET Recharge/GetList': list('Recharge/GetList'),
  'GET Recharge/Get': reads(
    (r) => r.recharge('PENDING_REVIEW'),
    (o) => `Recharge/Get?id=${o.id}`,
  ),
  'POST Recharge/Save': saves('Recharge/Save', (r) => r.recharge('DRAFT')),
  'POST Recharge/Delete': deletes('Recharge/Delete', (r) => r.recharge('DRAFT')),
  'POST Recharge/Submit': acts('seller', 'Recharge/Submit', (r) => r.recharge('DRAFT')),
  'POST Recharge/Withdraw': acts('seller', 'Recharge/Withdraw', (r) => r.recharge('PENDING_REVIEW')),
  'POST Recharge/Approve': acts(
    'admin',
    'Recharge/Approve',
    (r) => r.recharge('PENDING_REVIEW'),
    (o) => ({ arrivedAmount: o.data.declaredAmount, serviceCharge: 0 }),
  ),
  'POST Recharge/Reject': acts('admin', 'Recharge/Reject', (r) => r.recharge('PENDING_REVIEW'), reason),
  'POST Recharge/Upload': uploads('Recharge', 'receipt', (r) => r.recharge('DRAFT')),
  'GET Recharge/File': file('Recharge', 'receipt', (r) => r.recharge('DRAFT')),
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
  'GET Finance/GetSettlement': reads(statement, (s) => `Finance/GetSettlement?id=${s.id}`),
  'GET Finance/ExportSettlements': list('Finance/ExportSettlements?format=csv'),
  'GET Finance/SettlementStatement': reads(
    statement,
    (s) => `Finance/SettlementStatement?id=${s.id}&format=pdf`,
    (s) => String(s.data.settlementNo),
  ),
  'POST Finance/CloseSettlement': operator(post('Finance/CloseSettlement', { customerId: 'C001' })),
  'POST Finance/PreviewSettlement': operator(post('Finance/PreviewSettlement', { customerId: 'C001' })),
  'POST Finance/ConfirmSettlement': acts('seller', 'Finance/ConfirmSettlement', (r) =>
    r.settlement('GENERATED'),
  ),
  'POST Finance/DisputeSettlement': acts(
    'seller',
    'Finance/DisputeSettlement',
    (r) => r.settlement('GENERATED'),
    () => ({ note: 'storage fee charged twice' }),
  ),
  'POST Finance/AdjustSettlement': acts(
    'admin',
    'Finance/AdjustSettlement',
    (r) => r.settlement('DISPUTED'),
    () => ({ amount: -5, note: 'credited the storage fee' }),
  ),
  'GET Customer/GetList': list('Customer/GetList'),
  'GET Customer/Get': reads(
    (r) => r.once('customer', () => r.document('Customer', 'C001')),
    () => 'Customer/Get?id=C001',
  ),
  'GET Customer/GetOverview': operator(get('Customer/GetOverview?customerId=C001')),
  'GET Customer/GetCurrent': exempt('the caller’s own customer, no id read'),
  'POST Customer/Save': operator(
    post('Customer/Save', { code: 'XC1', name: 'Cross', email: 'x@cross.example', warehouseCodes: ['USEA'] }),
  ),
  'GET Customer/GetUsers': reads(
    (r) => r.once('customer', () => r.document('Customer', 'C001')),
    () => 'Customer/GetUsers?customerId=C001',
    () => 'seller@northwind.example',
  ),
  'POST Customer/UpdateUser': record(async (r) => {
    const target = await r.once('customer', () => r.document('Customer', 'C001'));
    // the seller keeps its own role: nothing changes, and its session goes on
    const request = post('Customer/UpdateUser', { customerId: 'C001', id: '3', customerRole: 'admin' });
    return { by: 'seller', request, names: 'seller@northwind.example', target };
  }),
  'POST Customer/Suspend': operator(post('Customer/Suspend', { id: 'C001' })),
  'POST Customer/Resume': operator(post('Customer/Resume', { id: 'C001' })),
  'POST Customer/Invite': record(async (r) => {
    const target = await r.once('customer', () => r.document('Customer', 'C001'));
    const email = 'colleague@northwind.example';
    const request = post('Customer/Invite', { customerId: 'C001', email, customerRole: 'viewer' });
    return { by: 'seller', request, names: email, target };
  }),
  'GET Audit/GetList': list('Audit/GetList'),
  'POST Authorization/UploadAvatar': exempt('the caller’s own picture; no record’s id is read'),
  'GET Authorization/Avatar': exempt(
    'a picture for an <img>, which sends no token: by an id of 64 random bits only its account names (docs/security.md)',
  ),
  'POST Mock/ResetDemoData': exempt('the mock’s own reset, no record (issue #17, first section)'),
  'GET Mock/DataStatus': exempt('what happened to this browser’s stored data: no customer’s record'),
  'POST Mock/DataKeptAside': exempt('the operator’s answer about the data kept aside: no customer’s record'),
};

/** The module of a call (`POST Sku/Save`: `Sku`). */
export const moduleOf = (call: string) => call.split(' ')[1].split('/')[0];
