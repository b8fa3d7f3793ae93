import type { Role } from '@machines/business/lifecycle';
import type { MessageKey } from '../../i18n';

/**
 * The contract between the business services (`mocks/db/services/*`: validation, lifecycle, effects)
 * and the HTTP handlers (`mocks/handlers/business/*`: auth, ownership, paging, exports). Services know
 * nothing of HTTP or languages; they answer outcomes whose messages are keys of `mocks/i18n.ts`, and
 * the handler translates them into the request's language.
 */

/** Who is acting. `customerId` is null for operators (they see every customer). */
export interface Actor {
  accountId: string;
  /** Shown in action logs and flow rows. */
  name: string;
  role: Role;
  customerId: string | null;
}

export interface MessageRef {
  key: MessageKey;
  params?: Record<string, string>;
}

/** A field name (dotted path for nested fields: `boxes.0.lines.1.expectedQty`) → its message. */
export type FieldMessages = Record<string, MessageRef>;

/**
 * 404: unknown or another customer's record (existence is not disclosed); 403: the role may not;
 * 409: the lifecycle state does not allow it (message names the state); 422: invalid input, `fields`
 * tells which; 500: the seed's code for "please select data to delete".
 */
export interface Failure {
  ok: false;
  status: 403 | 404 | 409 | 422 | 500;
  message: MessageRef;
  fields?: FieldMessages;
}

export type Outcome<T> = { ok: true; value: T } | Failure;

export const succeed = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const failure = (
  status: Failure['status'],
  key: MessageKey,
  params?: Record<string, string>,
  fields?: FieldMessages,
): Failure => ({ ok: false, status, message: { key, params }, ...(fields ? { fields } : {}) });

/** The documents with a lifecycle: one chart each in `machines/business/`. */
export type DocumentKind =
  'sku' | 'warehouse' | 'inbound' | 'inboundException' | 'outbound' | 'rma' | 'recharge' | 'settlement';
