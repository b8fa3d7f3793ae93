import type { AnyStateMachine } from 'xstate';
import type { MessageKey } from '../api/i18n';
import { DOCUMENT_GUARDS, type DocumentGuard } from '@machines/business/blockers';
import type { Role } from '@machines/business/lifecycle';
import type { CollectionName, Db, DocOf } from '../store/store';
import { findById, update } from '../store/store';
import type { ActionLogEntry } from '../store/types/documents';
import { roleFailure } from './access';
import { judge, type Verdict } from './charts';
import { failure, type Actor, type Failure, type FieldMessages } from './contract';
import { logRow, withRow } from './log';
import { invalid } from './outcome';

/**
 * What a failing payload guard of a chart means to the caller: a field of the request that is
 * missing or wrong (422 against that field). A failing document guard (machines/business/blockers.ts,
 * the list the console also shows disabled actions from) is a fact about the record that forbids the
 * step (409, in the words the console uses).
 */
const PAYLOAD_GUARDS: Record<string, { field: string; key: MessageKey }> = {
  hasReason: { field: 'reason', key: 'reasonRequired' },
  hasNote: { field: 'note', key: 'noteRequired' },
  hasShipmentNo: { field: 'trackingNos', key: 'shipmentNoRequired' },
  hasReceivedCounts: { field: 'lines', key: 'receivedLinesInvalid' },
  hasActualWeight: { field: 'actualWeightKg', key: 'actualWeightInvalid' },
  hasTrackingNo: { field: 'trackingNo', key: 'trackingNoRequired' },
  hasArrivedAmount: { field: 'arrivedAmount', key: 'arrivedAmountInvalid' },
  hasServiceCharge: { field: 'serviceCharge', key: 'serviceChargeInvalid' },
  hasRequiredReceipt: { field: 'receiptFile', key: 'receiptRequired' },
  hasGradeCounts: { field: 'lines', key: 'gradeCountsInvalid' },
  hasResolution: { field: 'resolution', key: 'resolutionInvalid' },
  matchesCustomerChoice: { field: 'resolution', key: 'resolutionMismatch' },
  hasOrderIds: { field: 'orderIds', key: 'batchOrdersRequired' },
};

function meaningOf(guard: string): { field: string; key: MessageKey } | { key: MessageKey } | undefined {
  if (Object.hasOwn(DOCUMENT_GUARDS, guard)) return { key: DOCUMENT_GUARDS[guard as DocumentGuard] };
  return PAYLOAD_GUARDS[guard];
}

/** The failure for a chart's refusal: 409 naming the state, 403 for the role, 409/422 for a guard. */
export function refusalOf(
  verdict: Exclude<Verdict, { ok: true }>,
  actor: Actor,
  action: string,
  state: string,
): Failure {
  if (verdict.reason !== 'invalid') {
    return verdict.reason === 'role'
      ? roleFailure(actor, action)
      : failure(409, 'stateRefused', { action, state });
  }
  const fields: FieldMessages = {};
  for (const guard of verdict.guards) {
    const meaning = meaningOf(guard);
    if (!meaning) continue;
    if (!('field' in meaning)) return failure(409, meaning.key);
    fields[meaning.field] = { key: meaning.key };
  }
  return Object.keys(fields).length > 0 ? invalid(fields) : failure(409, 'stateRefused', { action, state });
}

/** An action sent through `act`: the chart decides with the payload's fields as the event's. */
export interface Request {
  db: Db;
  actor: Actor;
  role: Role;
  action: string;
  payload: Record<string, unknown>;
}

/** Asks the chart; answers the verdict's target status or the failure to return. */
export function ask(
  request: Request,
  machine: AnyStateMachine,
  status: string,
  context: object,
  extra: Record<string, unknown> = {},
): string | Failure {
  const { actor, role, action, payload } = request;
  if (action === 'edit') return failure(409, 'stateRefused', { action, state: status });
  // The payload's fields with the type and role on top, set after the copy: a spread extended in the
  // same literal is slow in V8, and every action passes here.
  const event: Record<string, unknown> = { ...payload, ...extra };
  event.type = action;
  event.by = role;
  const verdict = judge(machine, status, context, event as { type: string; by: Role });
  return verdict.ok ? verdict.status : refusalOf(verdict, actor, action, status);
}

type Logged = { id: string; status: string; actionLog: ActionLogEntry[] };

/** Moves a stored record to `to`, writing its action-log row and `patch` in the same step. */
export async function moveTo<N extends CollectionName>(
  request: Request,
  collection: N,
  doc: DocOf<N> & Logged,
  to: string,
  patch: Partial<DocOf<N>> = {},
  note = '',
): Promise<DocOf<N>> {
  const { db } = request;
  const row = logRow(request.actor, request.role, request.action, doc.status, to, note);
  const stored = (await findById(db, collection, doc.id)) as (DocOf<N> & Logged) | undefined;
  if (!stored) throw new Error(`${collection}: no record ${doc.id}`);
  // through the store: a record of a table (tables.ts) is a copy, written back by `update`
  const change: Record<string, unknown> = { ...patch };
  change.status = to;
  change.updatedAt = row.at;
  change.actionLog = withRow(stored.actionLog, row);
  return await update(db, collection, doc.id, change as Partial<DocOf<N>>);
}

export const textIn = (payload: Record<string, unknown>, name: string): string =>
  typeof payload[name] === 'string' ? (payload[name] as string).trim() : '';
