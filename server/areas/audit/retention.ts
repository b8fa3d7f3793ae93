import { now } from '../../api/clock';
import { writing } from '../../api/db-instance';
import { removeById } from '../../store/store';
import { MAX_PAGE_SIZE } from '../../store/list-query';
import { listRecords } from '../../store/table-lists';
import { AUDIT_SPEC } from './routes';

/** Entries one pruning transaction removes at most: the write turn is held briefly, however many wait. */
export const PRUNE_BATCH = MAX_PAGE_SIZE;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the audit trail's entries made before `days` days ago (issue #41 §4: the trail is kept for
 * a retention period, not for ever), the oldest first, PRUNE_BATCH to a transaction: how many it
 * removed. Pruning is not itself an entry (the trail records calls; the service's log says what a
 * pruning removed). Two processes pruning at once do no harm: removing a row the other removed
 * deletes nothing (both may count it).
 */
export async function pruneAuditTrail(days: number): Promise<{ removed: number; before: string }> {
  const before = new Date(now() - days * DAY_MS).toISOString();
  const query = new URLSearchParams({
    // the range's end is inclusive: the last moment before the cut
    atTo: new Date(Date.parse(before) - 1).toISOString(),
    sortField: 'at',
    sortOrder: 'asc',
    pageSize: String(PRUNE_BATCH),
  });
  let removed = 0;
  for (;;) {
    const batch = await writing(
      async (db) => {
        const page = await listRecords(db, 'auditEvents', query, AUDIT_SPEC);
        if (!page.ok) throw new Error('the trail could not be listed for pruning');
        let count = 0;
        for (const entry of page.value.list) if (await removeById(db, 'auditEvents', entry.id)) count += 1;
        return { count, more: page.value.list.length === PRUNE_BATCH };
      },
      ({ count }) => count > 0,
    );
    removed += batch.count;
    if (!batch.more) return { removed, before };
  }
}

/**
 * Prunes the trail now and then every `everyMs` (a day), telling `done` what each pruning removed;
 * the returned function stops it. `days` 0 keeps the trail whole and prunes nothing.
 */
export function keepAuditTrailFor(
  days: number,
  done: (result: { removed: number; before: string } | { error: unknown }) => void,
  everyMs = DAY_MS,
): () => void {
  if (days <= 0) return () => undefined;
  const prune = () => {
    pruneAuditTrail(days).then(done, (error: unknown) => done({ error }));
  };
  prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
