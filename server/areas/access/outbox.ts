import type { ListResult } from '@/api/business/types/api';
import { isOpen, OUTBOX_STATES, type OutboxKind, type OutboxState } from '@/api/outbox-types';
import { isDemoHome } from '../../api/config';
import { now } from '../../api/clock';
import { langOf, translate, type MessageKey, type MockLang } from '../../api/i18n';
import { isoOfMs } from '../../store/iso-time';
import type { KeyValueStorage } from './state';

/**
 * The outbox: every activation link, reset link and verification code the back-end sends is a
 * message here first, then goes through the sender when one is set (SMTP, server/mail-sender.ts),
 * or waits for an operator to read it on the console's outbox page. No answer of the served
 * back-end carries a link or a code; the embedded demo's answers still show them, marked as the
 * demo's (its mailbox), since its mail goes nowhere.
 *
 * The secret (the link or the code) is kept apart from the text and dropped once the message is
 * delivered or an operator has passed it on: what stays is who was sent what, when.
 */

/** A message as stored: `text` holds `{secret}` where the link or code goes. */
export interface OutboxRecord {
  id: string;
  createdAt: string;
  kind: OutboxKind;
  to: string;
  lang: MockLang;
  subject: string;
  text: string;
  /** null once delivered or passed on */
  secret: string | null;
  state: OutboxState;
  settledAt: string | null;
  error: string | null;
}

export interface OutboxQuery {
  pageIndex: number;
  pageSize: number;
  state: OutboxState | null;
  /** part of the recipient's address */
  keyword: string;
}

/** What delivering or passing on a message did: the message, or why nothing was done. */
export type Settled = { ok: true; record: OutboxRecord } | { ok: false; reason: 'unknown' | 'settled' };

/**
 * Where the outbox is kept: the service's database (server/engine/outbox-storage.ts, the `outbox`
 * table, shared by every process) or the browser's localStorage (`keyValueOutbox`).
 */
export interface OutboxStorage {
  add(record: OutboxRecord): Promise<void>;
  /**
   * Moves a message from waiting (or failed) to `state`, dropping its secret when it is delivered
   * or passed on; a message already delivered or passed on is left as it is.
   */
  settle(id: string, state: Exclude<OutboxState, 'waiting'>, at: string, error?: string): Promise<Settled>;
  /** newest first; `counts` per state, under the keyword alone (the state filter's choices) */
  page(query: OutboxQuery): Promise<ListResult<OutboxRecord>>;
  reset(): Promise<void>;
}

/** The states that keep the secret: `settle` drops it on the way into any other. */
export const keepsSecret = (state: OutboxState): boolean => isOpen(state);

/**
 * The sender of the service: delivers a message or throws why it could not. A sender may reach only
 * some addresses (mail reaches no phone): the others wait in the outbox.
 */
export interface MessageSender {
  reaches(to: string): boolean;
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** What the outbox tells the service's log: a message waits for an operator, was sent, or failed. */
export type OutboxNotice = (
  event: 'waiting' | 'sent' | 'failed',
  fields: { id: string; kind: OutboxKind; to: string; error?: string },
) => void;

const subjects: Record<OutboxKind, MessageKey> = {
  activation: 'outboxActivationSubject',
  reset: 'outboxResetSubject',
  code: 'outboxCodeSubject',
  invitation: 'outboxInvitationSubject',
};
const texts: Record<OutboxKind, MessageKey> = {
  activation: 'outboxActivationText',
  reset: 'outboxResetText',
  code: 'outboxCodeText',
  invitation: 'outboxInvitationText',
};

const SECRET = '{secret}';

/** The text as sent: its secret in its place, or a mark that it was dropped. */
export function textOf(record: Pick<OutboxRecord, 'text' | 'secret'>, dropped = '…'): string {
  return record.text.replace(SECRET, record.secret ?? dropped);
}

export const OUTBOX_STORAGE_KEY = 'outpost.mock.outbox';
/** The browser's outbox keeps the newest messages only: it lives in localStorage. */
const KEPT_IN_BROWSER = 200;

function addressed(record: OutboxRecord, keyword: string): boolean {
  const part = keyword.trim().toLowerCase();
  return part === '' || record.to.toLowerCase().includes(part);
}

/** No state counted yet: every state is a key of the counts, at 0 when none is in it. */
export const noCounts = (): Record<OutboxState, number> =>
  Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0])) as Record<OutboxState, number>;

/** The outbox in a Web Storage (the demo's browser) or in memory (`null`: tests), newest first. */
export function keyValueOutbox(storage: KeyValueStorage | null): OutboxStorage {
  let memory: OutboxRecord[] = [];
  const read = (): OutboxRecord[] => {
    if (!storage) return memory;
    try {
      const value: unknown = JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
      return Array.isArray(value) ? (value as OutboxRecord[]) : [];
    } catch {
      return [];
    }
  };
  const write = (records: OutboxRecord[]): void => {
    memory = records.slice(0, KEPT_IN_BROWSER);
    try {
      storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(memory));
    } catch (error) {
      console.warn('[mock] could not keep the outbox', error);
    }
  };
  return {
    add: async (record) => write([record, ...read()]),
    settle: async (id, state, at, error) => {
      const records = read();
      const record = records.find((each) => each.id === id);
      if (!record) return { ok: false, reason: 'unknown' };
      if (!isOpen(record.state)) return { ok: false, reason: 'settled' };
      Object.assign(record, {
        state,
        settledAt: at,
        error: error ?? null,
        secret: keepsSecret(state) ? record.secret : null,
      });
      write(records);
      return { ok: true, record };
    },
    page: async (query) => {
      const counts = noCounts();
      const found = read().filter((record) => {
        if (!addressed(record, query.keyword)) return false;
        counts[record.state] += 1;
        return query.state === null || record.state === query.state;
      });
      const start = (query.pageIndex - 1) * query.pageSize;
      return { list: found.slice(start, start + query.pageSize), total: found.length, counts };
    },
    reset: async () => {
      memory = [];
      storage?.removeItem(OUTBOX_STORAGE_KEY);
    },
  };
}

let store: OutboxStorage = keyValueOutbox(null);
let sender: MessageSender | null = null;
let notice: OutboxNotice = () => undefined;
/** Where the links lead: the console's address (`PUBLIC_URL`), or the caller's origin and `/admin/`. */
let consoleAddress: string | null = null;

/** Keeps the outbox in `target`: the service's storage, a Web Storage, or memory (`null`). */
export function keepOutboxIn(target: OutboxStorage | KeyValueStorage | null): void {
  store = target !== null && 'page' in target ? target : keyValueOutbox(target);
}

/** How the service delivers (null: nothing is sent, every message waits) and what it logs. */
export function deliverThrough(
  next: MessageSender | null,
  options: { notice?: OutboxNotice; consoleAddress?: string | null } = {},
): void {
  sender = next;
  notice = options.notice ?? (() => undefined);
  consoleAddress = options.consoleAddress ?? null;
}

export const outboxPage = (query: OutboxQuery): Promise<ListResult<OutboxRecord>> => store.page(query);

export const resetOutbox = (): Promise<void> => store.reset();

/** An operator gave the message to its recipient another way: it is settled, its secret dropped. */
export const passOn = (id: string): Promise<Settled> => store.settle(id, 'passedOn', isoOfMs(now()));

/** A link as the message carries it: whole on the service, as the console's own path in the demo. */
function linkFor(request: Request, path: string): string {
  if (isDemoHome()) return path;
  const base = consoleAddress ?? `${new URL(request.url).origin}/admin/`;
  return `${base}${path}`;
}

async function deliver(record: OutboxRecord): Promise<void> {
  const fields = { id: record.id, kind: record.kind, to: record.to };
  if (!sender?.reaches(record.to)) {
    notice('waiting', fields);
    return;
  }
  try {
    await sender.send({ to: record.to, subject: record.subject, text: textOf(record) });
    await store.settle(record.id, 'sent', isoOfMs(now()));
    notice('sent', fields);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await store.settle(record.id, 'failed', isoOfMs(now()), reason);
    notice('failed', { ...fields, error: reason });
  }
}

/** What the demo's answer may show of a message: its recipient and its link or code. */
export interface DemoCopy {
  to: string;
  secret: string;
}

/**
 * Puts a message in the outbox in the caller's language and hands it to the sender, without waiting
 * for it: the answer is the same whether or not a mail server is slow, and whether or not an address
 * had an account. `secret` is a link's path (`#/reset-password?token=…`) or a code. The demo's copy
 * comes back for its answer; the service gives none.
 */
export async function sendMessage(
  request: Request,
  message: { kind: OutboxKind; to: string; secret: string; params?: Record<string, string> },
): Promise<DemoCopy | null> {
  const lang = langOf(request);
  const secret = message.kind === 'code' ? message.secret : linkFor(request, message.secret);
  const record: OutboxRecord = {
    id: crypto.randomUUID(),
    createdAt: isoOfMs(now()),
    kind: message.kind,
    to: message.to,
    lang,
    subject: translate(lang, subjects[message.kind], message.params),
    text: translate(lang, texts[message.kind], { ...message.params, secret: SECRET }),
    secret,
    state: 'waiting',
    settledAt: null,
    error: null,
  };
  await store.add(record);
  void deliver(record).catch((error: unknown) =>
    notice('failed', { id: record.id, kind: record.kind, to: record.to, error: String(error) }),
  );
  return isDemoHome() ? { to: message.to, secret: message.secret } : null;
}

/** A link sent by mail; the demo's answer shows it as its mailbox (`DemoMail`), the service's shows none. */
export async function sendLink(
  request: Request,
  kind: 'activation' | 'reset' | 'invitation',
  to: string,
  path: string,
  params?: Record<string, string>,
): Promise<{ to: string; link: string } | null> {
  const copy = await sendMessage(request, { kind, to, secret: path, params });
  return copy && { to: copy.to, link: copy.secret };
}
