/**
 * One `Idempotency-Key` per user intent (#17). A write the user means once — a Save clicked twice,
 * an action sent again after a dropped connection, the request replayed after a token renewal — is
 * the same request sent again: the same call with the same body, while the first is still on its way
 * or within a few seconds of its answer. Those carry the first one's key, so the server runs them
 * once and answers each with the first answer. A request with another body, or the same one sent
 * again later, is a new intent with a new key.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long after its answer a repeated request still counts as the same intent. */
export const INTENT_WINDOW_MS = 5_000;

interface Intent {
  key: string;
  /** Requests of this intent still on their way. */
  pending: number;
  /** When the last of them was answered (ms); 0 while any is pending. */
  settledAt: number;
  /** Whether the last answer was a success: a refusal is not repeated to a later try. */
  succeeded: boolean;
}

const intents = new Map<string, Intent>();

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

function forget(now: number): void {
  for (const [signature, intent] of intents) {
    const over = !intent.succeeded || now - intent.settledAt >= INTENT_WINDOW_MS;
    if (intent.pending === 0 && over) intents.delete(signature);
  }
}

/**
 * The key for a write of `signature` (method, URL and body); call `settle` when its answer is in,
 * saying whether it succeeded. A repeat while it is on its way, or within the window after a
 * success, is the same intent; after a refusal or a failure, a try again is a new one (the state may
 * have changed meanwhile: a recharge credited, a field fixed). `now` is for tests.
 */
export function beginIntent(
  signature: string,
  now = Date.now(),
): { key: string; settle: (succeeded: boolean, at?: number) => void } {
  forget(now);
  let intent = intents.get(signature);
  if (!intent) {
    intent = { key: newKey(), pending: 0, settledAt: 0, succeeded: true };
    intents.set(signature, intent);
  }
  intent.pending += 1;
  const current = intent;
  let settled = false;
  return {
    key: current.key,
    settle: (succeeded, at = Date.now()) => {
      if (settled) return;
      settled = true;
      current.pending -= 1;
      current.succeeded = succeeded;
      if (current.pending === 0) current.settledAt = at;
    },
  };
}

/** Forgets every intent (tests). */
export function resetIntents(): void {
  intents.clear();
}
