/**
 * The audit trail's entries (issue #41 §4), shared by the console and the back-end
 * (server/store/audit.ts): who changed what, when and from where. One entry per call that changed
 * something; the documents' own action logs stay as they are.
 */

/** How a record was changed. */
export const AUDIT_OPS = ['insert', 'update', 'remove'] as const;
export type AuditOp = (typeof AUDIT_OPS)[number];

/** What the trail keeps of a secret's values (a password's hash): that it changed, not what to. */
export const AUDIT_SECRET = '[secret]';

/** A field's value before and after the change (null where there was none, or none is left). */
export type AuditValues = [before: unknown, after: unknown];

/** One record a call changed: the fields it changed, each with its old and new value. */
export interface AuditChange {
  /** the collection (`outbounds`), or `accounts` for a sign-in account */
  collection: string;
  id: string;
  /** what people name it by: its number or code, else its id */
  label: string;
  /** the customer the record belongs to, where it belongs to one */
  customerId: string | null;
  op: AuditOp;
  /** the fields changed; a value too long to keep whole ends in an ellipsis */
  fields: Record<string, AuditValues>;
}

export interface AuditEntry {
  id: string;
  at: string;
  /** who: the account, by id and name (null: told to a customer of an operator's change) */
  accountId: string | null;
  accountName: string | null;
  side: 'operator' | 'customer' | 'visitor';
  /** the role on that side (`orders`, `warehouse`), where it has one */
  role: string | null;
  /** the customer the account acts for */
  actorCustomerId: string | null;
  /** the call (`Outbound/Submit`) */
  call: string;
  /** the document the call named (its number), else the first record it changed */
  document: string | null;
  /** the ids and numbers of every record it changed, to search by */
  subjects: string[];
  /** the customers whose records it changed, and the account's own */
  customerIds: string[];
  /** from where: the caller's address and the request's id */
  address: string | null;
  requestId: string | null;
  changes: AuditChange[];
  /** records changed beyond those kept in `changes` (a settlement bills a year of fees) */
  more: number;
}
