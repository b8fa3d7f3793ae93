import { failure, succeed, type Actor, type Outcome } from '../../services/contract';
import { findById, type Db } from '../../store/store';
import type { Recharge } from '../../store/types/documents';
import { crudHandlers, ownScope } from '../../api/crud';
import { exportHandler } from '../../api/export';
import type { Column } from '../../api/files/table-export';
import { type ListSpec } from '../../store/list-query';
import { businessGet, idIn, type PostContext } from '../../api/route';
import { getVisible, previewRelease, save } from '../../api/services';
import { changeUpload } from '../../store/uploads';
import { uploadHandlers, visibleUpload } from '../../api/uploads';

export const rechargeSpec: ListSpec<Recharge> = {
  keyword: ['rechargeNo', 'referenceNo', 'bankRefNo', 'payerName'],
  equals: { method: 'method', currency: 'currency', customerId: 'customerId' },
  ranges: { created: { field: 'createdAt' } },
  sorts: {
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
    rechargeNo: 'rechargeNo',
    declaredAmount: 'declaredAmount',
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  status: { base: 'status' },
};

const rechargeColumns: Column<Recharge>[] = [
  { header: 'rechargeNo', value: (r) => r.rechargeNo },
  { header: 'createdAt', value: (r) => r.createdAt },
  { header: 'customerId', value: (r) => r.customerId },
  { header: 'status', value: (r) => r.status },
  { header: 'method', value: (r) => r.method },
  { header: 'currency', value: (r) => r.currency },
  { header: 'declaredAmount', value: (r) => r.declaredAmount },
  { header: 'arrivedAmount', value: (r) => r.arrivedAmount },
  { header: 'serviceCharge', value: (r) => r.serviceCharge },
  { header: 'payerName', value: (r) => r.payerName },
  { header: 'bankRefNo', value: (r) => r.bankRefNo },
  { header: 'referenceNo', value: (r) => r.referenceNo },
  { header: 'releasedOrders', value: (r) => r.releasedOrders.map((o) => o.outboundNo).join(' ') },
];

async function rechargeOwner(
  db: Db,
  actor: Actor,
  _purpose: string,
  docId: string,
): Promise<Outcome<{ customerId: string }>> {
  const found = await getVisible(db, actor, 'recharges', docId);
  return found.ok ? succeed({ customerId: found.value.customerId }) : found;
}

/**
 * `Recharge/Save`: a `receiptFile` the call names is an upload of the caller's, for a receipt, not
 * tied to another recharge (422 at the field otherwise: a recharge whose receipt cannot be shown
 * would reach the operator's review). The saved recharge becomes the upload's document. A recharge
 * saved again with the receipt it already holds is not asked again.
 */
async function saveRecharge({ db, actor, body }: PostContext) {
  const id = idIn(body);
  const receiptFile = typeof body.receiptFile === 'string' ? body.receiptFile : '';
  const held = id === '' ? undefined : (await findById(db, 'recharges', id))?.receiptFile;
  const upload = receiptFile === '' ? undefined : await visibleUpload(db, actor, receiptFile);
  if (receiptFile !== '' && receiptFile !== held) {
    const usable = upload?.purpose === 'receipt' && (upload.docId === null || upload.docId === id);
    if (!usable) {
      return failure(422, 'validationFailed', undefined, { receiptFile: { key: 'receiptUnknown' } });
    }
  }
  const saved = await save(db, actor, 'recharge', body);
  // the saved recharge becomes the file's document (a seed's receipt is its recharge's already)
  if (saved.ok && upload && upload.docId !== saved.value.id)
    await changeUpload(db, upload.id, { docId: saved.value.id });
  return saved;
}

/** The recharge chart's events with a call of their own, `POST Recharge/<Event>`. */
export const RECHARGE_ACTIONS = ['submit', 'approve', 'reject', 'withdraw'] as const;

export const rechargeHandlers = [
  ...crudHandlers({
    module: 'Recharge',
    collection: 'recharges',
    kind: 'recharge',
    scope: ownScope,
    spec: rechargeSpec,
    actions: { kind: 'recharge', events: RECHARGE_ACTIONS },
    save: saveRecharge,
  }),
  // The receipt of a bank transfer (pdf/jpg/png ≤ 10 MB); the recharge's `receiptFile` holds its id.
  ...uploadHandlers('Recharge', { purposes: ['receipt'], ownerOf: rechargeOwner }),
  exportHandler(
    'Recharge/Export',
    'recharges',
    ({ actor, query }) => ownScope(actor, query),
    rechargeSpec,
    rechargeColumns,
    'recharges',
  ),
  // `?currency&amount` (+ `customerId` for an operator): the ARREARS orders a recharge would release.
  businessGet(
    'Recharge/PreviewRelease',
    async ({ db, actor, query }) =>
      await previewRelease(db, actor, {
        customerId: query.get('customerId') ?? '',
        currency: query.get('currency') ?? '',
        amount: query.get('amount') ?? '',
      }),
  ),
];
