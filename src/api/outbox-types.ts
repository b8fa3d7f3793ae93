/**
 * The outbox's messages, shared by the console and the back-end (server/areas/access/outbox.ts):
 * the activation links, reset links and verification codes the back-end sent, for an operator to
 * read where no mail server delivers them.
 */
export const OUTBOX_KINDS = ['activation', 'reset', 'code', 'invitation'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** waiting → sent or failed (by the sender); waiting or failed → passedOn (by an operator) */
export const OUTBOX_STATES = ['waiting', 'sent', 'failed', 'passedOn'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Whether a message still holds its link or code, and an operator may pass it on. */
export const isOpen = (state: OutboxState): boolean => state === 'waiting' || state === 'failed';

export interface OutboxMessage {
  id: string;
  createdAt: string;
  kind: OutboxKind;
  to: string;
  subject: string;
  /** the message's text, `{secret}` where the link or the code goes */
  text: string;
  /** the link or code; null once delivered or passed on */
  secret: string | null;
  state: OutboxState;
  settledAt: string | null;
  /** why the sender could not deliver it */
  error: string | null;
}
