import { OUTBOUND_STATES } from '@machines/business/outbound-order.machine';
import type { RmaStatus } from '@machines/business/rma.machine';
import { filter, find, findById, removeById, type Db } from '../store/store';
import { roleFailure } from './access';
import { CHARTS, judge } from './charts';
import {
  failure,
  KIND_COLLECTIONS,
  succeed,
  type Actor,
  type Failure,
  type Outcome,
  type SaveKind,
} from './contract';
import { run } from './outcome';
import { cartonInUse } from '../areas/sku/save-listings';
import { isRemovable, numberOf } from './kinds';
import { getVisible } from './visibility';

type Record_ = { id: string } & Record<string, unknown>;

const OPEN_RMA: RmaStatus[] = ['DRAFT', 'SUBMITTED', 'RECEIVED'];
const CLOSED_OUTBOUND = new Set(['SHIPPED', 'DELIVERED', 'CANCELLED']);

const notDeletable = (kind: SaveKind, doc: Record_, state: string): Failure =>
  failure(409, 'deleteNotAllowed', { id: numberOf(kind, doc), state });

/** Why this record may not be deleted by this actor, or null. */
async function refusal(db: Db, actor: Actor, kind: SaveKind, doc: Record_): Promise<Failure | null> {
  // documents whose chart says where they may be deleted (a draft, by its customer)
  if (isRemovable(kind)) {
    // the delete guards look at the role alone: no context needed
    const verdict = judge(CHARTS[kind], String(doc.status), {}, { type: 'delete', by: actor.role });
    if (verdict.ok) return null;
    return verdict.reason === 'role'
      ? roleFailure(actor, 'delete')
      : notDeletable(kind, doc, String(doc.status));
  }
  switch (kind) {
    case 'warehouse': {
      if (actor.role === 'customer') {
        if (doc.kind === 'OFFICIAL') return roleFailure(actor, 'delete');
        return doc.status === 'PENDING_APPROVAL' || doc.status === 'REJECTED'
          ? null
          : notDeletable(kind, doc, String(doc.status));
      }
      const used =
        (await find(db, 'balances', { warehouseCode: doc.id })) !== undefined ||
        (await find(db, 'inbounds', { warehouseCode: doc.id })) !== undefined ||
        (await find(db, 'outbounds', { warehouseCode: doc.id })) !== undefined ||
        (await filter(db, 'carriers')).some((c) => c.warehouseCodes.includes(doc.id));
      return used ? failure(409, 'recordInUse', { id: doc.id }) : null;
    }
    case 'carrier':
      if (actor.role !== 'operator') return roleFailure(actor, 'delete');
      return (await find(db, 'outbounds', {
        carrierCode: doc.id,
        status: OUTBOUND_STATES.filter((state) => !CLOSED_OUTBOUND.has(state.split('.')[0])),
      })) !== undefined
        ? failure(409, 'recordInUse', { id: doc.id })
        : null;
    case 'carton': {
      const carton = await findById(db, 'cartons', doc.id);
      return carton && (await cartonInUse(db, carton))
        ? failure(409, 'recordInUse', { id: carton.cartonSku })
        : null;
    }
    case 'returnStrategy':
      if (doc.scope === 'CUSTOMER_DEFAULT')
        return failure(409, 'defaultStrategyKept', { id: String(doc.name) });
      return (await find(db, 'rmas', { strategyId: doc.id, status: OPEN_RMA })) !== undefined
        ? failure(409, 'recordInUse', { id: String(doc.name) })
        : null;
    default:
      return null;
  }
}

/** A draft SKU takes its declarations, certificates, listings and strategy with it. */
async function removeDependants(db: Db, skuId: string, customerId: string, code: string): Promise<void> {
  for (const name of ['declarations', 'certificates', 'listings'] as const) {
    for (const record of await filter(db, name, { skuId })) await removeById(db, name, record.id);
  }
  for (const strategy of await filter(db, 'returnStrategies', { customerId, sku: code })) {
    await removeById(db, 'returnStrategies', strategy.id);
  }
}

/**
 * Deletes every record of `ids` or none: no ids answers 500 with the seed's "please select data to
 * delete"; an unknown or another customer's id 404; anything business.md keeps (a submitted
 * document, a binding in use) 409.
 */
export async function remove(
  db: Db,
  actor: Actor,
  kind: SaveKind,
  ids: string[],
): Promise<Outcome<{ removed: number }>> {
  if (ids.length === 0) return failure(500, 'deleteIdsRequired');
  const docs: Record_[] = [];
  for (const id of new Set(ids)) {
    const found = await getVisible(db, actor, KIND_COLLECTIONS[kind], id);
    if (!found.ok) return found;
    const doc = found.value as unknown as Record_;
    const refused = await refusal(db, actor, kind, doc);
    if (refused) return refused;
    docs.push(doc);
  }
  const outcome = await run(db, async () => {
    for (const doc of docs) {
      if (kind === 'sku') await removeDependants(db, doc.id, String(doc.customerId), String(doc.sku));
      await removeById(db, KIND_COLLECTIONS[kind], doc.id);
    }
    return { removed: docs.length };
  });
  return outcome.ok ? succeed(outcome.value) : outcome;
}
