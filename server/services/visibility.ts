import type { CollectionName, Db, DocOf } from '../store/store';
import { findById } from '../store/store';
import { failure, succeed, type Actor, type Outcome } from './contract';

/**
 * Whether the actor may see a record: operators see everything; a customer sees its own records,
 * the official warehouses and its own self-service ones, every carrier, and its own customer row.
 */
export function canSee(actor: Actor, collection: CollectionName, doc: object): boolean {
  if (actor.customerId === null) return true;
  if (collection === 'warehouses') {
    const owner = (doc as { ownerCustomerId?: string | null }).ownerCustomerId;
    return owner === null || owner === undefined || owner === actor.customerId;
  }
  if (collection === 'customers') return (doc as { id: string }).id === actor.customerId;
  const owner = (doc as { customerId?: string }).customerId;
  return owner === undefined || owner === actor.customerId;
}

/** The record, or 404 when it does not exist or belongs to another customer (existence is not disclosed). */
export async function getVisible<N extends CollectionName>(
  db: Db,
  actor: Actor,
  collection: N,
  id: string,
): Promise<Outcome<DocOf<N>>> {
  const doc = await findById(db, collection, id);
  if (!doc || !canSee(actor, collection, doc)) return failure(404, 'notFound');
  return succeed(doc);
}
