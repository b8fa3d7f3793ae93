import type { Role } from '@machines/business/lifecycle';
import { isoAt } from '../store/store';
import type { ActionLogEntry } from '../store/types/documents';
import type { Actor } from './contract';

/** The action-log row of business.md §2. */
export function logRow(
  actor: Actor,
  role: Role,
  action: string,
  fromStatus: string,
  toStatus: string,
  note = '',
): ActionLogEntry {
  return { at: isoAt(), by: actor.name, role, action, fromStatus, toStatus, note };
}

/** The log with one more row (a new array, so the journal can take the change back). */
export const withRow = (log: readonly ActionLogEntry[], row: ActionLogEntry): ActionLogEntry[] => [
  ...log,
  row,
];
