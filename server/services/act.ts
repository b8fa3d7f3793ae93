import type { Db } from '../store/store';
import type { ActedDoc, Performer } from '../areas/area';
import { PERFORMERS } from '../areas/index';
import type { Actor, DocumentKind, Outcome } from './contract';

export type { ActedDoc } from '../areas/area';

/**
 * One lifecycle action (`action` is the chart's event type) on one document, with every effect of
 * business.md §10, all or nothing: 404 unknown or another customer's; 409 when the state does not
 * allow it (or the stock or purse refuses an effect: ARREARS, not enough stock); 403 for the wrong
 * role; 422 with a message per payload field. Each effect is keyed, so no replay posts twice.
 */
export async function act<K extends DocumentKind>(
  db: Db,
  actor: Actor,
  kind: K,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<ActedDoc<K>>> {
  const performer = PERFORMERS[kind] as Performer<K>;
  return performer(db, actor, id, action, payload);
}
