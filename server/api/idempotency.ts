import { now } from './clock';
import { failure } from '../services/contract';
import { isoAt } from '../store/store';
import { keep, kept, type AroundTask } from './db-instance';
import { failureResponse } from './respond';

/**
 * `Idempotency-Key` on creates and actions (#17): a request repeated with the same key, by the same
 * account to the same call, is answered with the first answer and runs nothing again; the same key
 * with another body is refused (422). The answer is kept by the store in the transaction of the write
 * it answers (db-instance.ts, `writing`): kept with the change or not at all, so a repeat after a
 * restart, a reload or a process killed mid-call finds either both or neither, and a repeat sent from
 * another tab finds it too. Calls take turns (`serialized`), so a repeat that arrives while the first
 * is still running is answered after it, with its answer. Kept for a day; a reset forgets them.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 200;
/** How long an answer is kept: a client retries within minutes, a person within the day. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * The answer kept for a keyed call: the request body it answered (a repeat with another body is
 * refused) and the answer as it was sent.
 */
interface KeptAnswer {
  body: string;
  status: number;
  headers: [string, string][];
  answer: Uint8Array;
}

/** A keyed request: whose call under which key, and its body as a repeat's is compared with it. */
export interface Slot {
  key: string;
  body: string;
}

/**
 * The body as compared with a repeat's. A multipart body is written with a boundary of its own each
 * time it is sent (a replay after a token renewal, a retry): the boundary is left out.
 */
async function bodyOf(request: Request): Promise<string> {
  const text = await request.text();
  const boundary = /boundary=("?)([^";]+)\1/i.exec(request.headers.get('Content-Type') ?? '')?.[2];
  return boundary ? text.split(boundary).join('') : text;
}

/**
 * The slot of a request sent with a key (null without one), or the refusal of a key too long. Reads
 * a copy of the body: called before the request's own body is read.
 */
export async function slotOf(
  accountId: string,
  path: string,
  request: Request,
): Promise<Slot | null | Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (key === '') return null;
  if (key.length > MAX_KEY_LENGTH) return failureResponse(request, failure(422, 'idempotencyKeyReused'));
  return { key: `${accountId}\n${path}\n${key}`, body: await bodyOf(request.clone()) };
}

/**
 * What `writing` does around a keyed call: answers a repeat with the kept answer (or refuses another
 * body under the key) instead of running it, and keeps the first answer, both in the call's
 * transaction. A server error is not kept: the retry runs again.
 */
export function answeredOnce<T>(
  request: Request,
  slot: Slot,
  responseOf: (result: T) => Response,
): AroundTask<T | Response> {
  return {
    async before() {
      const first = (await kept('answer', slot.key)) as KeptAnswer | undefined;
      if (!first) return undefined;
      if (first.body !== slot.body) return failureResponse(request, failure(422, 'idempotencyKeyReused'));
      return new Response(first.answer.slice().buffer, { status: first.status, headers: first.headers });
    },
    async after(result) {
      const response = result instanceof Response ? result.clone() : responseOf(result);
      if (response.status >= 500) return;
      const at = now();
      const answer: KeptAnswer = {
        body: slot.body,
        status: response.status,
        headers: [...response.headers],
        answer: new Uint8Array(await response.arrayBuffer()),
      };
      await keep('answer', slot.key, answer, { at: isoAt(at), dropBefore: isoAt(at - KEPT_FOR_MS) });
    },
  };
}
