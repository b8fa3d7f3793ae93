import { http, type JsonBodyType } from 'msw';
import {
  DEFAULT_CUSTOMER_ROLE,
  DEFAULT_OPERATOR_ROLE,
  operatorRoleChanges,
  roleChanges,
  roleSees,
} from '@/api/roles';
import { apiPath, mockDelay } from './config';
import type { Actor, Outcome } from '../services/contract';
import type { Db } from '../store/store';
import { forbidden, httpError, readJsonBody } from './http';
import { langOf, msg, type MockLang } from './i18n';
import { callerOf } from './actor';
import {
  DataUnavailableError,
  NotSavedError,
  reading,
  readingLatest,
  serialized,
  writing,
  type AroundTask,
} from './db-instance';
import { answeredOnce, slotOf, type Slot } from './idempotency';
import { audited, whoOf } from './audit';
import { outcomeResponse } from './respond';

export interface CallContext {
  request: Request;
  actor: Actor;
  db: Db;
  query: URLSearchParams;
  lang: MockLang;
}

export interface PostContext extends CallContext {
  body: Record<string, unknown>;
}

/** A handler answers a ready Response (files, custom envelopes) or a service outcome. */
export type CallResult = Response | Outcome<JsonBodyType>;

interface Options {
  /** Customers get 403 before anything is looked at. */
  operatorOnly?: boolean;
  /**
   * A POST that only reads (an estimate, a check, a file made from the data): answered from the
   * latest copy without a writer's turn or a save.
   */
  readOnly?: boolean;
  /** The administrators' of either side (the audit trail): any other role gets 403. */
  adminOnly?: boolean;
  /**
   * A read of one document's records (its fees), under this query parameter: open to a customer's
   * role that does not see the call's area (the orders role, money), when it names one document.
   */
  oneDocument?: string;
}

/** What gates a business call, as its route declares it: the roles table of docs/security.md. */
export interface CallGate extends Options {
  method: 'GET' | 'POST';
  /** `Outbound/Submit` */
  path: string;
}

/**
 * Every business call's gate, by `METHOD Module/name`, as its route is made. A function's own
 * property, not a module's constant: the areas make their routes while this module's imports (the
 * areas among them) are still being read, before a constant of it would exist.
 */
export function callGates(): Map<string, CallGate> {
  callGates.made ??= new Map<string, CallGate>();
  return callGates.made;
}
callGates.made = undefined as Map<string, CallGate> | undefined;

function gated(method: CallGate['method'], path: string, options: Options): void {
  callGates().set(`${method} ${path}`, { method, path, ...options });
}

/** Whether the caller administers its side (src/api/roles.ts: the role `admin` of either). */
export const administers = (actor: Actor): boolean =>
  actor.role === 'operator'
    ? (actor.operatorRole ?? DEFAULT_OPERATOR_ROLE) === 'admin'
    : (actor.customerRole ?? DEFAULT_CUSTOMER_ROLE) === 'admin';

/** The refusal of a call by the role, or null: a customer's of an operator's call, another's of an administrator's. */
function gateRefusal(request: Request, actor: Actor, options: Options): Response | null {
  if (options.operatorOnly && actor.role !== 'operator') return forbidden(request);
  if (options.adminOnly && !administers(actor)) return httpError(403, msg(request, 'roleReadForbidden'));
  return null;
}

/**
 * A read of an area the customer's role does not see (src/api/roles.ts `roleSees`: the orders role
 * sees no money): 403, unless the call reads one document's records and the query names one.
 */
function sightRefusal(
  request: Request,
  actor: Actor,
  path: string,
  query: URLSearchParams,
  options: Options,
) {
  if (actor.role !== 'customer') return null;
  if (roleSees(actor.customerRole ?? DEFAULT_CUSTOMER_ROLE, path.slice(0, path.indexOf('/')))) return null;
  const document = options.oneDocument ? (query.get(options.oneDocument) ?? '').trim() : '';
  if (document !== '' && !document.includes(',')) return null;
  return httpError(403, msg(request, 'roleSeeForbidden'));
}

async function contextOf(request: Request): Promise<CallContext | Response> {
  const actor = await callerOf(request);
  if (actor instanceof Response) return actor;
  let db: Db;
  try {
    db = await readingLatest();
  } catch (error) {
    if (error instanceof DataUnavailableError) return httpError(503, msg(request, 'dataUnreadable'));
    throw error;
  }
  return {
    request,
    actor,
    db,
    query: new URL(request.url).searchParams,
    lang: langOf(request),
  };
}

/**
 * A user (a customer's or an operator) whose role may not change the call's area (its module: `Outbound/Submit` is the
 * outbound area's; src/api/roles.ts): 403, before anything is read.
 */
function roleRefusal(request: Request, actor: Actor, path: string): Response | null {
  const area = path.slice(0, path.indexOf('/'));
  const allowed =
    actor.role === 'customer'
      ? roleChanges(actor.customerRole ?? DEFAULT_CUSTOMER_ROLE, area)
      : operatorRoleChanges(actor.operatorRole ?? DEFAULT_OPERATOR_ROLE, area);
  return allowed ? null : httpError(403, msg(request, 'roleChangeForbidden'));
}

// A refused call changed nothing; anything else may have, so the db is saved before the answer.
const wrote = (result: CallResult): boolean => result.ok;

/**
 * Runs a call that may write on the latest stored copy, saved before it is answered: a 200 survives
 * a closed tab. A save that fails answers 503 in words, and the change is not kept.
 */
async function savedCall(
  request: Request,
  actor: Actor,
  path: string,
  run: (db: Db) => CallResult | Promise<CallResult>,
  slot: Slot | null,
): Promise<CallResult> {
  const around: AroundTask<CallResult> | undefined = slot
    ? answeredOnce<CallResult>(request, slot, (result) => toResponse(request, result))
    : undefined;
  try {
    // what it changed is the audit trail's, in its transaction
    const task = (db: Db) => audited(db, request, whoOf(actor), path, async () => await run(db), wrote);
    return await writing(task, wrote, around);
  } catch (error) {
    if (error instanceof NotSavedError) return httpError(503, msg(request, 'dataNotSaved'));
    throw error;
  }
}

const toResponse = (request: Request, result: CallResult): Response =>
  result instanceof Response ? result : outcomeResponse(request, result);

/** `GET <Module>/<name>` for a signed-in operator or customer. */
export function businessGet(
  path: string,
  run: (ctx: CallContext) => CallResult | Promise<CallResult>,
  options: Options = {},
) {
  gated('GET', path, options);
  return http.get(apiPath(path), async ({ request }) => {
    await mockDelay('default');
    return serialized(async () => {
      const ctx = await contextOf(request);
      if (ctx instanceof Response) return ctx;
      const gate =
        gateRefusal(request, ctx.actor, options) ??
        sightRefusal(request, ctx.actor, path, ctx.query, options);
      if (gate) return gate;
      return toResponse(request, await reading(async () => await run(ctx)));
    });
  });
}

/**
 * `POST <Module>/<name>` with a JSON body; a successful write is saved before it is answered. With an
 * `Idempotency-Key` header, a repeat answers the first answer, kept with the write (idempotency.ts);
 * a POST that only reads runs again.
 */
export function businessPost(
  path: string,
  run: (ctx: PostContext) => CallResult | Promise<CallResult>,
  options: Options = {},
) {
  gated('POST', path, options);
  return http.post(apiPath(path), async ({ request }) => {
    await mockDelay('default');
    return serialized(async () => {
      const ctx = await contextOf(request);
      if (ctx instanceof Response) return ctx;
      const gate = gateRefusal(request, ctx.actor, options);
      if (gate) return gate;
      const refused = options.readOnly
        ? sightRefusal(request, ctx.actor, path, ctx.query, options)
        : roleRefusal(request, ctx.actor, path);
      if (refused) return refused;
      const slot = options.readOnly ? null : await slotOf(ctx.actor.accountId, path, request);
      if (slot instanceof Response) return slot;
      const isJson = (request.headers.get('Content-Type') ?? '').includes('json');
      const body = isJson ? await readJsonBody(request) : {};
      if (body instanceof Response) return body;
      if (options.readOnly)
        return toResponse(request, await reading(async () => await run({ ...ctx, body })));
      return toResponse(
        request,
        await savedCall(request, ctx.actor, path, (db) => run({ ...ctx, db, body }), slot),
      );
    });
  });
}

/**
 * `POST <Module>/<name>` with a multipart body (uploads, imports). A write with an `Idempotency-Key`
 * runs once, as `businessPost` (an upload sent twice is stored once).
 */
export function businessMultipart(
  path: string,
  run: (ctx: CallContext & { form: FormData | null }) => CallResult | Promise<CallResult>,
) {
  gated('POST', path, {});
  return http.post(apiPath(path), async ({ request }) => {
    await mockDelay('default');
    return serialized(async () => {
      const ctx = await contextOf(request);
      if (ctx instanceof Response) return ctx;
      const refused = roleRefusal(request, ctx.actor, path);
      if (refused) return refused;
      const slot = await slotOf(ctx.actor.accountId, path, request);
      if (slot instanceof Response) return slot;
      const form = await request.formData().catch(() => null);
      return toResponse(
        request,
        await savedCall(request, ctx.actor, path, (db) => run({ ...ctx, db, form }), slot),
      );
    });
  });
}

/** `{ id }` of an action or get body: a non-empty string. */
export function idIn(body: Record<string, unknown>): string {
  const { id } = body;
  if (typeof id === 'number') return String(id);
  return typeof id === 'string' ? id.trim() : '';
}

/** The ids of a delete body as strings. */
export function idsIn(body: Record<string, unknown>): string[] {
  const { ids } = body;
  if (!Array.isArray(ids)) return [];
  return ids
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
    .map(String)
    .filter((id) => id !== '');
}

/** `{ id, ...payload }` → the payload alone. */
export function withoutId(body: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...payload } = body;
  return payload;
}

/** 'requestCancel' → 'RequestCancel': an action's path segment (business.md §2). */
export const pascal = (event: string): string => event.charAt(0).toUpperCase() + event.slice(1);

/** A POST that only reads (an estimate, a check, a file made from the data): no writer's turn, no save. */
export const businessQueryPost = (
  path: string,
  run: (ctx: PostContext) => CallResult | Promise<CallResult>,
) => businessPost(path, run, { readOnly: true });
