import type { AuditChange, AuditEntry } from '@/api/audit-types';
import { onAccountsChanged, readAuthState } from '../areas/access/state';
import { authenticate } from '../areas/access/session';
import type { Actor } from '../services/contract';
import { isNamed, noteChange, recording, recordingWrites, type Recording } from '../store/audit-recorder';
import { callScope } from '../store/call-scope';
import { insert, isoAt, type Db } from '../store/store';
import { actorOf } from './actor';
import { now } from './clock';
import { API_BASE_PATH } from './config';
import { keepsBusinessData, writing } from './db-instance';
import { clientAddress } from './http';

/** The header that carries the request's id to the handlers (the service's app sets it). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Who made a call, as the trail names them: a business actor, or an account without a business role. */
export interface AuditWho {
  accountId: string | null;
  accountName: string | null;
  side: AuditEntry['side'];
  role: string | null;
  customerId: string | null;
}

export const whoOf = (actor: Actor): AuditWho => ({
  accountId: actor.accountId,
  accountName: actor.name,
  side: actor.role,
  role: actor.customerRole ?? actor.operatorRole ?? null,
  customerId: actor.customerId,
});

const unique = (values: readonly (string | null)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== null && value !== '')),
];

/** The document of a call's changes: the first named record (not a ledger row its effects appended). */
export const documentOf = (changes: readonly AuditChange[]): string | null =>
  (changes.find((change) => isNamed(change.collection)) ?? changes[0])?.label ?? null;

/** The entry for what `recording` holds, made by `who` through `call` of `request`. */
export function entryOf(request: Request, who: AuditWho, call: string, recording: Recording): AuditEntry {
  const changes: AuditChange[] = recording.changes;
  const document = documentOf(changes);
  return {
    id: `AE${crypto.randomUUID().replaceAll('-', '')}`,
    at: isoAt(now()),
    accountId: who.accountId,
    accountName: who.accountName,
    side: who.side,
    role: who.role,
    actorCustomerId: who.customerId,
    call,
    document,
    subjects: unique(changes.flatMap((change) => [change.id, change.label])),
    customerIds: unique([who.customerId, ...changes.map((change) => change.customerId)]),
    address: clientAddress(request),
    requestId: request.headers.get(REQUEST_ID_HEADER),
    changes,
    more: recording.more,
  };
}

/**
 * Runs a call that may write with its writes recorded, and when it succeeded (`kept`) and changed
 * something, writes the trail's entry in the same transaction (issue #41 §4): the change and its
 * entry are kept together or not at all.
 */
export async function audited<T>(
  db: Db,
  request: Request,
  who: AuditWho,
  call: string,
  run: () => Promise<T>,
  kept: (result: T) => boolean,
): Promise<T> {
  return await recordingWrites(db, async (recording) => {
    const result = await run();
    if (kept(result) && recording.changes.length + recording.more > 0)
      await insert(db, 'auditEvents', entryOf(request, who, call, recording));
    return result;
  });
}

/** The request each call answers, for what changes outside a business call (the accounts). */
const requests = callScope<Request>();

/** Answers `request` with `answer`, the request known to what it changes (server/engine/answer.ts). */
export const answering = <T>(request: Request, answer: () => Promise<T>): Promise<T> =>
  requests.run(request, answer);

/** The call a request makes: `Account/Disable` of `/services/api/Account/Disable`, else its path. */
function callOf(request: Request): string {
  const path = new URL(request.url).pathname;
  const at = path.indexOf(`${API_BASE_PATH}/`);
  return at < 0 ? path : path.slice(at + API_BASE_PATH.length + 1);
}

/** Who changed accounts: the signed-in caller, else the one account changed (a link opened). */
async function accountChanger(request: Request, changes: readonly AuditChange[]): Promise<AuditWho> {
  const session = await authenticate(request);
  if (!(session instanceof Response)) {
    const actor = actorOf(session.account);
    if (actor) return whoOf(actor);
    return { ...NOBODY, accountId: session.account.id, accountName: session.account.username };
  }
  // a link opened (an invitation accepted, a password reset): the account it changed, as it is now
  const [only] = changes;
  if (changes.length !== 1) return NOBODY;
  const account = (await readAuthState()).accounts.find((candidate) => candidate.id === only.id);
  const actor = account ? actorOf(account) : null;
  return actor ? whoOf(actor) : { ...NOBODY, accountId: only.id, accountName: only.label };
}

const NOBODY: AuditWho = {
  accountId: null,
  accountName: null,
  side: 'visitor',
  role: null,
  customerId: null,
};

/**
 * The accounts a call changed, into the trail: into the call's own entry when it is a business call
 * recording its writes (an invitation sent as a customer is made), else an entry of their own,
 * written once the sign-in state holds the change. Nothing outside a call (the start's rehashing),
 * nor where this home keeps no business data (the browser's page: the demo's accounts are its own).
 */
onAccountsChanged(async (changes) => {
  if (recording()) {
    for (const change of changes) noteChange(change);
    return;
  }
  const request = requests.get();
  if (request === undefined || !keepsBusinessData()) return;
  const who = await accountChanger(request, changes);
  const call = callOf(request);
  await writing(
    async (db) => await insert(db, 'auditEvents', entryOf(request, who, call, { db, changes, more: 0 })),
    () => true,
  );
});
