import { removeById, type Db } from '../../../store/store';
import type { OutboundBatch } from '../../../store/types/documents';
import { failure, type Actor, type Outcome } from '../../../services/contract';
import { run } from '../../../services/outcome';
import { getVisible } from '../../../services/visibility';

/**
 * Deletes every batch of `ids` or none, while OPEN (printed labels are on record): no ids 500 (the
 * seed's "please select data to delete"), an unknown or another customer's batch 404, else 409.
 * The orders stay as they are.
 */
export async function removeBatches(
  db: Db,
  actor: Actor,
  ids: readonly string[],
): Promise<Outcome<{ removed: number }>> {
  if (ids.length === 0) return failure(500, 'deleteIdsRequired');
  const batches: OutboundBatch[] = [];
  for (const id of new Set(ids)) {
    const found = await getVisible(db, actor, 'outboundBatches', id);
    if (!found.ok) return found;
    if (found.value.status !== 'OPEN') {
      return failure(409, 'batchDeleteNotAllowed', { id: found.value.batchNo, state: found.value.status });
    }
    batches.push(found.value);
  }
  return await run(db, async () => {
    for (const batch of batches) await removeById(db, 'outboundBatches', batch.id);
    return { removed: batches.length };
  });
}
