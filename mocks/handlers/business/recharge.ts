import { succeed, type Actor, type Outcome } from '../../db/services/contract';
import type { Db } from '../../db/store';
import type { Recharge } from '../../db/types/documents';
import { crudHandlers, ownScope } from './crud';
import { baseStatusOf, type ListSpec } from './list-query';
import { getVisible } from './services';
import { uploadHandlers } from './uploads';

export const rechargeSpec: ListSpec<Recharge> = {
  keyword: (r) => [r.rechargeNo, r.referenceNo, r.bankRefNo, r.payerName],
  equals: { method: (r) => r.method, currency: (r) => r.currency, customerId: (r) => r.customerId },
  ranges: { created: { of: (r) => r.createdAt } },
  sorts: {
    createdAt: (r) => r.createdAt,
    updatedAt: (r) => r.updatedAt,
    rechargeNo: (r) => r.rechargeNo,
    declaredAmount: (r) => r.declaredAmount,
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  status: (r) => baseStatusOf(r.status),
};

function rechargeOwner(
  db: Db,
  actor: Actor,
  _purpose: string,
  docId: string,
): Outcome<{ customerId: string }> {
  const found = getVisible(db, actor, 'recharges', docId);
  return found.ok ? succeed({ customerId: found.value.customerId }) : found;
}

export const rechargeHandlers = [
  ...crudHandlers({
    module: 'Recharge',
    collection: 'recharges',
    kind: 'recharge',
    scope: ownScope,
    spec: rechargeSpec,
    actions: { kind: 'recharge', events: ['submit', 'approve', 'reject', 'withdraw'] },
  }),
  // The receipt of a bank transfer (pdf/jpg/png ≤ 10 MB); the recharge's `receiptFile` holds its id.
  ...uploadHandlers('Recharge', { purposes: ['receipt'], ownerOf: rechargeOwner }),
];
