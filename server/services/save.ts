import { textOf } from '@/api/rules/fields';
import type { Db } from '../store/store';
import type { Saver } from '../areas/area';
import { SAVERS } from '../areas/index';
import { KIND_COLLECTIONS, type Actor, type DocOfKind, type Outcome, type SaveKind } from './contract';
import { getVisible } from './visibility';

/**
 * Creates (no `id`) or updates (`id`) one record of `kind`, all or nothing: 404 for an unknown or
 * another customer's record, 403 for the wrong role, 409 when its state does not allow editing, 422
 * with a message per field. New documents get their number and start as DRAFT (business.md §2).
 */
export async function save<K extends SaveKind>(
  db: Db,
  actor: Actor,
  kind: K,
  input: Record<string, unknown>,
): Promise<Outcome<DocOfKind<K>>> {
  const id = textOf(input.id);
  let existing: DocOfKind<K> | null = null;
  if (id !== '') {
    const found = await getVisible(db, actor, KIND_COLLECTIONS[kind], id);
    if (!found.ok) return found;
    existing = found.value as DocOfKind<K>;
  }
  const saver = SAVERS[kind] as Saver<K>;
  return saver(db, actor, input, existing);
}
